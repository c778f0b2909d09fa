// What other modules may use of automobiles: one automobile of its owner.
export { findAutomobile } from './repository';
