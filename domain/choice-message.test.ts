import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addressFindSchema } from './address-lookup';
import { NOT_A_CHOICE, invalidChoiceMessage } from './choice-message';
import { createSignedDocumentSchema } from './consents/e-signing.schema';

/** [[[…]]] nested `depth` levels deep: String() of it recursed once per level. */
function nested(depth: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level++) value = [value];
  return value;
}

describe('invalidChoiceMessage', () => {
  it.each([
    ['XX', '"XX" is not a valid choice.'],
    [42, '"42" is not a valid choice.'],
    [false, '"false" is not a valid choice.'],
  ])('quotes a plain value back: %j', (value, message) => {
    expect(invalidChoiceMessage(value)).toBe(message);
  });

  it.each([
    ['a list', ['GB']],
    ['an object', { code: 'GB' }],
    ['null', null],
    ['a list nested 10,000 levels deep', nested(10_000)],
  ])('says only that %s is not a choice', (_name, value) => {
    expect(invalidChoiceMessage(value)).toBe(NOT_A_CHOICE);
  });

  it('answers for a deeply nested choice in the schemas that use it, where String() overflowed the stack', () => {
    const deep = nested(10_000);
    const find = v.safeParse(addressFindSchema, { query: '10 Downing', country: deep });
    expect(find.issues?.map((issue) => issue.message)).toStrictEqual([NOT_A_CHOICE]);
    const create = v.safeParse(createSignedDocumentSchema, { reference_request: 1, scrive_document_type: deep, language: deep });
    expect(create.issues?.map((issue) => issue.message)).toStrictEqual([NOT_A_CHOICE, NOT_A_CHOICE]);
  });
});
