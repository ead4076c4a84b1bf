/**
 * What the pickers' tests share: English by default with the lazily loaded tables warmed, so each test looks at the
 * settled picker, and a picker whose choice is kept as a form keeps it.
 */
import { type I18n, i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadFlagUrls } from '../../flag/flag';
import type { PickerFieldProps } from '../picker';

/** Call at the top of a test file: `warm` loads the names tables the tests read. */
export function setUpPickerTests(warm: () => Promise<unknown>[]) {
  beforeAll(async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    await Promise.all([loadFlagUrls(), ...warm()]);
  }, 30_000);
  afterEach(cleanup);
}

/**
 * A render function for `Picker` with `defaults`: each call adds its own props, keeps the chosen id as a form would,
 * and gives the input and an `onChange` that hears each choice.
 */
export function pickerRenderer<P extends PickerFieldProps>(
  Picker: (props: P) => ReactNode,
  defaults: Omit<P, 'selectedId' | 'onChange'> & { label: string },
) {
  return (props: Partial<P> = {}, i18nInstance: I18n = i18n) => {
    const onChange = vi.fn(props.onChange);
    // The defaults and the test's props make a whole set.
    const all = { ...defaults, ...props } as P;
    function Harness() {
      const [selectedId, setSelectedId] = useState<number | null>(props.selectedId ?? null);
      return (
        <Picker
          {...all}
          selectedId={selectedId}
          onChange={(id) => {
            setSelectedId(id);
            onChange(id);
          }}
        />
      );
    }
    const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18nInstance}>{children}</I18nProvider>;
    render(<Harness />, { wrapper });
    return { onChange, input: screen.getByRole('combobox', { name: defaults.label }) };
  };
}

/** The options' texts, without the empty-state row (React Aria renders it as an option too). */
export const optionNamesWithout = (emptyText: string) =>
  screen
    .queryAllByRole('option')
    .map((option) => option.textContent)
    .filter((text) => text !== emptyText);

/** What a control's aria-describedby says: its hint and its error. */
export const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
