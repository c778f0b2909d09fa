// What other modules may use of the finder: lots free for a whole period near a point (the
// alternatives a spot-taken report proposes).
export { freeLotsNear } from './service';
