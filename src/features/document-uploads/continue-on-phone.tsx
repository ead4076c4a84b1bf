/**
 * "Continue on your phone" where a page that takes documents offers it (docs/documents.md "Continue on your phone"):
 * the panel is a chunk of its own, loaded after the page has shown, and the QR encoder only once a code is asked for.
 */
import { lazy, Suspense } from 'react';
import type { PhoneHandoffPanelProps } from './phone-handoff-panel';

const PhoneHandoffPanel = lazy(() => import('./phone-handoff-panel').then((module) => ({ default: module.PhoneHandoffPanel })));

export function ContinueOnPhone(props: PhoneHandoffPanelProps) {
  return (
    <Suspense fallback={null}>
      <PhoneHandoffPanel {...props} />
    </Suspense>
  );
}
