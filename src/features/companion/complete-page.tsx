import { Trans } from '@lingui/react/macro';
import page from '../../ui/page/page.module.css';

/** /candidate-feedback/complete (spec 000 §2): the candidate's answers are in and the checks are under way. */
export function CompletePage() {
  return (
    <>
      <h1>
        <Trans>Your Information Has Been Received!</Trans>
      </h1>
      <div className={page.panel}>
        <p className={page.lead}>
          <Trans>Your background checks are now in progress.</Trans>
        </p>
      </div>
      <p>
        <Trans>There is nothing else you need to do for now. You can close this page.</Trans>
      </p>
    </>
  );
}
