import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { BusyBanner } from './busy-banner';
import { Footer } from './footer';
import { Header } from './header';

/** The frame of every page: skip link, busy banner, header, main column and footer (spec 000 §2 "Shell"). */
export function AppShell({ children }: { children: ReactNode }) {
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
      <Header />
      <main className="app-main" id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
