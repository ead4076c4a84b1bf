import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { BusyBanner } from './busy-banner';
import { Footer } from './footer';
import { Header } from './header';

export interface AppShellProps {
  children: ReactNode;
  /**
   * Show the company's logo from the loaded request. The root error page turns it off, so an error in the
   * request's data cannot break the page that reports it.
   */
  showCompany?: boolean;
}

/** The frame of every page: skip link, busy banner, header, main column and footer (spec 000 §2 "Shell"). */
export function AppShell({ children, showCompany = true }: AppShellProps) {
  // After moving to another page, screen readers start from the new content rather than the old link.
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
        if (fromLocation && pathChanged) document.getElementById('main')?.focus({ preventScroll: true });
      }),
    [router],
  );

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <BusyBanner />
      <Header showCompany={showCompany} />
      <main className="app-main" id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
