/**
 * The tabs of a section with numbered entries (employers, directorships, referees): one per entry, the current one
 * marked, a later one that cannot be opened yet listed as text. Unlike the frame's side tabs they show on every
 * width: they are how a candidate reaches an entry given earlier.
 */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import styles from './entry-tabs.module.css';
import layoutStyles from './step-layout.module.css';

/** The routes of the sections with numbered entries, each taking the entry's number as its id. */
export type EntryRoute =
  | '/candidate-feedback/employers/employers/{-$id}'
  | '/candidate-feedback/directorships/directorships/{-$id}'
  | '/candidate-feedback/reference/reference/$id';

export interface EntryTab {
  /** The entry's number in the address. */
  id: number;
  label: string;
  /** Listed, but not to be opened before the entries ahead of it. */
  locked?: boolean;
}

export interface EntryTabsProps {
  /** The navigation's accessible name. */
  label: string;
  tabs: readonly EntryTab[];
  current: number;
  /** The section's route an entry's link leads to. */
  to: EntryRoute;
}

export function EntryTabs({ label, tabs, current, to }: EntryTabsProps) {
  return (
    <nav className={styles.entries} aria-label={label}>
      <ol className={styles.entryList}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            {tab.locked ? (
              <span className={`${styles.entry} ${styles.entryLocked}`}>
                {tab.label}
                <span className="visually-hidden">
                  {' '}
                  <Trans>Cannot start yet</Trans>
                </span>
              </span>
            ) : (
              <Link
                to={to}
                params={{ id: tab.id }}
                search
                className={styles.entry}
                aria-current={tab.id === current ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The step's Previous button: the entry before this one, shown from the second entry on. */
export function PreviousEntryLink({ to, entry, disabled }: { to: EntryRoute; entry: number; disabled: boolean }) {
  if (entry <= 1) return null;
  return (
    <Link to={to} params={{ id: entry - 1 }} search className={layoutStyles.secondary} disabled={disabled}>
      <Trans>Previous</Trans>
    </Link>
  );
}
