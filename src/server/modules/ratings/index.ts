// What other modules (and the jobs) may use of ratings: the lots' reputation for their answers,
// the finder's condition for owners out of search, and the periodic work.
export { lotReputationJson, lotReputations, ownerInSearch, type LotReputation } from './reputation';
export { sendRatingPrompts } from './prompts';
export { sweepOwnerStrikes } from './strikes';
