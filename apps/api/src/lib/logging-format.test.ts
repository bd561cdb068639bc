import { describe, expect, it } from 'vitest';
import { logFormat, loggerOptions } from './logging';

describe('log format', () => {
  it('writes readable lines in a terminal and JSON lines elsewhere when auto', () => {
    expect(logFormat({ LOG_FORMAT: 'auto' }, true)).toBe('pretty');
    expect(logFormat({ LOG_FORMAT: 'auto' }, false)).toBe('json');
  });
  it('keeps to LOG_FORMAT=json or pretty whatever the output is', () => {
    expect(logFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
  });
  it('sends readable lines through pino-pretty only', () => {
    expect(loggerOptions({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }).transport).toBeUndefined();
    expect(loggerOptions({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' }).transport?.target).toBe(
      'pino-pretty',
    );
  });
});
