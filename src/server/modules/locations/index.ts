// What other modules may use of locations: who may see and use a location's lots.
export { canUseLocation, lotVisibleTo, type Viewer } from './location-access';
// ...and how an answer shows a location (a lot's location).
export { locationFields } from './presenter';
