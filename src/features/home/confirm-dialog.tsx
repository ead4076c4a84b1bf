/**
 * The 'Confirm data' dialog (spec 000 §2 "Home page", §8 "Complete call failure"). React Aria's modal keeps focus
 * inside while it is open, closes on Escape, and gives focus back to Finish when it closes. While the answers are
 * being submitted it cannot be closed and both its buttons are disabled.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'react-aria-components';
import type { CompletionFailure } from '../../../machines/hub.machine';
import { type SectionSlug, SECTION_SLUGS } from '../../../domain/sections';
import { SECTION_TITLES } from '../../app/section-titles';
import { ModalDialog } from '../../ui/modal-dialog/modal-dialog';
import styles from './home-page.module.css';

/** Rendered only while the hub says the dialog is open. */
export interface ConfirmDialogProps {
  busy: boolean;
  failure: CompletionFailure | null;
  onClose: () => void;
  onComplete: () => void;
}

const isSectionSlug = (slug: string): slug is SectionSlug => (SECTION_SLUGS as readonly string[]).includes(slug);

/** Missing sections by their titles in the reader's language; otherwise the server's words; otherwise a plain retry. */
function FailureMessage({ failure }: { failure: CompletionFailure }) {
  const { i18n, t } = useLingui();
  const titles = failure.missingSections.filter(isSectionSlug).map((slug) => i18n._(SECTION_TITLES[slug]));
  if (titles.length > 0) {
    const sections = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(titles);
    return <>{t`Your information could not be submitted because these sections are not complete: ${sections}.`}</>;
  }
  if (failure.detail) return <>{failure.detail}</>;
  return <Trans>Your information could not be submitted. Please try again.</Trans>;
}

export function ConfirmDialog({ busy, failure, onClose, onComplete }: ConfirmDialogProps) {
  // Complete is disabled rather than pending: the busy banner already announces 'Submitting...', and a pending
  // button's announcement outlives the dialog into the completion page as an unnamed image.
  const actions = (
    <>
      <Button className={styles.secondaryButton} onPress={onClose} isDisabled={busy}>
        <Trans>Close</Trans>
      </Button>
      <Button className={styles.primaryButton} onPress={onComplete} isDisabled={busy}>
        <Trans>Complete</Trans>
      </Button>
    </>
  );
  return (
    <ModalDialog
      role="alertdialog"
      title={<Trans>Confirm data</Trans>}
      actions={actions}
      onClose={onClose}
      isKeyboardDismissDisabled={busy}
    >
      <p>
        <Trans>Please ensure that all your data is final before proceeding with the submission.</Trans>
      </p>
      <p>
        <Trans>Once all data is submitted, you can no longer edit it.</Trans>
      </p>
      {failure ? (
        <p role="alert" className={styles.dialogError}>
          <FailureMessage failure={failure} />
        </p>
      ) : null}
    </ModalDialog>
  );
}
