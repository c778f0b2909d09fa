import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { loggerOptions, requestLogLevel } from '../../../src/server/lib/request-log';

describe('request log', () => {
  it.each([
    [200, 12, 'info'],
    [304, 3, 'info'],
    [404, 5, 'info'],
    [422, 8, 'info'],
    [200, 1500, 'warn'],
    [429, 2000, 'warn'],
    [500, 4, 'error'],
    [502, 4, 'error'],
    [503, 3, 'warn'],
    [503, 3000, 'warn'],
  ] as const)('logs a %i answered in %i ms at %s in JSON logs', (status, ms, level) => {
    expect(requestLogLevel(status, ms)).toBe(level);
  });

  it('keeps ordinary answers at debug on a terminal, and everything else as in JSON logs', () => {
    expect(requestLogLevel(200, 12, true)).toBe('debug');
    expect(requestLogLevel(404, 5, true)).toBe('info');
    expect(requestLogLevel(500, 5, true)).toBe('error');
  });

  it('writes readable lines on a terminal and JSON otherwise', () => {
    const config = loadConfig({ LOG_LEVEL: 'info' });
    expect(loggerOptions(config, true)).toMatchObject({ level: 'info', transport: { target: 'pino-pretty' } });
    expect(loggerOptions(config, false)).not.toHaveProperty('transport');
  });
});
