// The Drizzle schema, one file per area. Drizzle needs them gathered in one object.
export * from './audit';
export * from './automobiles';
export * from './credit-requests';
export * from './instance-secrets';
export * from './ledger';
export * from './ledger-totals';
export * from './lot-checks';
export * from './lot-photos';
export * from './notifications';
export * from './parking';
export * from './payments';
export * from './push';
export * from './ratings';
export * from './reservation-reports';
export * from './reservation-series';
export * from './reservations';
export * from './users';
