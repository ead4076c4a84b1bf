/**
 * Multipart bodies no parser can read, for every route that takes a form: each must answer 400 {"detail"}, as
 * Django REST Framework's multipart parser does, and never 500.
 */
import { expect } from 'vitest';
import type { App } from '../../../server/app';
import { DETAILS } from '../../../server/errors';

const BOUNDARY = 'b';

export const MALFORMED_MULTIPART_BODIES: readonly [string, string][] = [
  ['a body that stops before its closing delimiter', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="field"\r\n\r\n1\r\n`],
  ['no multipart framing at all', 'field=1'],
];

/** Posts each malformed body to `path` and expects DRF's 400. */
export async function expectMalformedMultipartRefused(app: App, path: string, headers: Record<string, string> = {}) {
  for (const [, body] of MALFORMED_MULTIPART_BODIES) {
    const answer = await app.request(path, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual({ detail: DETAILS.malformedMultipart });
  }
}
