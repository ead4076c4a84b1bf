import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Activity } from './activity';
import { useActivity } from './use-activity';

const ACTIVITY_TEXT: Record<Exclude<Activity, 'idle'>, MessageDescriptor> = {
  submitting: msg`Submitting...`,
  redirecting: msg`Redirecting...`,
  revalidating: msg`Revalidating...`,
  loading: msg`Loading...`,
};

/**
 * The banner fixed at the top whenever the app is not idle (spec 000 §2). The status region stays in the page
 * while idle, so screen readers hear each activity as it starts.
 */
export function BusyBanner() {
  const activity = useActivity();
  const { i18n } = useLingui();
  const busy = activity !== 'idle';
  return (
    <div className={busy ? 'busy-banner busy-banner--active' : 'busy-banner'} role="status" aria-live="polite">
      {busy && (
        <>
          <span className="spinner" aria-hidden="true" />
          <span>{i18n._(ACTIVITY_TEXT[activity])}</span>
        </>
      )}
    </div>
  );
}
