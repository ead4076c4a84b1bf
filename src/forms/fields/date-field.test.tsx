// @vitest-environment jsdom
/**
 * The date field's calendar opens where the candidate is most likely to pick: today, or the nearest allowed day; and
 * what is typed is read in the order of the reader's locale (month first for a request in the United States).
 */
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addYears, format, subYears } from 'date-fns';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from '../../app/i18n';
import { RequestCountryProvider } from '../../ui/date-locale/date-locale';
import { FormDateField } from './date-field';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

function DateForm({ min, max }: { min: string; max: string }) {
  const form = useForm<{ when: string }>({ defaultValues: { when: '' } });
  return (
    <I18nProvider i18n={createAppI18n()}>
      <FormDateField control={form.control} name="when" label="When" min={min} max={max} />
    </I18nProvider>
  );
}

async function openedYear(min: Date, max: Date): Promise<string> {
  render(<DateForm min={day(min)} max={day(max)} />);
  await userEvent.click(screen.getByRole('button', { name: /calendar/i }));
  return (await screen.findByRole('combobox', { name: 'Year' }, { timeout: 15_000 }) as HTMLSelectElement).value;
}

describe('FormDateField', { timeout: 20_000 }, () => {
  afterEach(cleanup);
  const now = new Date();

  it('opens on this year when the allowed range reaches into the future (an expiry date)', async () => {
    expect(await openedYear(subYears(now, 5), addYears(now, 100))).toBe(String(now.getFullYear()));
  });

  it('opens on the latest allowed year when the range ends in the past (a date of birth)', async () => {
    expect(await openedYear(subYears(now, 120), subYears(now, 16))).toBe(String(now.getFullYear() - 16));
  });

  it('opens on the earliest allowed year when the range starts in the future', async () => {
    expect(await openedYear(addYears(now, 2), addYears(now, 10))).toBe(String(now.getFullYear() + 2));
  });
});

describe('FormDateField in the reader’s order', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  function TypedDate({ country, onValue }: { country: string; onValue: (value: string) => void }) {
    const form = useForm<{ born: string }>({ defaultValues: { born: '' } });
    onValue(useWatch({ control: form.control, name: 'born' }));
    return (
      <I18nProvider i18n={createAppI18n()}>
        <RequestCountryProvider countryCode={country}>
          <FormDateField control={form.control} name="born" label="Date of birth" min="1900-01-01" max="2010-12-31" example="1990-03-27" />
        </RequestCountryProvider>
      </I18nProvider>
    );
  }

  async function typed(country: string, digits: string): Promise<{ value: string; hint: string }> {
    let value = '';
    render(<TypedDate country={country} onValue={(latest) => (value = latest)} />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    await userEvent.click(screen.getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard(digits);
    const hint = group.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') ?? '';
    return { value, hint };
  }

  it('reads 07041988 as 4 July 1988 for a request in the United States, and shows the example month first', async () => {
    const { value, hint } = await typed('US', '07041988');
    expect(value).toBe('1988-07-04');
    expect(hint).toContain('For example, 03/27/1990.');
  });

  it('reads 07041988 as 7 April 1988 elsewhere, and shows the example day first', async () => {
    const { value, hint } = await typed('GB', '07041988');
    expect(value).toBe('1988-04-07');
    expect(hint).toContain('For example, 27/03/1990.');
  });
});
