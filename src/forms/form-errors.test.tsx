// @vitest-environment jsdom
/**
 * The step form pattern on a small form made for this test (react-hook-form, the valibot resolver, React Aria
 * fields): a failed save shows the errors on the fields and in the summary, and moves to the first invalid field.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Input, Radio, RadioGroup, TextField } from 'react-aria-components';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_TO_ERROR_DELAY_MS } from '../../domain/limits';
import { type FieldError, toFieldErrors } from '../api/field-errors';
import { FieldText } from '../ui/field/field-text';
import { createAppI18n } from '../app/i18n';
import { ErrorSummary } from './error-summary';
import { errorSummaryItems, setServerErrors } from './form-errors';
import { useErrorFocus } from './use-error-focus';

const schema = v.object({
  first_name: v.pipe(v.string(), v.nonEmpty('Enter your first name')),
  email: v.pipe(v.string(), v.nonEmpty('Enter your email address'), v.email('Enter an email address like name@example.com')),
  phone_number_type: v.pipe(v.string(), v.nonEmpty('Select the type of phone number')),
});
type Values = v.InferOutput<typeof schema>;

interface TestFormProps {
  /** The save: the server's field errors, or null when it succeeds. */
  save: (values: Values) => Promise<FieldError[] | null>;
  onSaved?: (values: Values) => void;
  delayMs?: number;
}

/** Messages are shown as they are here; a step page translates its message ids. */
const asIs = (message: string) => message;

function TestForm({ save, onSaved = () => undefined, delayMs }: TestFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { first_name: '', email: '', phone_number_type: '' },
    shouldFocusError: false,
  });
  const focusErrors = useErrorFocus(formRef, { delayMs });

  const onValid = async (values: Values) => {
    const errors = await save(values);
    if (!errors) return onSaved(values);
    setServerErrors(form.setError, errors);
    focusErrors();
  };

  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit(onValid, focusErrors)}>
      <ErrorSummary items={errorSummaryItems(form.formState.errors, asIs)} />
      {(['first_name', 'email'] as const).map((name) => (
        <Controller
          key={name}
          name={name}
          control={form.control}
          render={({ field, fieldState }) => (
            <TextField
              id={field.name}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isInvalid={fieldState.invalid}
              validationBehavior="aria"
            >
              <FieldText label={name === 'email' ? 'Email address' : 'First name'} errorMessage={fieldState.error?.message} />
              <Input ref={field.ref} />
            </TextField>
          )}
        />
      ))}
      <Controller
        name="phone_number_type"
        control={form.control}
        render={({ field, fieldState }) => (
          <RadioGroup
            id={field.name}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            isInvalid={fieldState.invalid}
            validationBehavior="aria"
          >
            <FieldText label="Phone number type" errorMessage={fieldState.error?.message} />
            <Radio value="mobile">Mobile</Radio>
            <Radio value="private">Private</Radio>
          </RadioGroup>
        )}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(props: Partial<TestFormProps> = {}) {
  const save = props.save ?? vi.fn(async () => null);
  const onSaved = props.onSaved ?? vi.fn();
  render(
    <I18nProvider i18n={createAppI18n()}>
      <TestForm {...props} save={save} onSaved={onSaved} />
    </I18nProvider>,
  );
  return { save, onSaved };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const summary = () => screen.queryByRole('region', { name: 'There is a problem' });
const summaryLines = () => within(summary()!).getAllByRole('listitem').map((item) => item.textContent);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a save the form refuses', () => {
  it('lists every error in the summary, shows each beside its field and focuses the first invalid field', async () => {
    const { save } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(document.activeElement).toBe(field('First name')));
    expect(summaryLines()).toEqual([
      'First name: Enter your first name',
      'Email address: Enter your email address',
      'Phone number type: Select the type of phone number',
    ]);
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(field('First name').getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field('First name').getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter your first name',
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('moves to the first field still invalid, keeping what was typed', async () => {
    renderForm();
    await userEvent.type(field('First name'), 'Ada');
    await userEvent.type(field('Email address'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(document.activeElement).toBe(field('Email address')));
    expect(summaryLines()).toEqual([
      'Email address: Enter an email address like name@example.com',
      'Phone number type: Select the type of phone number',
    ]);
    expect((field('First name') as HTMLInputElement).value).toBe('Ada');
  });

  it('focuses a radio of an invalid group', async () => {
    renderForm();
    await userEvent.type(field('First name'), 'Ada');
    await userEvent.type(field('Email address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Mobile' })));
    expect(summaryLines()).toEqual(['Phone number type: Select the type of phone number']);
  });

  it('links each summary line to its field', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(field('First name')));

    const link = within(summary()!).getByRole('link', { name: 'Email address: Enter your email address' });
    expect(link.getAttribute('href')).toBe('#email');
    await userEvent.click(link);
    expect(document.activeElement).toBe(field('Email address'));
  });
});

describe("the server's answer", () => {
  async function fillAndSave() {
    await userEvent.type(field('First name'), 'Ada');
    await userEvent.type(field('Email address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('radio', { name: 'Mobile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  }

  it('shows field errors on their fields and moves to the first of them', async () => {
    const save = vi.fn(async () => toFieldErrors({ email: ['Institution email cannot be the same as candidate email'] }));
    const { onSaved } = renderForm({ save });
    await fillAndSave();

    await vi.waitFor(() => expect(document.activeElement).toBe(field('Email address')));
    expect(save).toHaveBeenCalledWith({ first_name: 'Ada', email: 'ada@example.com', phone_number_type: 'mobile' });
    expect(summaryLines()).toEqual(['Email address: Institution email cannot be the same as candidate email']);
    expect(field('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('lists errors of the whole form in the summary, which takes the focus', async () => {
    const save = vi.fn(async () =>
      toFieldErrors({ non_field_errors: ['There was an error submitting the form. Please try again.', 'Second reason.'] }),
    );
    renderForm({ save });
    await fillAndSave();

    await vi.waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(summaryLines()).toEqual(['There was an error submitting the form. Please try again.', 'Second reason.']);
    expect(within(summary()!).queryAllByRole('link')).toHaveLength(0);
  });

  it('a save that succeeds shows no summary', async () => {
    const { onSaved } = renderForm();
    await fillAndSave();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(summary()).toBeNull();
  });
});

describe('a page with a delay before moving to the error', () => {
  it(`waits ${SCROLL_TO_ERROR_DELAY_MS} ms, then moves`, async () => {
    vi.useFakeTimers();
    renderForm({ delayMs: SCROLL_TO_ERROR_DELAY_MS });
    const submit = screen.getByRole('button', { name: 'Save' });
    submit.focus();
    fireEvent.submit(submit.closest('form')!);
    // Let the resolver's promises settle without moving the clock (vi.waitFor would advance it).
    for (let turn = 0; turn < 20 && !summary(); turn += 1) await act(async () => undefined);
    expect(summary()).not.toBeNull();

    act(() => vi.advanceTimersByTime(SCROLL_TO_ERROR_DELAY_MS - 1));
    expect(document.activeElement).toBe(submit);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(field('First name'));
  });
});
