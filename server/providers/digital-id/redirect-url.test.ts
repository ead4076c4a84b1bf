import { describe, expect, it } from 'vitest';
import { readRedirectUrl, withSessionReturn } from './redirect-url';

const PUBLIC_URL = 'https://checks.example.com';
const STEP = '/candidate-feedback/identity_validation/identity_validation_step';

describe('readRedirectUrl', () => {
  it.each([
    [`${STEP}?guid=g`, `${PUBLIC_URL}${STEP}?guid=g`],
    [`${PUBLIC_URL}${STEP}?guid=g`, `${PUBLIC_URL}${STEP}?guid=g`],
    [`https://CHECKS.example.com:443${STEP}`, `${PUBLIC_URL}${STEP}`],
    [`${STEP}?guid=g&user_token=secret&idProvider=trinsic`, `${PUBLIC_URL}${STEP}?guid=g&idProvider=trinsic`],
    ['/a/../candidate-feedback#top', `${PUBLIC_URL}/candidate-feedback#top`],
  ])('accepts %s as %s, without the token', (given, url) => {
    expect(readRedirectUrl(given, PUBLIC_URL)).toStrictEqual({ ok: true, url });
  });

  it.each([
    'https://evil.example/phish',
    'http://checks.example.com/candidate-feedback',
    'https://checks.example.com:8443/candidate-feedback',
    'https://user:pass@checks.example.com/candidate-feedback',
    'https://checks.example.com.evil.example/',
    '//evil.example/phish',
    '/\\evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'candidate-feedback',
    'https://checks.example.com\t.evil.example/',
    `https://checks.example.com/\r\nLocation: https://evil.example`,
    `/${'a'.repeat(2000)}`,
    '',
  ])('refuses %j', (given) => {
    expect(readRedirectUrl(given, PUBLIC_URL)).toStrictEqual({ ok: false });
  });
});

describe('withSessionReturn', () => {
  it('adds the session, its key and the action, keeping the query', () => {
    const url = new URL(
      withSessionReturn(`${PUBLIC_URL}${STEP}?guid=g`, { sessionId: 's-1', resultsAccessKey: 'k/+=', action: 'poll' }),
    );
    expect(url.pathname).toBe(STEP);
    expect(Object.fromEntries(url.searchParams)).toStrictEqual({
      guid: 'g',
      sessionId: 's-1',
      resultsAccessKey: 'k/+=',
      action: 'poll',
    });
  });
});
