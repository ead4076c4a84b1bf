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
setUpPickerTests(() => [
  loadCountryNames('en'),
  loadCountryNames('fr'),
  loadCountryNames('pt-BR'),
  loadNationalityNames('fr'),
  loadNationalityNames('pt-BR'),
]);

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

  it('names nationalities in Brazilian Portuguese and finds them by those names and the country', async () => {
    const ptBR = setupI18n({ locale: 'pt-BR', messages: { 'pt-BR': {} } });
    const { input, onChange } = renderPicker({}, ptBR);
    await userEvent.type(input, 'Brasileira');
    expect(optionNames()).toEqual(['Brasileira']);
    await userEvent.clear(input);
    await userEvent.type(input, 'Alemanha');
    expect(optionNames()).toEqual(['Alemã']);
    await userEvent.clear(input);
    await userEvent.type(input, 'brit');
    await userEvent.click(screen.getByRole('option', { name: 'Britânica' }));
    expect(onChange).toHaveBeenCalledWith(1);
  });
});

describe('nationalityNamesLanguage', () => {
  it('has a list for French, Spanish and Portuguese, and the API’s English names stand in English', async () => {
    expect(nationalityNamesLanguage('fr')).toBe('fr');
    expect(nationalityNamesLanguage('es')).toBe('es');
    expect(nationalityNamesLanguage('pt-BR')).toBe('pt');
    expect(nationalityNamesLanguage('en')).toBeNull();
    expect(await loadNationalityNames('en')).toEqual({});
    expect((await loadNationalityNames('es')).GB).toBe('Británico');
    expect((await loadNationalityNames('pt-BR')).BR).toBe('Brasileira');
  });

  it('names every nationality the API lists in Portuguese', async () => {
    const english = (await import('i18n-nationality/langs/en.json')).default.nationalities;
    const portuguese = await loadNationalityNames('pt-BR');
    expect(Object.keys(portuguese).sort()).toEqual(Object.keys(english).sort());
  });
});
