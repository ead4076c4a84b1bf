import { describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATES, formatMessage, matchMessage } from './messages';

describe('message templates', () => {
  it.each([
    [MESSAGE_TEMPLATES.maxLength, { max: 180 }, 'Ensure this field has no more than 180 characters.'],
    [MESSAGE_TEMPLATES.minimumRecords, { n: 2 }, 'You need to provide at least 2 education records.'],
  ])('fills %s and finds it again with its values', (template, values, filled) => {
    expect(formatMessage(template, values)).toBe(filled);
    expect(matchMessage(filled)).toStrictEqual({ template, values });
  });

  it.each([
    'Please fill in this field',
    'Ensure this field has no more than many characters.',
    'You need to provide at least 2 education records. Thank you.',
    'Ensure this field has no more than 18.5 characters.',
  ])('finds no template in %j', (text) => {
    expect(matchMessage(text)).toBeNull();
  });

  it('leaves a placeholder it has no value for', () => {
    expect(formatMessage(MESSAGE_TEMPLATES.minimumRecords, {})).toBe(MESSAGE_TEMPLATES.minimumRecords);
  });
});
