// What other parts (the renewal job) may use of reservation series.
export { renewSeriesNow, runSeriesRenewals } from './renewal';
