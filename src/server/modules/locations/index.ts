// What other modules may use of locations: who may see and use a location's lots.
export { canUseLocation, lotVisibleTo, type Viewer } from './location-access';
