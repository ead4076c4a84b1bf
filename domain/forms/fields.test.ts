import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  checkbox,
  freeText,
  isIsoDate,
  maxItems,
  maxLengthMessage,
  notAfter,
  oneOf,
  optionalName,
  optionalText,
  pickedId,
  recordId,
  requiredDate,
  requiredName,
  requiredText,
  tooManyItemsMessage,
  wellFormedThroughout,
  yesNo,
} from './fields';

/** The output of a valid input, or the messages of an invalid one. */
function judge(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? { output: result.output } : { messages: result.issues.map((issue) => issue.message) };
}

describe('requiredText', () => {
  it.each([
    ['  Ada  ', { output: 'Ada' }],
    ['', { messages: [MESSAGES.required] }],
    ['   ', { messages: [MESSAGES.required] }],
    [null, { messages: [MESSAGES.required] }],
    [undefined, { messages: [MESSAGES.required] }],
    ['x'.repeat(180), { output: 'x'.repeat(180) }],
    ['x'.repeat(181), { messages: [maxLengthMessage(180)] }],
  ])('judges %j', (input, expected) => {
    expect(judge(requiredText(180), input)).toStrictEqual(expected);
  });
});

describe('optionalText', () => {
  it.each([
    ['', { output: null }],
    [null, { output: null }],
    [' 山田 ', { output: '山田' }],
    ['x'.repeat(256), { messages: [maxLengthMessage(255)] }],
  ])('judges %j', (input, expected) => {
    expect(judge(optionalText(255), input)).toStrictEqual(expected);
  });
});

describe('requiredName and optionalName', () => {
  const hidden = { messages: [MESSAGES.hiddenControlCharacters] };

  it.each([
    ['NUL', 'Ada\u0000'],
    ['a tab inside', 'Ada\tLovelace'],
    ['a line feed inside', 'Ada\nLovelace'],
    ['U+001F', 'Ada\u001f'],
    ['DEL', 'Ada\u007f'],
    ['a left-to-right embedding', '\u202aAda'],
    ['a right-to-left override', 'Ada\u202eecalovoL'],
    ['a left-to-right isolate', '\u2066Ada'],
    ['a pop directional isolate', 'Ada\u2069'],
  ])('refuses %s', (_name, input) => {
    expect(judge(requiredName(180), input)).toStrictEqual(hidden);
    expect(judge(optionalName(255), input)).toStrictEqual(hidden);
  });

  it.each([
    ['a tab at the ends, trimmed', '\tAda\t', 'Ada'],
    ['a right-to-left name, which needs no control character', 'עדה לאבלייס', 'עדה לאבלייס'],
    ['right-to-left and left-to-right marks', 'Ada\u200e\u200f', 'Ada\u200e\u200f'],
    ['the joiners Persian spellings need', 'مهر\u200cناز', 'مهر\u200cناز'],
  ])('accepts %s', (_name, input, output) => {
    expect(judge(requiredName(180), input)).toStrictEqual({ output });
  });

  it('refuses the characters beside the bidi ranges as no name’s, not as hidden controls', () => {
    expect(judge(requiredName(180), 'Ada\u2029\u202f\u2065\u206aLovelace')).toStrictEqual({ messages: [MESSAGES.nameCharacters] });
  });

  it.each([
    ['a digit', 'Ada 2'],
    ['a digit of another script', 'Ada ٣'],
    ['an at sign', 'Ada@Lovelace'],
    ['an underscore', 'Ada_Lovelace'],
    ['a comma', 'Lovelace, Ada'],
    ['an emoji', 'Ada 🙂'],
    ['punctuation without a letter', "-'."],
  ])('refuses a name with %s', (_name, input) => {
    expect(judge(requiredName(180), input)).toStrictEqual({ messages: [MESSAGES.nameCharacters] });
    expect(judge(optionalName(255), input)).toStrictEqual({ messages: [MESSAGES.nameCharacters] });
  });

  it.each([
    ['hyphens, straight and curly apostrophes and full stops', "Anne-Marie O'Neil D’Arcy St. John"],
    ['accents, decomposed', 'Zoe\u0308 Lo\u0301pez'],
    ['Cyrillic', 'Анна Каренина'],
    ['Chinese', '山田 太郎'],
    ['Devanagari with its vowel signs', 'प्रिया रमन'],
    ['Arabic', 'فاطمة الزهراء'],
  ])('accepts a name in %s', (_name, input) => {
    expect(judge(requiredName(180), input)).toStrictEqual({ output: input });
  });

  it('keeps the text pieces’ other rules: required, maximum, empty optional as null', () => {
    expect(judge(requiredName(180), '')).toStrictEqual({ messages: [MESSAGES.required] });
    expect(judge(requiredName(3), 'Adam')).toStrictEqual({ messages: [maxLengthMessage(3)] });
    expect(judge(optionalName(255), ' ')).toStrictEqual({ output: null });
  });
});

