// What other modules may use of automobiles: one automobile of its owner.
export { getAutomobile } from './service';
