/**
 * The one write path (server/requests/response-write.ts) on the real database, mounted on its own small app: what a
 * route states is run under the row lock, a refusal leaves everything as it was, and the answer is the whole response.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ReferenceResponse } from '../../domain/reference-response';
import type { AppEnv } from '../../server/app-env';
import { requireCandidate } from '../../server/auth/candidate-auth';
import { referenceResponses } from '../../server/db/schema';
import { ApiError, detailError } from '../../server/errors';
import { readJsonBody } from '../../server/http';
import { NOT_ASKED_DETAIL, responseWrites, type SaveSpec } from '../../server/requests/response-write';
import { LOCKED_DETAILS } from '../../server/requests/write-lock';
import { getResponse } from './support/candidate';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

/** An app with one save and one delete over the write path, the candidate found by the token alone. */
function writeApp(spec: SaveSpec<unknown, unknown>, remove: (id: number) => boolean = () => true) {
  const app = new Hono<AppEnv>();
  const writes = responseWrites({ db: ctx.db, now: ctx.now });
  app.use(async (c, next) => {
    c.set('writableResponse', await requireCandidate(ctx.db, c.req.header('authorization')));
    return next();
  });
  app.post('/save', writes.save(spec));
  app.delete('/records/:id', writes.remove({ target: { section: 'details', step: 'education' }, remove: async (_tx, _response, id) => remove(id) }));
  app.onError((error, c) => (error instanceof ApiError ? c.json(error.body, error.status) : c.json({ detail: error.message }, 500)));
  return app;
}

async function open(checks = validRequestBody().checks) {
  const created = await ctx.createRequest(validRequestBody({ checks }));
  const send = (app: Hono<AppEnv>, method: string, path: string, body: unknown = {}) =>
    app.request(path, {
      method,
      headers: { ...tokenHeaders(created.user_token), 'content-type': 'application/json' },
      ...(method === 'DELETE' ? {} : { body: JSON.stringify(body) }),
    });
  return { created, send, stored: () => getResponse(ctx.app, created) };
}

const setFup = (value: boolean): SaveSpec<unknown, unknown>['write'] => async (tx, { candidate, at }) => {
  await tx.update(referenceResponses).set({ agreeToFup: value, updatedAt: at }).where(eq(referenceResponses.id, candidate.responseId));
};

describe('the one write path', () => {
  it('gives the write what was read and the response as it stood, and answers the whole response after it', async () => {
    const c = await open();
    const seen: unknown[] = [];
    const app = writeApp({
      target: { section: 'details', step: 'name' },
      read: readJsonBody,
      write: async (tx, scene) => {
        seen.push(scene.input, scene.before.agree_to_fup);
        await setFup(true)(tx, scene);
      },
    });
    const answer = await c.send(app, 'POST', '/save', { hello: 'there' });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as ReferenceResponse;
    expect(body).toStrictEqual(await c.stored());
    expect(body.agree_to_fup).toBe(true);
    expect(seen).toStrictEqual([{ hello: 'there' }, null]);
  });

  it('answers what the route names instead of the response when it names one', async () => {
    const c = await open();
    const app = writeApp({ target: { section: 'details', step: 'name' }, write: async () => 'kept', answer: (result) => ({ result }) });
    expect(await (await c.send(app, 'POST', '/save')).json()).toStrictEqual({ result: 'kept' });
  });

  it('rolls every change back when the write throws', async () => {
    const c = await open();
    const app = writeApp({
      target: { section: 'details', step: 'name' },
      write: async (tx, scene) => {
        await setFup(true)(tx, scene);
        throw detailError(400, 'refused');
      },
    });
    expect((await c.send(app, 'POST', '/save')).status).toBe(400);
    expect((await c.stored()).agree_to_fup).toBeNull();
  });

  it('refuses with 404 a section or step the request does not ask for, before the write runs', async () => {
    const c = await open([{ type: 'right_to_work' }]);
    let ran = false;
    for (const target of [{ section: 'employers' }, { section: 'details', step: 'education' }] as const) {
      const app = writeApp({ target, write: async () => void (ran = true) });
      const answer = await c.send(app, 'POST', '/save');
      expect(answer.status).toBe(404);
      expect(await answer.json()).toStrictEqual({ detail: NOT_ASKED_DETAIL });
    }
    expect(ran).toBe(false);
  });

  it('refuses with 409 under the row lock once the response is done, before the write runs', async () => {
    const c = await open();
    let ran = false;
    const app = writeApp({ target: { section: 'details', step: 'name' }, write: async () => void (ran = true) });
    await ctx.db.update(referenceResponses).set({ status: 'done' });
    const answer = await c.send(app, 'POST', '/save');
    expect(answer.status).toBe(409);
    expect(await answer.json()).toStrictEqual({ detail: LOCKED_DETAILS.done });
    expect(ran).toBe(false);
  });

  it('deletes one record by its id: 404 for a segment that is no id or an id that is not the response’s', async () => {
    const c = await open([{ type: 'academic_qualification', level: ['one'] }]);
    const asked: number[] = [];
    const app = writeApp({ target: { section: 'details', step: 'name' }, write: async () => undefined }, (id) => {
      asked.push(id);
      return id === 7;
    });
    expect((await c.send(app, 'DELETE', '/records/abc')).status).toBe(404);
    expect((await c.send(app, 'DELETE', '/records/8')).status).toBe(404);
    const removed = await c.send(app, 'DELETE', '/records/7');
    expect(removed.status).toBe(200);
    expect(await removed.json()).toStrictEqual(await c.stored());
    expect(asked).toStrictEqual([8, 7]);
  });
});
