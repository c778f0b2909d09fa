/** The ratings feature's query keys (stable arrays: the persisted cache depends on them). */
export const ratingKeys = {
  all: ['ratings'] as const,
  reservation: (id: number) => ['ratings', 'reservation', id] as const,
  lot: (lotId: number) => ['ratings', 'lot', lotId] as const,
  strikes: () => ['ratings', 'owner-strikes'] as const,
  adminReported: () => ['admin', 'ratings', 'reported'] as const,
  adminHolds: () => ['admin', 'ratings', 'owner-holds'] as const,
};
