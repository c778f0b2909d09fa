// What other modules may use of parking lots: the lot query and its answer (the finder lists lots).
export { presentLots, type LotRow } from './presenter';
export { selectLots } from './lot-query';
