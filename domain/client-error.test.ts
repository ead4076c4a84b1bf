import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS, clientErrorRecord, scrubText } from './client-error';
import { clientErrorSchema } from './client-error.schema';

describe('scrubText', () => {
  it('takes out e-mail addresses, a link’s query and long numbers, and leaves the rest', () => {
    expect(scrubText('ada@example.com opened /x?guid=1&user_token=t#top with 0123456789 and 2026')).toBe(
      '[email] opened /x with [number] and 2026',
    );
  });
});

describe('clientErrorRecord', () => {
  it('is cut to the limits and passes the schema the API judges it with', () => {
    const record = clientErrorRecord({
      error: new Error('y'.repeat(2000)),
      status: 402,
      data: { detail: 'z'.repeat(2000) },
      path: `/${'p'.repeat(1000)}?guid=abc`,
    });
    expect(record.message).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(record.detail).toHaveLength(CLIENT_ERROR_LIMITS.detail);
    expect(record.path).toHaveLength(CLIENT_ERROR_LIMITS.path);
    expect(record.status).toBe(402);
    expect(v.safeParse(clientErrorSchema, record).success).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify(record)).length).toBeLessThan(CLIENT_ERROR_LIMITS.bodyBytes);
  });

  it('gives no status that is not an HTTP one, and no detail that is not text', () => {
    const record = clientErrorRecord({ error: new TypeError('x'), status: 0, data: { detail: ['a'] }, path: '' });
    expect(record).toStrictEqual({ name: 'TypeError', message: 'x', path: '/', status: null, detail: null });
    expect(v.safeParse(clientErrorSchema, record).success).toBe(true);
  });
});
