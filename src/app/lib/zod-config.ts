// Zod compiles object schemas with `new Function` when it can, and probes for it on the first
// parse; under the app's Content-Security-Policy (no 'unsafe-eval') that probe is reported as a
// violation. The app's schemas are small: the interpreted path is fast enough, and nothing is
// reported.
import { config } from 'zod';

config({ jitless: true });