describe('yesNo, checkbox, oneOf and pickedId', () => {
  it.each([
    ['yesNo', yesNo(), true, { output: true }],
    ['yesNo', yesNo(), false, { output: false }],
    ['yesNo', yesNo(), null, { messages: [MESSAGES.selectYesOrNo] }],
    ['checkbox', checkbox(), undefined, { output: false }],
    ['checkbox', checkbox(), true, { output: true }],
    ['oneOf', oneOf(['male', 'female'], MESSAGES.selectGender), 'female', { output: 'female' }],
    ['oneOf', oneOf(['male', 'female'], MESSAGES.selectGender), '', { messages: [MESSAGES.selectGender] }],
    ['oneOf', oneOf(['male', 'female'], MESSAGES.selectGender), null, { messages: [MESSAGES.selectGender] }],
    ['oneOf', oneOf(['male', 'female'], MESSAGES.selectGender), 'other', { messages: [MESSAGES.selectFromList] }],
    ['pickedId', pickedId(new Set([1, 2])), 2, { output: 2 }],
    ['pickedId', pickedId(new Set([1, 2])), null, { messages: [MESSAGES.selectFromList] }],
    ['pickedId', pickedId(new Set([1, 2])), 3, { messages: [MESSAGES.selectFromList] }],
    ['pickedId', pickedId(new Set([1, 2])), undefined, { messages: [MESSAGES.selectFromList] }],
  ])('%s judges %j', (_name, schema, input, expected) => {
    expect(judge(schema, input)).toStrictEqual(expected);
  });
});

it('asks for a picked id whose key is missing from the body', () => {
  expect(judge(v.object({ country: pickedId(new Set([1])) }), {})).toStrictEqual({ messages: [MESSAGES.selectFromList] });
});

describe('dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['24-01-01', false],
    ['2024-1-1', false],
    ['0000-01-01', false],
    ['0019-05-12', true],
    ['', false],
  ])('%j is a real yyyy-MM-dd date: %s', (value, real) => {
    expect(isIsoDate(value)).toBe(real);
  });

  it.each([
    ['', { messages: [MESSAGES.required] }],
    ['31/01/2000', { messages: [MESSAGES.invalidDate] }],
    ['2026-11-22', { output: '2026-11-22' }],
    ['2026-11-23', { messages: [MESSAGES.dateInFuture] }],
  ])('a required date not after 2026-11-22 judges %j', (input, expected) => {
    expect(judge(v.pipe(requiredDate(), notAfter('2026-11-22')), input)).toStrictEqual(expected);
  });
});

describe('well-formed text', () => {
  it.each([
    ['a lone high half', 'Ada\ud800'],
    ['a lone low half', '\udc00Ada'],
    ['two halves the wrong way round', '\ude00\ud83d'],
  ])('refuses %s in every text field, with one message', (_name, text) => {
    for (const schema of [requiredText(180), optionalText(180), requiredName(180), optionalName(180), freeText()]) {
      expect(judge(schema, text)).toStrictEqual({ messages: [MESSAGES.loneSurrogate] });
    }
  });

  it('takes a whole pair, as sent', () => {
    expect(judge(requiredText(180), ' Ada 😀 ')).toStrictEqual({ output: 'Ada 😀' });
  });

  it('names each string and key of data kept as sent by its path', () => {
    const schema = v.pipe(v.unknown(), wellFormedThroughout());
    const result = v.safeParse(schema, { site: { name: 'N\ud800' }, tags: ['ok', '\udfff'], ['k\ud800']: 1, fine: 'ok' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toStrictEqual([
      [null, MESSAGES.loneSurrogate],
      ['site.name', MESSAGES.loneSurrogate],
      ['tags.1', MESSAGES.loneSurrogate],
    ]);
  });
});

describe('recordId', () => {
  it.each([
    [null, { output: null }],
    [undefined, { output: null }],
    [2_147_483_647, { output: 2_147_483_647 }],
    [-2_147_483_648, { output: -2_147_483_648 }],
    [2_147_483_648, { messages: [MESSAGES.validInteger] }],
    [-2_147_483_649, { messages: [MESSAGES.validInteger] }],
    [1.5, { messages: [MESSAGES.validInteger] }],
    ['7', { messages: [MESSAGES.validInteger] }],
  ])('judges %j', (input, expected) => {
    expect(judge(recordId(), input)).toStrictEqual(expected);
  });
});

describe('maxItems', () => {
  it('takes a list of its bound and refuses a longer one', () => {
    const schema = v.pipe(v.array(v.number()), maxItems(3));
    expect(judge(schema, [1, 2, 3])).toStrictEqual({ output: [1, 2, 3] });
    expect(judge(schema, [1, 2, 3, 4])).toStrictEqual({ messages: [tooManyItemsMessage(3)] });
    expect(tooManyItemsMessage(3)).toBe('Ensure this field has no more than 3 elements.');
  });
});
