// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Nationality } from '../../../domain/reference-response';
import { loadCountryNames } from '../country-picker/country-names';
import { describedBy, optionNamesWithout, pickerRenderer, setUpPickerTests } from '../picker/testing/render-picker';
import { loadNationalityNames, nationalityNamesLanguage } from './nationality-names';
import { NationalityPicker } from './nationality-picker';

const NATIONALITIES: Nationality[] = [
  { id: 1, guid: 'g1', name: 'British', short_name: 'GB' },
  { id: 2, guid: 'g2', name: 'French', short_name: 'FR' },
  { id: 3, guid: 'g3', name: 'German', short_name: 'DE' },
  { id: 4, guid: 'g4', name: 'Irish', short_name: 'IE' },
  { id: 5, guid: 'g5', name: 'Brazilian', short_name: 'BR' },
];

// Warm the lazily loaded tables so the tests look at the settled picker.
setUpPickerTests(() => [loadCountryNames('en'), loadCountryNames('fr'), loadNationalityNames('fr')]);

const renderPicker = pickerRenderer(NationalityPicker, { nationalities: NATIONALITIES, label: 'Nationality at birth' });

const EMPTY = 'No matching nationalities';
const optionNames = () => optionNamesWithout(EMPTY);

describe('NationalityPicker', () => {
  it('is a combo box named by its label, with the id the form gives', () => {
    const { input } = renderPicker({ isRequired: true, id: 'nationality_at_birth' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.id).toBe('nationality_at_birth');
  });

  it('filters by the nationality typed, and by its country', async () => {
    const { input } = renderPicker();
    await userEvent.type(input, 'bri');
    expect(optionNames()).toEqual(['British']);
    await userEvent.clear(input);
    await userEvent.type(input, 'Ireland');
    expect(optionNames()).toEqual(['Irish']);
    await userEvent.clear(input);
    await userEvent.type(input, 'Atlantis');
    expect(optionNames()).toEqual([]);
    expect(screen.getByText(EMPTY)).toBeTruthy();
  });

  it('shows each option with its flag, and calls onChange with the chosen id', async () => {
    const { input, onChange } = renderPicker();
    await userEvent.type(input, 'germ');
    const option = screen.getByRole('option', { name: 'German' });
    expect(within(option).getByAltText('DE country flag')).toBeTruthy();
    await userEvent.click(option);
    expect(onChange).toHaveBeenCalledWith(3);
    expect((input as HTMLInputElement).value).toBe('German');
  });

  it('is operable with the keyboard alone', async () => {
    const { input, onChange } = renderPicker();
    await userEvent.tab();
    expect(document.activeElement).toBe(input);
    await userEvent.keyboard('Fre{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('shows the nationality the form holds', () => {
    const { input } = renderPicker({ selectedId: 5 });
    expect((input as HTMLInputElement).value).toBe('Brazilian');
  });

  it('ties the error message to the field and marks it invalid', () => {
    const { input } = renderPicker({ errorMessage: 'Please select from the list' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = describedBy(input);
    expect(described).toContain('Please select from the list');
  });

  it("names nationalities in the reader's language and filters by those names and the country's", async () => {
    const fr = setupI18n({ locale: 'fr', messages: { fr: {} } });
    const { input } = renderPicker({ selectedId: 1 }, fr);
    expect((input as HTMLInputElement).value).toBe('Britannique');
    await userEvent.clear(input);
    await userEvent.type(input, 'allem');
    expect(optionNames()).toEqual(['Allemand']);
    await userEvent.clear(input);
    await userEvent.type(input, 'Irlande');
    expect(optionNames()).toEqual(['Irlandais']);
  });
});

describe('nationalityNamesLanguage', () => {
  it('uses the library where it has the language, the API’s English names elsewhere', async () => {
    expect(nationalityNamesLanguage('fr')).toBe('fr');
    expect(nationalityNamesLanguage('es')).toBe('es');
    expect(nationalityNamesLanguage('en')).toBeNull();
    expect(nationalityNamesLanguage('pt-BR')).toBeNull();
    expect(await loadNationalityNames('pt-BR')).toEqual({});
    expect((await loadNationalityNames('es')).GB).toBe('Británico');
  });
});
