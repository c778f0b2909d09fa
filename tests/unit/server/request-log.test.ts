import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { loggerOptions, requestLogLevel } from '../../../src/server/lib/request-log';

describe('request log', () => {
  it.each([
    [200, 12, 'debug'],
    [304, 3, 'debug'],
    [404, 5, 'info'],
    [422, 8, 'info'],
    [200, 1500, 'warn'],
    [429, 2000, 'warn'],
    [500, 4, 'error'],
    [503, 3000, 'error'],
  ] as const)('logs a %i answered in %i ms at %s', (status, ms, level) => {
    expect(requestLogLevel(status, ms)).toBe(level);
  });

  it('writes readable lines on a terminal and JSON otherwise', () => {
    const config = loadConfig({ LOG_LEVEL: 'info' });
    expect(loggerOptions(config, true)).toMatchObject({ level: 'info', transport: { target: 'pino-pretty' } });
    expect(loggerOptions(config, false)).not.toHaveProperty('transport');
  });
});
