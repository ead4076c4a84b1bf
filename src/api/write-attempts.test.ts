import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, attemptHeaders, attemptKey } from './write-attempts';

describe('the Idempotency-Key of a write', () => {
  it('is the same for a write sent again, so the server makes one record', () => {
    const first = attemptKey('request-a', 'POST /employers/ {"name":"Acme"}');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(attemptKey('request-a', 'POST /employers/ {"name":"Acme"}')).toBe(first);
  });

  it('is new for any other write, and again new for the first one given after it', () => {
    const first = attemptKey('request-b', 'POST /employers/ {"name":"Acme"}');
    const other = attemptKey('request-b', 'POST /employers/ {"name":"Bolt"}');
    expect(other).not.toBe(first);
    // The same answers given again after another write are a new attempt (a line deleted and added again).
    expect(attemptKey('request-b', 'POST /employers/ {"name":"Acme"}')).not.toBe(first);
  });

  it('is kept per request', () => {
    const a = attemptKey('request-c', 'PUT / {}');
    const b = attemptKey('request-d', 'PUT / {}');
    expect(a).not.toBe(b);
    expect(attemptKey('request-c', 'PUT / {}')).toBe(a);
  });

  it('makes an upload of the same file with the same details the same attempt', () => {
    const form = () => {
      const data = new FormData();
      data.append('0:file', new File(['%PDF'], 'scan.pdf', { type: 'application/pdf', lastModified: 1 }));
      data.append('0:type', 'passport');
      return data;
    };
    const first = attemptHeaders('request-e', 'POST', '/document', form());
    expect(attemptHeaders('request-e', 'POST', '/document', form())).toStrictEqual(first);
    const renamed = new FormData();
    renamed.append('0:file', new File(['%PDF'], 'other.pdf', { type: 'application/pdf', lastModified: 1 }));
    renamed.append('0:type', 'passport');
    expect(attemptHeaders('request-e', 'POST', '/document', renamed)[IDEMPOTENCY_KEY_HEADER]).not.toBe(first[IDEMPOTENCY_KEY_HEADER]);
  });
});
