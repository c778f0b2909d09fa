// Zod as the app imports it: `zod` resolves here in the app's build (src/build/zod-jitless.ts).
// Zod compiles object schemas with `new Function` when it can, and probes for it when an object
// schema is made; under the app's Content-Security-Policy (no 'unsafe-eval') that probe is
// reported as a violation. The app's schemas are small: the interpreted path is fast enough, and
// nothing is reported. This module runs before any module that imports `zod`.
import { config } from 'zod';

config({ jitless: true });

export * from 'zod';
