/**
 * The employer step's tabs (spec 001 §2): one per saved employer, by its name, and one for a new employer. Unlike the
 * frame's side tabs they show on every width: they are how a candidate reaches an employer saved earlier.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { EmployerLine } from '../../../domain/reference-response';
import styles from './employers.module.css';

export const ENTRY_ROUTE = '/candidate-feedback/employers/employers/{-$id}';

export function EmployerEntries({ lines, entry }: { lines: readonly EmployerLine[]; entry: number }) {
  const { t } = useLingui();
  const newEntry = lines.length + 1;
  return (
    <nav className={styles.entries} aria-label={t`Your employers`}>
      <ol className={styles.entryList}>
        {lines.map((line, index) => {
          const id = index + 1;
          return (
            <li key={line.id}>
              <Link to={ENTRY_ROUTE} params={{ id }} search className={styles.entry} aria-current={id === entry ? 'page' : undefined}>
                {line.organization_name || t`Employer ${id}`}
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
            <Trans>New employer</Trans>
          </Link>
        </li>
      </ol>
    </nav>
  );
}
