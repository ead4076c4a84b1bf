import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger, errorFields } from './logger';

describe('createLogger', () => {
  it('writes one JSON object per entry, from its level up', () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'warn', write: (line) => lines.push(line), now: () => new Date('2030-01-01T00:00:00Z') });
    logger.info('skipped');
    logger.warn('kept', { request_id: 'r1' });
    logger.error('also kept');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toStrictEqual([
      { time: '2030-01-01T00:00:00.000Z', level: 'warn', msg: 'kept', request_id: 'r1' },
      { time: '2030-01-01T00:00:00.000Z', level: 'error', msg: 'also kept' },
    ]);
  });

  it('writes nothing when silent', () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'silent', write: (line) => lines.push(line) });
    logger.error('x');
    expect(lines).toHaveLength(0);
  });
});

describe('errorFields', () => {
  it('keeps the parameters of a failed query out of the log', () => {
    const cause = new Error('duplicate key value violates unique constraint "companies_name_unique"');
    const error = new DrizzleQueryError('insert into "companies" ("name") values ($1)', ['Ada Lovelace', 'ada@example.com'], cause);
    const text = JSON.stringify(errorFields(error));
    expect(text).not.toContain('Ada Lovelace');
    expect(text).not.toContain('ada@example.com');
    expect(text).toContain('insert into');
    expect(text).toContain('companies_name_unique');
  });

  it('reports an ordinary error by name, message and stack', () => {
    expect(errorFields(new TypeError('bad'))).toStrictEqual({ error: { name: 'TypeError', message: 'bad', stack: expect.any(String) } });
    expect(errorFields('text')).toStrictEqual({ error: { message: 'text' } });
  });
});

describe('the line written', () => {
  it('is valid JSON with or without fields, its time from the clock', () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (line) => lines.push(line) });
    const before = Date.now();
    logger.info('a "quoted" message', {});
    logger.info('b', { path: '/api/x"y/', status: 200 });
    logger.info('c');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map(({ time: _time, ...rest }) => rest)).toStrictEqual([
      { level: 'info', msg: 'a "quoted" message' },
      { level: 'info', msg: 'b', path: '/api/x"y/', status: 200 },
      { level: 'info', msg: 'c' },
    ]);
    for (const { time } of entries) expect(Date.parse(time as string)).toBeGreaterThanOrEqual(before);
  });
});
