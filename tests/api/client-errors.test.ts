/**
 * POST /api/client-errors/ (docs/decisions/0028): a report becomes one scrubbed `client error` log line; bad input is
 * a 400 naming the field, an oversized body a 413, and past the per-minute allowance a client is throttled.
 */
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS } from '../../domain/client-error';
import { useTestApp } from './support/test-app';

const ctx = useTestApp();

const REPORT = {
  name: 'ApiError',
  message: '500 Internal Server Error',
  path: '/candidate-feedback/details/name',
  status: 500,
  detail: 'A server error occurred.',
};

const send = (body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.request('/api/client-errors/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const clientErrorLines = () =>
  ctx.logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'client error');

describe('POST /api/client-errors/', () => {
  it('logs the report as one line and answers 204, with no token needed', async () => {
    const answer = await send(REPORT);
    expect(answer.status).toBe(204);
    expect(clientErrorLines()).toEqual([
      expect.objectContaining({
        level: 'warn',
        error_name: 'ApiError',
        error_message: '500 Internal Server Error',
        page_path: '/candidate-feedback/details/name',
        status: 500,
        detail: 'A server error occurred.',
      }),
    ]);
  });

  it('keeps no e-mail address, link query or long number that a message carries', async () => {
    const answer = await send({
      ...REPORT,
      status: null,
      message: 'Failed for ada@example.com at https://x.test/candidate-feedback?guid=abc&user_token=secret, passport 123456789',
      detail: null,
    });
    expect(answer.status).toBe(204);
    const [line] = clientErrorLines();
    expect(line?.error_message).toBe('Failed for [email] at https://x.test/candidate-feedback passport [number]');
    expect(JSON.stringify(ctx.logs)).not.toMatch(/ada@example|secret|123456789/);
  });

  it('answers 400 naming each field it refuses, and logs nothing', async () => {
    const answer = await send({ ...REPORT, path: '/candidate-feedback?guid=abc', status: 42, message: 'x'.repeat(CLIENT_ERROR_LIMITS.message + 1) });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual({
      message: ['Ensure this field has no more than 500 characters.'],
      path: ['Enter a path that starts with / and has no query.'],
      status: [expect.any(String)],
    });
    const missing = await send({ name: 'Error' });
    expect(missing.status).toBe(400);
    expect(Object.keys((await missing.json()) as object).sort()).toEqual(['detail', 'message', 'path', 'status']);
    const extra = await send({ ...REPORT, user_token: 'secret' });
    expect(extra.status).toBe(400);
    expect((await send('[1]')).status).toBe(400);
    expect((await send('{not json')).status).toBe(400);
    expect(clientErrorLines()).toEqual([]);
  });

  it('answers 413 to a body larger than a report can be', async () => {
    const answer = await send({ ...REPORT, detail: 'x'.repeat(CLIENT_ERROR_LIMITS.bodyBytes) });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toStrictEqual({
      detail: `Request body too large: an error report is at most ${CLIENT_ERROR_LIMITS.bodyBytes} bytes.`,
    });
    expect(clientErrorLines()).toEqual([]);
  });

  it('throttles a client past its reports of the minute, and lets it report again a minute later', async () => {
    const start = new Date('2026-11-27T10:00:00Z');
    ctx.setNow(start);
    for (let report = 0; report < 10; report += 1) expect((await send(REPORT)).status).toBe(204);
    const throttled = await send(REPORT);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('60');
    expect(await throttled.json()).toStrictEqual({ detail: 'Request was throttled. Expected available in 60 seconds.' });
    expect(clientErrorLines()).toHaveLength(10);
    ctx.setNow(new Date(start.getTime() + 60_001));
    expect((await send(REPORT)).status).toBe(204);
  });

  it('keeps nothing when turned off, and still answers 204 so the app sees no failure', async () => {
    ctx.makeApp({ config: { clientErrors: { enabled: false, perMinute: 10 } } });
    expect((await send(REPORT)).status).toBe(204);
    expect(clientErrorLines()).toEqual([]);
  });
});
