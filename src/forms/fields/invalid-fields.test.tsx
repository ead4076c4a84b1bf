// @vitest-environment jsdom
/**
 * Selects, radio groups and yes/no questions say they are invalid and what is wrong: aria-invalid on the control a
 * screen reader lands on (the select's button, the radio group), the message tied to it by aria-describedby, and
 * the error focus still moves to them.
 */
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from '../../app/i18n';
import { focusFirstError } from '../focus-first-invalid-field';
import { FormCheckboxGroup } from './checkbox-group-field';
import { FormRadioGroup } from './radio-field';
import { FormSelect } from './select-field';
import { FormYesNo } from './yes-no-field';

interface Values {
  salutation: string;
  type: string;
  is_director: boolean | null;
  relationship: string[];
}

type Field = keyof Values;

function Fields({ invalid }: { invalid: readonly Field[] }) {
  const { control, setError } = useForm<Values>({ defaultValues: { salutation: '', type: '', is_director: null, relationship: [] } });
  useEffect(() => {
    for (const name of invalid) setError(name, { message: name === 'is_director' ? 'Select yes or no' : 'Please fill in this field' });
  }, [invalid, setError]);
  return (
    <form aria-label="Fields">
      <FormSelect control={control} name="salutation" label="Title" options={[{ value: 'ms', label: 'Ms' }]} />
      <FormRadioGroup control={control} name="type" label="What kind of name is it?" options={[{ value: 'alias', label: 'Alias' }]} />
      <FormYesNo control={control} name="is_director" label="Are you still a director?" />
      <FormCheckboxGroup control={control} name="relationship" label="How do you know them?" options={[{ value: 'mentor', label: 'Mentor' }]} />
    </form>
  );
}

function renderFields(invalid: readonly Field[]) {
  render(
    <I18nProvider i18n={createAppI18n()}>
      <Fields invalid={invalid} />
    </I18nProvider>,
  );
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

const select = () => screen.getByRole('button', { name: /Title$/ });
const radioGroup = () => screen.getByRole('radiogroup', { name: 'What kind of name is it?' });
const yesNo = () => screen.getByRole('radiogroup', { name: 'Are you still a director?' });

afterEach(cleanup);

describe('a field in error', () => {
  it('marks a select’s button invalid and describes it by its message', async () => {
    renderFields(['salutation']);
    await waitFor(() => expect(select().getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(select())).toBe('Please fill in this field');
  });

  it('marks a radio group invalid and describes it by its message', async () => {
    renderFields(['type']);
    await waitFor(() => expect(radioGroup().getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(radioGroup())).toBe('Please fill in this field');
  });

  it('marks a yes/no question invalid and says to select yes or no', async () => {
    renderFields(['is_director']);
    await waitFor(() => expect(yesNo().getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(yesNo())).toBe('Select yes or no');
  });

  it('marks each box of a checkbox group invalid and describes it by the group’s message', async () => {
    renderFields(['relationship']);
    const box = screen.getByRole('checkbox', { name: 'Mentor' });
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(box)).toBe('Please fill in this field');
  });

  it('marks nothing invalid while the answers are fine', () => {
    renderFields([]);
    expect(select().hasAttribute('aria-invalid')).toBe(false);
    expect(radioGroup().hasAttribute('aria-invalid')).toBe(false);
    expect(yesNo().hasAttribute('aria-invalid')).toBe(false);
  });

  it.each<[Field, () => HTMLElement]>([
    ['salutation', select],
    ['type', () => screen.getByRole('radio', { name: 'Alias' })],
    ['is_director', () => screen.getByRole('radio', { name: 'Yes' })],
  ])('is where the error focus lands when %s is the first invalid field', async (name, target) => {
    renderFields([name]);
    const form = screen.getByRole('form', { name: 'Fields' });
    await waitFor(() => expect(form.querySelector('[aria-invalid="true"]')).not.toBeNull());
    expect(focusFirstError(form)).toBe(target());
    expect(document.activeElement).toBe(target());
  });
});
