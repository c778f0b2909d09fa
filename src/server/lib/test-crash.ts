/**
 * Test-only fault injection: with NODE_ENV=test and LOC_LIBER_TEST_CRASH set to a point's name,
 * the process kills itself (SIGKILL, like kill -9) when it reaches that point. The crash tests
 * start a real server child with it to stop between a booking's commit and its answer
 * ('after-commit') or just before the commit ('before-commit'). Ignored outside tests.
 */
export type CrashPoint = 'before-commit' | 'after-commit';

export function crashForTest(point: CrashPoint): void {
  if (process.env.NODE_ENV === 'test' && process.env.LOC_LIBER_TEST_CRASH === point) {
    process.kill(process.pid, 'SIGKILL');
  }
}
