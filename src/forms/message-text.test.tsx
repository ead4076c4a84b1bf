// @vitest-environment jsdom
/** Every message id of domain/messages.ts is in the SPA's catalogue, and shows translated. */
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, MESSAGE_TEMPLATES, formatMessage } from '../../domain/messages';
import { createAppI18n, loadSectionCatalog } from '../app/i18n';
import { MESSAGE_TEXT, useMessageText } from './message-text';

async function translatorIn(language: 'en' | 'fr') {
  const i18n = createAppI18n();
  // The step screens' catalog, where the validation messages live (lingui.config.ts).
  i18n.loadAndActivate({ locale: language, messages: await loadSectionCatalog(language) });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  return renderHook(() => useMessageText(), { wrapper }).result.current;
}

describe('the validation messages', () => {
  it('has a catalogue entry for every id and template, written as the id itself', () => {
    const ids = [...Object.values(MESSAGES), ...Object.values(MESSAGE_TEMPLATES)];
    expect(Object.keys(MESSAGE_TEXT).sort()).toStrictEqual([...ids].sort());
    for (const id of ids) expect(MESSAGE_TEXT[id]?.message).toBe(id);
  });

  it('shows the ids as they are in English, templates filled', async () => {
    const translate = await translatorIn('en');
    expect(translate(MESSAGES.required)).toBe('Please fill in this field');
    expect(translate(formatMessage(MESSAGE_TEMPLATES.maxLength, { max: 60 }))).toBe(
      'Ensure this field has no more than 60 characters.',
    );
  });

  it('translates every id into French, keeping a template’s number', async () => {
    const translate = await translatorIn('fr');
    for (const id of Object.values(MESSAGES)) expect(translate(id), id).not.toBe(id);
    const filled = translate(formatMessage(MESSAGE_TEMPLATES.minimumRecords, { n: 3 }));
    expect(filled).toContain('3');
    expect(filled).not.toBe('You need to provide at least 3 education records.');
  });

  it('shows a message it does not know as it is', async () => {
    const translate = await translatorIn('fr');
    expect(translate('Something the server said.')).toBe('Something the server said.');
  });
});
