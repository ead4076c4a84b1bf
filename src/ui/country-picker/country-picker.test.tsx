// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Country } from '../../../domain/reference-response';
import { describedBy, optionNamesWithout, pickerRenderer, setUpPickerTests } from '../picker/testing/render-picker';
import { activateLanguage, createAppI18n } from '../../app/i18n';
import { loadCountryNames, namesLanguage } from './country-names';
import { CountryPicker } from './country-picker';

const COUNTRIES: Country[] = [
  { id: 1, guid: 'g1', name: 'United Kingdom', short_name: 'GB', countryPhoneCode: '44' },
  { id: 2, guid: 'g2', name: 'France', short_name: 'FR', countryPhoneCode: '33' },
  { id: 3, guid: 'g3', name: 'Germany', short_name: 'DE', countryPhoneCode: '49' },
  { id: 4, guid: 'g4', name: 'United States', short_name: 'US', countryPhoneCode: '1' },
  { id: 5, guid: 'g5', name: 'Antarctica', short_name: 'AQ', countryPhoneCode: '' },
  { id: 6, guid: 'g6', name: 'Ireland', short_name: 'IE', countryPhoneCode: '353' },
  { id: 7, guid: 'g7', name: 'United States Minor Outlying Islands', short_name: 'UM', countryPhoneCode: '' },
];

// Warm the lazily loaded tables so the tests look at the settled picker.
setUpPickerTests(() => [loadCountryNames('en'), loadCountryNames('fr')]);

const renderPicker = pickerRenderer(CountryPicker, { countries: COUNTRIES, label: 'Country of birth' });

const EMPTY = 'No matching countries';
const optionNames = () => optionNamesWithout(EMPTY);

describe('CountryPicker', () => {
  it('lists the United States first for "United St", above its minor outlying islands', async () => {
    const { input, onChange } = renderPicker();
    await userEvent.type(input, 'United St');
    expect(optionNames()).toEqual(['United States of America', 'United States Minor Outlying Islands']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('is a combo box named by its label', () => {
    const { input } = renderPicker({ isRequired: true });
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-required')).toBe('true');
  });

  it('names the button that opens the list in the reader’s language', async () => {
    renderPicker();
    expect(screen.getByRole('button', { name: 'Show suggestions Country of birth' })).toBeTruthy();
    cleanup();

    const french = createAppI18n();
    await activateLanguage(french, 'fr');
    renderPicker({}, french);
    expect(screen.getByRole('button', { name: 'Afficher les suggestions Country of birth' })).toBeTruthy();
  });

  it('filters the options by the name typed', async () => {
    const { input } = renderPicker();
    await userEvent.type(input, 'uni');
    expect(optionNames()).toEqual(['United Kingdom', 'United States of America', 'United States Minor Outlying Islands']);
    await userEvent.type(input, 'ted k');
    expect(optionNames()).toEqual(['United Kingdom']);
  });

  it('matches aliases such as UK, and says when nothing matches', async () => {
    const { input } = renderPicker();
    await userEvent.type(input, 'UK');
    expect(optionNames()).toEqual(['United Kingdom']);
    await userEvent.clear(input);
    await userEvent.type(input, 'Atlantis');
    expect(optionNames()).toEqual([]);
    expect(screen.getByText(EMPTY)).toBeTruthy();
  });

  it('shows each option with its flag and name, and no calling code where no phone number is asked', async () => {
    const { input } = renderPicker();
    await userEvent.type(input, 'germ');
    const option = screen.getByRole('option', { name: 'Germany' });
    expect(within(option).getByAltText('DE country flag')).toBeTruthy();
    expect(option.textContent).toBe('Germany');
  });

  it('calls onChange with the chosen country id and shows its flag beside the input', async () => {
    const { input, onChange } = renderPicker();
    await userEvent.type(input, 'fra');
    await userEvent.click(screen.getByRole('option', { name: 'France' }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect((input as HTMLInputElement).value).toBe('France');
    const control = input.closest<HTMLElement>('[role=group]') as HTMLElement;
    expect(within(control).getByAltText('FR country flag')).toBeTruthy();
    expect(control.textContent).not.toContain('+33');
  });

  it('is operable with the keyboard alone', async () => {
    const { input, onChange } = renderPicker();
    await userEvent.tab();
    expect(document.activeElement).toBe(input);
    await userEvent.keyboard('Ire');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(6);
  });

  it('shows the selected country given by the form', () => {
    const { input } = renderPicker({ selectedId: 4 });
    expect((input as HTMLInputElement).value).toBe('United States of America');
    expect(within(input.closest<HTMLElement>('[role=group]') as HTMLElement).getByAltText('US country flag')).toBeTruthy();
  });

  it('ties the error message to the field and marks it invalid', () => {
    const { input } = renderPicker({ errorMessage: 'Please select from the list', description: 'As on your passport.' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = describedBy(input);
    expect(described).toContain('Please select from the list');
    expect(described).toContain('As on your passport.');
  });

  it('carries the chosen id in a hidden input for form submission', async () => {
    const { input } = renderPicker({ name: 'country_of_birth' });
    await userEvent.type(input, 'germ');
    await userEvent.click(screen.getByRole('option', { name: 'Germany' }));
    const hidden = document.querySelector<HTMLInputElement>('input[name="country_of_birth"]');
    expect(hidden?.value).toBe('3');
  });

  it("names countries in the reader's language and filters by those names", async () => {
    const fr = setupI18n({ locale: 'fr', messages: { fr: {} } });
    const { input } = renderPicker({}, fr);
    await userEvent.type(input, 'allem');
    expect(optionNames()).toEqual(['Allemagne']);
  });

  describe('in phone mode', () => {
    it('leaves out countries without a calling code and finds a country by its code', async () => {
      const { input } = renderPicker({ mode: 'phone' });
      await userEvent.type(input, 'an');
      expect(optionNames()).not.toContain('Antarctica');
      await userEvent.clear(input);
      await userEvent.type(input, '+35');
      expect(optionNames()).toEqual(['Ireland+353']);
    });

    it("shows each option with its flag, name and +code, and the chosen one's whole +code beside the input", async () => {
      const { input } = renderPicker({ mode: 'phone' });
      await userEvent.type(input, 'ire');
      const option = screen.getByRole('option', { name: 'Ireland' });
      expect(within(option).getByAltText('IE country flag')).toBeTruthy();
      expect(within(option).getByText('+353')).toBeTruthy();
      await userEvent.click(option);
      const control = input.closest<HTMLElement>('[role=group]') as HTMLElement;
      expect(within(control).getByText('+353')).toBeTruthy();
    });
  });

  it('does not match codes outside phone mode', async () => {
    const { input } = renderPicker();
    await userEvent.type(input, '44');
    expect(optionNames()).toEqual([]);
    expect(screen.getByText(EMPTY)).toBeTruthy();
  });
});

describe('namesLanguage', () => {
  it('maps interface locales to the name lists', async () => {
    expect(namesLanguage('pt-BR')).toBe('pt');
    expect(namesLanguage('en')).toBe('en');
    expect(namesLanguage('xx')).toBe('en');
    await waitFor(async () => expect((await loadCountryNames('pt-BR')).DE?.[0]).toBe('Alemanha'));
  });
});
