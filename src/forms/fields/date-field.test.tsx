// @vitest-environment jsdom
/** The date field's calendar opens where the candidate is most likely to pick: today, or the nearest allowed day. */
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addYears, format, subYears } from 'date-fns';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from '../../app/i18n';
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
