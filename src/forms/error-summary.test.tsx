// @vitest-environment jsdom
/**
 * The error summary names each error by the label its field shows, for every kind of field the step forms use
 * (text, select, yes/no, radios, boxes, a date, the pickers, a text area, a list and its records' fields), links it
 * to the field, lists no line twice and leaves errors of the whole form without a label.
 */
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { type FieldValues, type UseFormSetError, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { Country } from '../../domain/reference-response';
import { activateLanguage, createAppI18n, ensureSectionCatalog } from '../app/i18n';
import { ErrorSummary } from './error-summary';
import { FormCheckbox } from './fields/checkbox-field';
import { FormCheckboxGroup } from './fields/checkbox-group-field';
import { FormCountryField } from './fields/country-field';
import { FormDateField } from './fields/date-field';
import { PhoneCodeField } from './fields/phone-code-field';
import { FormRadioGroup } from './fields/radio-field';
import { RepeatableList } from './fields/repeatable-list';
import { FormSelect } from './fields/select-field';
import { FormTextArea } from './fields/text-area-field';
import { FormTextField } from './fields/text-field';
import { FormYesNo } from './fields/yes-no-field';
import { errorSummaryItems, setServerErrors } from './form-errors';

const COUNTRIES: Country[] = [{ id: 1, guid: 'g1', name: 'United Kingdom', short_name: 'GB', countryPhoneCode: '44' }];

/** Messages are shown as they are: the summary's own work is the labels. */
const asIs = (message: string) => message;

interface Values extends FieldValues {
  salutation: string;
  is_any_other_names: boolean | null;
  previous_names: { first_name: string }[];
  type: string;
  relationship: string[];
  no_middle_name: boolean;
  consent: boolean;
  used_from: string;
  country_of_birth: number | null;
  phone_code: string;
  notes: string;
}

function EveryField({ errors }: { errors: (setError: UseFormSetError<Values>) => void }) {
  const form = useForm<Values>({
    defaultValues: {
      salutation: '',
      is_any_other_names: null,
      previous_names: [{ first_name: '' }, { first_name: '' }],
      type: '',
      relationship: [],
      no_middle_name: false,
      consent: false,
      used_from: '',
      country_of_birth: null,
      phone_code: '',
      notes: '',
    },
  });
  const { control, setError } = form;
  useEffect(() => errors(setError), [errors, setError]);
  return (
    <form>
      <ErrorSummary items={errorSummaryItems(form.formState.errors, asIs)} />
      <FormSelect control={control} name="salutation" label="Title" options={[{ value: 'ms', label: 'Ms' }]} />
      <FormYesNo control={control} name="is_any_other_names" label="Have you used any other names?" />
      <RepeatableList
        name="previous_names"
        keys={['a', 'b']}
        label="Your previous names"
        recordTitle={(index) => `Previous name ${index + 1}`}
        renderRecord={(index) => <FormTextField control={control} name={`previous_names.${index}.first_name`} label="First name" />}
        addLabel="Add another name"
        removeLabel={(index) => `Remove previous name ${index + 1}`}
        onAdd={() => undefined}
        onRemove={() => undefined}
        canAdd
        errorMessage={form.formState.errors.previous_names?.root?.message}
      />
      <FormRadioGroup control={control} name="type" label="What kind of name is it?" options={[{ value: 'alias', label: 'Alias' }]} />
      <FormCheckboxGroup control={control} name="relationship" label="How do you know them?" options={[{ value: 'mentor', label: 'Mentor' }]} />
      <FormCheckbox control={control} name="no_middle_name" label="I do not have a middle name" />
      <FormCheckbox control={control} name="consent" label="I consent to an application being made on my behalf." />
      <FormDateField control={control} name="used_from" label="Used from" min="1900-01-01" max="2030-12-31" />
      <FormCountryField control={control} name="country_of_birth" label="Country of birth" countries={COUNTRIES} />
      <PhoneCodeField control={control} name="phone_code" label="Country code" countries={COUNTRIES} preferredCountryId={null} />
      <FormTextArea control={control} name="notes" label="Notes" />
    </form>
  );
}

function renderWith(errors: (setError: UseFormSetError<Values>) => void) {
  render(
    <I18nProvider i18n={createAppI18n()}>
      <EveryField errors={errors} />
    </I18nProvider>,
  );
}

const summary = () => screen.getByRole('region', { name: 'There is a problem' });
const lines = () => within(summary()).getAllByRole('listitem').map((item) => item.textContent);

afterEach(cleanup);

describe('ErrorSummary', () => {
  it('names each error by the label of its field, whatever the kind of field', async () => {
    renderWith((setError) => {
      setError('salutation', { message: 'Please fill in this field' });
      setError('is_any_other_names', { message: 'Select yes or no' });
      setError('previous_names.0.first_name', { message: 'Please add your previous first name' });
      setError('type', { message: 'Please select from the list' });
      setError('relationship', { message: 'Please choose at least one relationship' });
      setError('no_middle_name', { message: 'Please tick this box to continue' });
      setError('consent', { message: 'Please tick this box to continue' });
      setError('used_from', { message: 'Please enter a real date' });
      setError('country_of_birth', { message: 'Please select from the list' });
      setError('phone_code', { message: 'Please select from the list' });
      setError('notes', { message: 'Please fill in this field' });
    });
    expect(await screen.findByRole('region', { name: 'There is a problem' })).toBeTruthy();
    expect(lines()).toEqual([
      'Title: Please fill in this field',
      'Have you used any other names?: Select yes or no',
      'First name: Please add your previous first name',
      'What kind of name is it?: Please select from the list',
      'How do you know them?: Please choose at least one relationship',
      'I do not have a middle name: Please tick this box to continue',
      // The sentence's own full stop would meet the summary's colon.
      'I consent to an application being made on my behalf: Please tick this box to continue',
      'Used from: Please enter a real date',
      'Country of birth: Please select from the list',
      'Country code: Please select from the list',
      'Notes: Please fill in this field',
    ]);
  });

  it('links a record’s field to that record’s control', async () => {
    renderWith((setError) => setError('previous_names.1.first_name', { message: 'Please add your previous first name' }));
    const link = await within(await screen.findByRole('region', { name: 'There is a problem' })).findByRole('link', {
      name: 'First name: Please add your previous first name',
    });
    expect(link.getAttribute('href')).toBe('#previous_names.1.first_name');
    await userEvent.click(link);
    expect(document.activeElement).toBe(document.getElementById('previous_names.1.first_name'));
  });

  it('names a list’s own error by the list', async () => {
    renderWith((setError) => setError('previous_names.root', { message: 'Please add at least one previous name' }));
    await screen.findByRole('region', { name: 'There is a problem' });
    expect(lines()).toEqual(['Your previous names: Please add at least one previous name']);
  });

  it('shows a line once when two fields read the same, and a field once whatever the server repeats', async () => {
    renderWith((setError) => {
      setServerErrors(setError, [
        { field: 'salutation', messages: ['Please fill in this field', 'Please fill in this field'] },
        { field: 'previous_names.0.first_name', messages: ['Please fill in this field'] },
        { field: 'previous_names.1.first_name', messages: ['Please fill in this field'] },
      ]);
    });
    await screen.findByRole('region', { name: 'There is a problem' });
    expect(lines()).toEqual(['Title: Please fill in this field', 'First name: Please fill in this field']);
  });

  it('lists errors of the whole form without a label, each once', async () => {
    renderWith((setError) => {
      setServerErrors(setError, [
        { field: 'non_field_errors', messages: ['There was an error', 'There was an error', 'Try again later'] },
      ]);
    });
    await screen.findByRole('region', { name: 'There is a problem' });
    expect(lines()).toEqual(['There was an error', 'Try again later']);
    expect(within(summary()).queryByRole('link')).toBeNull();
  });

  it('names the field in the reader’s language, in the language’s order', async () => {
    const i18n = createAppI18n();
    await act(async () => {
      await ensureSectionCatalog(i18n);
      await activateLanguage(i18n, 'fr');
    });
    render(
      <I18nProvider i18n={i18n}>
        <EveryField errors={(setError) => setError('salutation', { message: 'Veuillez remplir ce champ' })} />
      </I18nProvider>,
    );
    const french = await screen.findByRole('region', { name: 'Il y a un problème' });
    expect(within(french).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Title : Veuillez remplir ce champ',
    ]);
  });
});
