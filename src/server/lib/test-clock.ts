import { readFileSync } from 'node:fs';

/**
 * Test-only clock: with NODE_ENV=test and LOC_LIBER_TEST_CLOCK naming a file, the server's
 * "now" (deps.now) is the instant written in that file (ISO 8601), read again at every call,
 * so a test drives the clock of server processes it spawned (the expiry sweep, finalize's
 * minutes) by rewriting the file. A missing or unreadable file reads as the real time.
 * Ignored outside tests: production never reads the variable.
 */
export function testClockFromEnvironment(env: NodeJS.ProcessEnv = process.env): (() => Date) | undefined {
  const path = env.LOC_LIBER_TEST_CLOCK;
  if (env.NODE_ENV !== 'test' || !path) return undefined;
  return () => {
    try {
      const at = new Date(readFileSync(path, 'utf8').trim());
      return Number.isNaN(at.getTime()) ? new Date() : at;
    } catch {
      return new Date();
    }
  };
}
