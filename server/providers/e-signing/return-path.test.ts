import { describe, expect, it } from 'vitest';
import { readReturnPath, withOutcome, withoutToken } from './return-path';

describe('readReturnPath', () => {
  it.each([
    [
      '/candidate-feedback/acic_consent/acic_consent?guid=g&user_token=t',
      '/candidate-feedback/acic_consent/acic_consent?guid=g&user_token=t',
    ],
    ['/candidate-feedback#top', '/candidate-feedback#top'],
    ['/a/../b', '/b'],
  ])('accepts the path %s', (given, path) => {
    expect(readReturnPath(given)).toStrictEqual({ ok: true, path });
  });

  it('treats an absent or empty value as no return', () => {
    expect(readReturnPath(undefined)).toStrictEqual({ ok: true, path: null });
    expect(readReturnPath('')).toStrictEqual({ ok: true, path: null });
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'candidate-feedback',
    '/\tevil',
    '/%0d%0aLocation:x'.replace('%0d%0a', '\r\n'),
    `/${'a'.repeat(2000)}`,
  ])('refuses %j', (given) => {
    expect(readReturnPath(given)).toStrictEqual({ ok: false });
  });
});

describe('withOutcome and withoutToken', () => {
  it('adds the outcome and keeps the rest', () => {
    expect(withOutcome('/step?guid=g#x', 'signed')).toBe('/step?guid=g&signing=signed#x');
  });

  it('drops only the token', () => {
    expect(withoutToken('/step?guid=g&user_token=t&idProvider=hooyu')).toBe('/step?guid=g&idProvider=hooyu');
  });
});
