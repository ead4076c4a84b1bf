// @vitest-environment jsdom
import { Trans } from '@lingui/react/macro';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../domain/client-storage';
import { activateLanguage, createAppI18n, initialLanguage } from './i18n';
import { LanguageSelector } from './language-selector';

function renderSelector(i18n = createAppI18n()) {
  render(
    <I18nProvider i18n={i18n}>
      <LanguageSelector />
      <p>
        <Trans>background checks by</Trans>
      </p>
    </I18nProvider>,
  );
  return i18n;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});

afterEach(cleanup);

describe('LanguageSelector', () => {
  it('offers the four languages, each named in itself, under a visible label', () => {
    renderSelector();
    const select = screen.getByLabelText('Language');
    const options = [...select.querySelectorAll('option')].map((option) => [option.value, option.textContent]);
    expect(options).toEqual([
      ['en', 'English'],
      ['fr', 'Français'],
      ['es', 'Español'],
      ['pt-BR', 'Português (Brasil)'],
    ]);
    expect((select as HTMLSelectElement).value).toBe('en');
  });

  it.each([
    ['fr', 'vérifications des antécédents par'],
    ['es', 'verificaciones de antecedentes por'],
    ['pt-BR', 'verificações de antecedentes por'],
  ])('switching to %s translates the text, sets <html lang> and stores the choice', async (language, translated) => {
    const i18n = renderSelector();
    expect(screen.getByText('background checks by')).toBeDefined();

    await userEvent.selectOptions(screen.getByLabelText('Language'), language);

    expect(await screen.findByText(translated)).toBeDefined();
    expect(screen.queryByText('background checks by')).toBeNull();
    expect(document.documentElement.lang).toBe(language);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe(language);
    expect(i18n.locale).toBe(language);
  });

  it('switches back to English', async () => {
    renderSelector();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr');
    await screen.findByText('vérifications des antécédents par');
    await userEvent.selectOptions(screen.getByLabelText('Langue'), 'en');
    expect(await screen.findByText('background checks by')).toBeDefined();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });
});

describe('the starting language', () => {
  afterEach(() => vi.unstubAllGlobals());

  const browserLanguages = (languages: string[]) =>
    vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] ?? '' });

  it('is the stored choice when it is one of ours, otherwise English', () => {
    expect(initialLanguage()).toBe('en');
    localStorage.setItem(STORAGE_KEYS.language, 'es');
    expect(initialLanguage()).toBe('es');
    localStorage.setItem(STORAGE_KEYS.language, 'de');
    expect(initialLanguage()).toBe('en');
  });

  it('follows the browser until the candidate chooses, and stores nothing of its own', async () => {
    browserLanguages(['de-DE', 'fr-CA', 'en']);
    expect(initialLanguage()).toBe('fr');
    browserLanguages(['pt-PT']);
    expect(initialLanguage()).toBe('pt-BR');
    browserLanguages(['de-DE', 'ja']);
    expect(initialLanguage()).toBe('en');

    browserLanguages(['es-ES']);
    const i18n = createAppI18n();
    await activateLanguage(i18n, initialLanguage());
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();

    localStorage.setItem(STORAGE_KEYS.language, 'en');
    expect(initialLanguage()).toBe('en');
  });

  it('applies only the last of two overlapping choices', async () => {
    const i18n = createAppI18n();
    await Promise.all([activateLanguage(i18n, 'fr'), activateLanguage(i18n, 'es')]);
    await waitFor(() => expect(i18n.locale).toBe('es'));
    expect(document.documentElement.lang).toBe('es');
  });
});
