// The early script: a classic script of its own (src/build/early-script.ts builds it and puts
// it in index.html, async), run as soon as it arrives, while the app's bundle still downloads.
// Each part does nothing when anything is unusual: the app then does the work itself.
import { preloadFirstChunks } from './first-chunks';
import { sendFirstListSearch } from './first-list';
import { dropUnfitPrerender, keepSignedInHint } from './prerendered';
import { defaultLanguage, storedLanguage } from './lib/languages';
import { readStoredSession } from './lib/session-store';

// What the parts read, once (none throws: storage that is missing or blocked reads as empty).
const session = readStoredSession();
const language = storedLanguage() ?? defaultLanguage;
for (const part of [dropUnfitPrerender, keepSignedInHint, preloadFirstChunks, sendFirstListSearch]) {
  try {
    part(session, language);
  } catch {
    // The app does it.
  }
}
