/**
 * The referee tabs of one questionnaire (spec 001 §2 "Steps are numbered and labelled with the referee's name"):
 * one per referee the questionnaire asks for, or more when more are given. A saved referee's tab carries its name;
 * a tab past the next one to fill cannot be opened yet. They show on every width: they are how a candidate reaches
 * a referee given earlier.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { RefereeLine } from '../../../domain/reference-response';
import styles from './referees.module.css';

export const ENTRY_ROUTE = '/candidate-feedback/reference/reference/$id';
export const SUMMARY_ROUTE = '/candidate-feedback/reference/reference';

interface RefereeEntriesProps {
  lines: readonly RefereeLine[];
  entry: number;
  minimum: number;
}

export function RefereeEntries({ lines, entry, minimum }: RefereeEntriesProps) {
  const { t } = useLingui();
  const count = Math.max(minimum, lines.length + (entry > lines.length ? 1 : 0));
  const ids = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <nav className={styles.entries} aria-label={t`Your referees`}>
      <ol className={styles.entryList}>
        {ids.map((id) => {
          const name = lines[id - 1]?.manager.full_name;
          const label = name ? t`${id}. ${name}` : t`${id}. Referee`;
          return (
            <li key={id}>
              {id <= lines.length + 1 ? (
                <Link to={ENTRY_ROUTE} params={{ id }} search className={styles.entry} aria-current={id === entry ? 'page' : undefined}>
                  {label}
                </Link>
              ) : (
                <span className={`${styles.entry} ${styles.entryLocked}`}>
                  {label}
                  <span className="visually-hidden">
                    {' '}
                    <Trans>Cannot start yet</Trans>
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
