import { READ_TIMEOUT_MS } from '../../lib/read-timeout';

/**
 * A search not answered in this time counts as no answer: in a car park whose network reaches
 * nothing, the last saved results show after it (not after the client's 30 s), and the query's
 * one retry still brings fresh ones if the server answers. Every read has the same bound now
 * (lib/read-timeout.ts).
 */
export const SEARCH_TIMEOUT_MS = READ_TIMEOUT_MS;
