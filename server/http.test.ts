import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages';
import { jsonBodyError, MAX_JSON_DEPTH, TOO_DEEP_JSON } from './http';

const NUL = '\u0000';

/** A list nested `depth` levels deep, the innermost holding `inner`. */
function nested(depth: number, inner: unknown = 'GB'): unknown {
  let value: unknown = [inner];
  for (let level = 1; level < depth; level++) value = [value];
  return value;
}

/** The 400 body jsonBodyError answers, or null. */
const refusal = (body: unknown) => {
  const error = jsonBodyError(body);
  return error && { status: error.status, body: error.body };
};

const nulErrors = (...paths: string[]) => ({
  status: 400,
  body: Object.fromEntries(paths.map((path) => [path, [MESSAGES.nullCharacter]])),
});

describe('jsonBodyError', () => {
  it.each<[string, unknown]>([
    ['an object of plain values', { first_name: 'Ada', no_middle_name: false, country: 12, state: null }],
    ['lists of records', { addresses: [{ city: 'Bristol' }, { city: 'Leeds' }], tags: [] }],
    ['a bare value', 'text'],
    ['null', null],
    ['text with other control characters, which the schemas judge', { first_name: 'Ada\u0001\u202e' }],
    [`a body nested ${MAX_JSON_DEPTH} levels deep`, { country: nested(MAX_JSON_DEPTH - 1) }],
  ])('lets through %s', (_name, body) => {
    expect(refusal(body)).toBeNull();
  });

  it.each<[string, unknown, string[]]>([
    ['a top-level field', { first_name: `Ada${NUL}` }, ['first_name']],
    ['a nested field', { company: { name: `${NUL}Acme` } }, ['company.name']],
    ['a field of a record in a list', { addresses: [{ city: 'Leeds' }, { city: `Bri${NUL}stol` }] }, ['addresses.1.city']],
    ['an item of a list of strings', { checks: [{ level: ['basic', `enh${NUL}anced`] }] }, ['checks.0.level.1']],
    ['a field of a body that is a list', [{ city: 'Leeds' }, { street_address: NUL }], ['1.street_address']],
    ['a body that is a string', `a${NUL}b`, ['non_field_errors']],
    ['a key', { [`first${NUL}name`]: 'Ada' }, ['non_field_errors']],
    [
      'several fields, in the body’s order, and keys once',
      { b: NUL, [`x${NUL}`]: 1, a: [NUL, 'ok', { c: NUL }], [`y${NUL}`]: 2 },
      ['b', 'non_field_errors', 'a.0', 'a.2.c'],
    ],
  ])('refuses U+0000 in %s, on its dotted path', (_name, body, paths) => {
    const error = refusal(body);
    expect(error).toStrictEqual(nulErrors(...paths));
    expect(Object.keys(error!.body)).toStrictEqual(paths);
  });

  it.each<[string, unknown]>([
    [`a list nested ${MAX_JSON_DEPTH + 1} levels deep`, nested(MAX_JSON_DEPTH + 1)],
    [`a field nested ${MAX_JSON_DEPTH + 1} levels deep`, { country: nested(MAX_JSON_DEPTH) }],
    ['objects nested 10,000 levels deep', JSON.parse(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`)],
    ['a list nested 10,000 levels deep beside a U+0000', { name: NUL, country: nested(10_000) }],
  ])('refuses %s as a whole', (_name, body) => {
    expect(refusal(body)).toStrictEqual({ status: 400, body: { detail: TOO_DEEP_JSON } });
  });

  it('walks 500,000 levels without overflowing the stack', () => {
    expect(refusal(JSON.parse(`${'['.repeat(500_000)}${']'.repeat(500_000)}`))).toStrictEqual({
      status: 400,
      body: { detail: TOO_DEEP_JSON },
    });
  });
});
