// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TextArea } from './text-area';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

describe('TextArea', () => {
  it("is a textbox named by its label with the placeholder 'Start typing here...'", () => {
    render(<TextArea label="Decline notes" />, { wrapper });
    const box = screen.getByRole('textbox', { name: 'Decline notes' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('placeholder')).toBe('Start typing here...');
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('reports what is typed', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Notes" onChange={onChange} />, { wrapper });
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Hi');
    expect(onChange).toHaveBeenLastCalledWith('Hi');
  });

  it('ties the hint and the error to the field and marks it invalid', () => {
    render(<TextArea label="Notes" description="Say why." errorMessage="Please enter decline notes" isRequired />, { wrapper });
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(describedBy(box)).toContain('Say why.');
    expect(describedBy(box)).toContain('Please enter decline notes');
  });

  it('shows no error text without an error message', () => {
    render(<TextArea label="Notes" />, { wrapper });
    expect(screen.queryByText('Please enter decline notes')).toBeNull();
  });
});
