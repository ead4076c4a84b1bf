import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orgRequestSchema } from '../domain/org-request.schema';
import { issuesToFieldErrors, parseOrThrow, ValidationError } from './errors';

describe('issuesToFieldErrors', () => {
  it('keys messages by dotted path, and reports a missing field as required', () => {
    const result = v.safeParse(orgRequestSchema, {
      company: { name: '' },
      candidate: { first_name: 'A', last_name: 'B', email: 'bad' },
      country: 'GB',
      checks: [{ type: 'credit' }, { type: 'nope', level: ['', 'ok'] }],
    });
    expect(result.success).toBe(false);
    expect(issuesToFieldErrors(result.issues!)).toStrictEqual({
      'company.name': ['This field may not be blank.'],
      'candidate.email': ['Enter a valid email address.'],
      'checks.1.type': ['Unknown check type.'],
      'checks.1.level.0': ['This field may not be blank.'],
    });
  });

  it('puts issues about the whole input under non_field_errors', () => {
    const result = v.safeParse(v.object({ a: v.string() }), 'text');
    expect(issuesToFieldErrors(result.issues!)).toStrictEqual({ non_field_errors: [expect.any(String)] });
  });

  it('gathers several messages on one field', () => {
    const schema = v.object({ code: v.pipe(v.string(), v.minLength(3, 'Too short.'), v.regex(/^\d+$/, 'Digits only.')) });
    const result = v.safeParse(schema, { code: 'a' }, { abortPipeEarly: false });
    expect(issuesToFieldErrors(result.issues!)).toStrictEqual({ code: ['Too short.', 'Digits only.'] });
  });
});

describe('parseOrThrow', () => {
  it('answers the output, or throws a 400 ValidationError carrying the fields', () => {
    expect(parseOrThrow(v.object({ n: v.number() }), { n: 1 })).toStrictEqual({ n: 1 });
    try {
      parseOrThrow(v.object({ n: v.number() }), {});
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).status).toBe(400);
      expect((error as ValidationError).body).toStrictEqual({ n: ['This field is required.'] });
    }
  });
});
