// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Flag, loadFlagUrls } from './flag';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

describe('Flag', () => {
  it("renders the flag image with alt '{CODE} country flag', upper-casing the code, 20 px wide", async () => {
    render(<Flag code="gb" />, { wrapper });
    // Until the lazily loaded table arrives the flag is a named placeholder; the first load transforms every
    // flag module in the test runner, hence the generous wait.
    expect(screen.getByRole('img', { name: 'GB country flag' }).tagName).toBe('SPAN');
    const img = await screen.findByAltText('GB country flag', undefined, { timeout: 15_000 });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('width')).toBe('20');
    expect(img.getAttribute('src')).toMatch(/GB\.svg/);
  });

  it('renders nothing without a code', () => {
    const { container } = render(
      <>
        <Flag code={undefined} />
        <Flag code={null} />
        <Flag code="" />
      </>,
      { wrapper },
    );
    expect(container.innerHTML).toBe('');
  });

  it.each(['GE-AB', 'ge-os', 'EU', 'XK', 'AC', 'TA', 'IC'])('resolves the special code %s to an image', async (code) => {
    render(<Flag code={code} />, { wrapper });
    const img = await screen.findByAltText(`${code.toUpperCase()} country flag`);
    expect(img.getAttribute('src')).toBeTruthy();
  });

  it('serves the GE subdivisions, which the package ships only as strings, as SVG data URLs', async () => {
    const urls = await loadFlagUrls();
    expect(urls['GE-AB']).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(urls['GE-OS']).toMatch(/^data:image\/svg\+xml/);
  });

  it('keeps a named placeholder for a code the flag set lacks', async () => {
    await loadFlagUrls();
    render(<Flag code="zz" />, { wrapper });
    expect(screen.getByRole('img', { name: 'ZZ country flag' }).tagName).toBe('SPAN');
    expect(screen.queryByAltText('ZZ country flag')).toBeNull();
  });
});
