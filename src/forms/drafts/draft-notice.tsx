import { Trans } from '@lingui/react/macro';
import styles from './draft-notice.module.css';

/** The line a form shows when it opened on answers kept on the device rather than saved ones. */
export function DraftNotice({ restored }: { restored: boolean }) {
  return (
    <div role="status">
      {restored ? (
        <p className={styles.notice}>
          <Trans>We kept the answers you had not saved on this device. Check them, then save this page to keep them.</Trans>
        </p>
      ) : null}
    </div>
  );
}
