import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CHECK_STATUS_ERRORS, checkStatusSchema, messageIn } from './check-status';

const issuesOf = (input: unknown) => {
  const result = v.safeParse(checkStatusSchema, input);
  return result.success ? {} : v.flatten<typeof checkStatusSchema>(result.issues).nested;
};

describe('checkStatusSchema', () => {
  it('takes each status, filling what is left out with null', () => {
    for (const status of ['in_progress', 'completed', 'needs_action'] as const) {
      const input = status === 'needs_action' ? { status, message_to_candidate: 'Call us.' } : { status };
      expect(v.parse(checkStatusSchema, input)).toStrictEqual({
        status,
        message_to_candidate: status === 'needs_action' ? 'Call us.' : null,
        expected_by: null,
      });
    }
  });

  it('trims a message, and keeps one given in several languages', () => {
    expect(v.parse(checkStatusSchema, { status: 'in_progress', message_to_candidate: '  Soon.  ', expected_by: '2031-05-20' })).toStrictEqual({
      status: 'in_progress',
      message_to_candidate: 'Soon.',
      expected_by: '2031-05-20',
    });
    const message = { en: 'Call us.', es: 'Llámenos.' };
    expect(v.parse(checkStatusSchema, { status: 'needs_action', message_to_candidate: message }).message_to_candidate).toStrictEqual(message);
  });

  it('names the field of each mistake', () => {
    expect(issuesOf({ status: 'done' })).toStrictEqual({ status: [CHECK_STATUS_ERRORS.status] });
    expect(issuesOf({ status: 'needs_action' })).toStrictEqual({ message_to_candidate: [CHECK_STATUS_ERRORS.messageNeeded] });
    expect(issuesOf({ status: 'completed', expected_by: '2031-05-20' })).toStrictEqual({ expected_by: [CHECK_STATUS_ERRORS.dateOfCompleted] });
    expect(issuesOf({ status: 'in_progress', expected_by: '20/05/2031' })).toStrictEqual({ expected_by: [CHECK_STATUS_ERRORS.date] });
    expect(issuesOf({ status: 'in_progress', expected_by: '2031-02-29' })).toStrictEqual({ expected_by: [CHECK_STATUS_ERRORS.date] });
    expect(issuesOf({ status: 'in_progress', message_to_candidate: { fr: 'Bientôt.' } })).toHaveProperty(['message_to_candidate.en']);
  });
});

describe('messageIn', () => {
  const check = { message_to_candidate: 'Call us.', translations: { fr: 'Appelez-nous.' } };
  it('gives the reader’s language where the organisation wrote it, else English', () => {
    expect(messageIn(check, 'fr')).toBe('Appelez-nous.');
    expect(messageIn(check, 'es')).toBe('Call us.');
    expect(messageIn(check, 'en')).toBe('Call us.');
    expect(messageIn({ message_to_candidate: null, translations: {} }, 'fr')).toBeNull();
  });
});
