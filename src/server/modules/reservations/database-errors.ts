/** SQLSTATE and constraint of a database error; Drizzle wraps driver errors in `cause`. */
export function databaseError(error: unknown): { code?: string; constraint?: string } {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return {};
}

const EXCLUSION_VIOLATION = '23P01';
const DEADLOCK = '40P01';
const SERIALIZATION_FAILURE = '40001';

/** The constraints that keep one car in one place: by the driver's automobile, or by the registration of any of the driver's bookings. */
const CAR_CONSTRAINTS = new Set(['reservations_automobile_no_overlap', 'reservations_registration_no_overlap']);

/** An overlap lost to another booking: an exclusion constraint, or a deadlock between two inserts. */
export function overlapOf(error: unknown): 'automobile' | 'lot' | undefined {
  const { code, constraint } = databaseError(error);
  if (code === EXCLUSION_VIOLATION) return constraint && CAR_CONSTRAINTS.has(constraint) ? 'automobile' : 'lot';
  if (code === DEADLOCK) return 'lot';
  return undefined;
}

/** Worth running the whole transaction again: PostgreSQL chose it as a deadlock or serialization victim. */
export function isRetryable(error: unknown): boolean {
  const { code } = databaseError(error);
  return code === DEADLOCK || code === SERIALIZATION_FAILURE;
}
