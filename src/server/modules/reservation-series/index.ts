// What other parts (the renewal job) may use of reservation series.
export { runSeriesRenewals } from './renewal';
