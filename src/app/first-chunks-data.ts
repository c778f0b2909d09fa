// The data block index.html carries for the early script: written at build by
// src/build/first-chunks.ts, read by ./first-chunks.ts. No imports, so the build loads it too.

/** The block's id (`<script type="application/json">`: data, not a script, under the CSP). */
export const FIRST_CHUNKS_ID = 'first-chunks';

/** What the early script fetches beside the entry, as paths under the base. */
export type FirstChunks = {
  /** The compiled catalog of each language, with what it imports. */
  catalogs: Record<string, string[]>;
  /**
   * Each screen's own code (its lazy route chunks and their layouts'), with their imports and
   * CSS, by path: the signed-in user's screens, and the others (a guest's).
   */
  signedIn: Record<string, string[]>;
  guest: Record<string, string[]>;
};
