import { describe, expect, it } from 'vitest';
import { fieldErrorsFromBodies, mergeFieldErrors, toFieldErrors } from './field-errors';

describe('toFieldErrors', () => {
  it('maps field lists and non_field_errors to a flat list, in body order', () => {
    expect(
      toFieldErrors({
        first_name: ['This field may not be blank.', 'Too long.'],
        non_field_errors: ['Something is off.'],
      }),
    ).toEqual([
      { field: 'first_name', messages: ['This field may not be blank.', 'Too long.'] },
      { field: 'non_field_errors', messages: ['Something is off.'] },
    ]);
  });

  it('keeps a detail body as the detail field', () => {
    expect(toFieldErrors({ detail: 'File size exceeds 20Mb.' })).toEqual([{ field: 'detail', messages: ['File size exceeds 20Mb.'] }]);
  });

  it('flattens nested objects and record lists to dotted paths, skipping empty records', () => {
    expect(
      toFieldErrors({
        manager: { email: ['Invalid email address'] },
        previous_names: [{}, { first_name: ['Required'], non_field_errors: ['Dates overlap'] }],
      }),
    ).toEqual([
      { field: 'manager.email', messages: ['Invalid email address'] },
      { field: 'previous_names.1.first_name', messages: ['Required'] },
      { field: 'previous_names.1.non_field_errors', messages: ['Dates overlap'] },
    ]);
  });

  it('reads a list body (an array save) record by record under a prefix', () => {
    expect(toFieldErrors([{}, { city: ['No commas'] }], { prefix: 'addresses' })).toEqual([
      { field: 'addresses.1.city', messages: ['No commas'] },
    ]);
  });

  it('puts a bare message or message list under non_field_errors', () => {
    expect(toFieldErrors('Nope')).toEqual([{ field: 'non_field_errors', messages: ['Nope'] }]);
    expect(toFieldErrors(['One', 'Two'])).toEqual([{ field: 'non_field_errors', messages: ['One', 'Two'] }]);
    expect(toFieldErrors(['One'], { prefix: 'education.0' })).toEqual([{ field: 'education.0.non_field_errors', messages: ['One'] }]);
  });

  it('returns nothing for empty or absent bodies', () => {
    expect(toFieldErrors({})).toEqual([]);
    expect(toFieldErrors(null)).toEqual([]);
    expect(toFieldErrors('')).toEqual([]);
    expect(toFieldErrors({ city: [] })).toEqual([]);
  });

  it('also shows a contact_number error on phone_number (the phone rule)', () => {
    expect(toFieldErrors({ contact_number: ['Invalid USA phone number'] })).toEqual([
      { field: 'contact_number', messages: ['Invalid USA phone number'] },
      { field: 'phone_number', messages: ['Invalid USA phone number'] },
    ]);
  });

  it('merges a contact_number error into an existing phone_number error without repeating it', () => {
    expect(
      toFieldErrors({ phone_number: ['Too long.', 'Invalid USA phone number'], contact_number: ['Invalid USA phone number'] }),
    ).toContainEqual({ field: 'phone_number', messages: ['Too long.', 'Invalid USA phone number'] });
  });

  it('does not apply the phone rule inside nested records', () => {
    expect(toFieldErrors({ manager: { contact_number: ['Bad'] } })).toEqual([{ field: 'manager.contact_number', messages: ['Bad'] }]);
  });
});

describe('merging the bodies of a multi-record save', () => {
  it('combines the same field across bodies, keeping each message once', () => {
    expect(
      fieldErrorsFromBodies([
        { institution_email: ['Invalid email address'] },
        { institution_email: ['Invalid email address', 'Institution email cannot be the same as candidate email'] },
        { start_date_attended: ['Not after today'] },
      ]),
    ).toEqual([
      { field: 'institution_email', messages: ['Invalid email address', 'Institution email cannot be the same as candidate email'] },
      { field: 'start_date_attended', messages: ['Not after today'] },
    ]);
  });

  it('keeps records apart when each body is given its own prefix', () => {
    expect(
      mergeFieldErrors(
        toFieldErrors({ institution_name: ['Required'] }, { prefix: 'education.0' }),
        toFieldErrors({ institution_name: ['Required'] }, { prefix: 'education.2' }),
      ),
    ).toEqual([
      { field: 'education.0.institution_name', messages: ['Required'] },
      { field: 'education.2.institution_name', messages: ['Required'] },
    ]);
  });
});
