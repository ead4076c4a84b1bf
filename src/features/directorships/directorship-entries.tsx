/**
 * The directorships step's tabs: one per saved directorship, by its organisation's name, and one for a new one. As the
 * employer step's, they show on every width: they are how a candidate reaches a directorship saved earlier.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { DirectorshipLine } from '../../../domain/reference-response';
import styles from './directorships.module.css';

export const ENTRY_ROUTE = '/candidate-feedback/directorships/directorships/{-$id}';

export function DirectorshipEntries({ lines, entry }: { lines: readonly DirectorshipLine[]; entry: number }) {
  const { t } = useLingui();
  const newEntry = lines.length + 1;
  return (
    <nav className={styles.entries} aria-label={t`Your directorships`}>
      <ol className={styles.entryList}>
        {lines.map((line, index) => {
          const id = index + 1;
          return (
            <li key={line.id}>
              <Link to={ENTRY_ROUTE} params={{ id }} search className={styles.entry} aria-current={id === entry ? 'page' : undefined}>
                {line.organisation_name}
              </Link>
            </li>
          );
        })}
        <li>
          <Link
            to={ENTRY_ROUTE}
            params={{ id: newEntry }}
            search
            className={styles.entry}
            aria-current={newEntry === entry ? 'page' : undefined}
          >
            <Trans>New directorship</Trans>
          </Link>
        </li>
      </ol>
    </nav>
  );
}
