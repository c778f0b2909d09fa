// The early script: a classic script of its own (src/build/early-script.ts builds it and puts
// it in index.html, async), run as soon as it arrives, while the app's bundle still downloads.
// Each part does nothing when anything is unusual: the app then does the work itself.
import { preloadFirstChunks } from './first-chunks';
import { sendFirstListSearch } from './first-list';

for (const part of [preloadFirstChunks, sendFirstListSearch]) {
  try {
    part();
  } catch {
    // The app does it.
  }
}
