// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { activateLanguage, createAppI18n } from '../../app/i18n';
import { AriaLocale } from './aria-locale';

afterEach(cleanup);

/** A bare React Aria combo box: its button is named by React Aria's own words, in the locale it is given. */
function Suggestions() {
  return (
    <ComboBox>
      <Label>Country</Label>
      <Input />
      <Button>▾</Button>
      <Popover>
        <ListBox>
          <ListBoxItem>France</ListBoxItem>
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

describe('AriaLocale', () => {
  it("gives React Aria's own words the candidate's language, not the browser's, and follows a change", async () => {
    const i18n = createAppI18n();
    await activateLanguage(i18n, 'fr');
    render(
      <I18nProvider i18n={i18n}>
        <AriaLocale>
          <Suggestions />
        </AriaLocale>
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: /^Afficher les suggestions/ })).toBeTruthy();

    await act(() => activateLanguage(i18n, 'es'));
    expect(screen.getByRole('button', { name: /^Mostrar sugerencias/ })).toBeTruthy();
  });
});
