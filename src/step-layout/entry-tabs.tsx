/**
 * The tabs of a section with numbered entries (employers, directorships, referees): one per entry, the current one
 * marked, a later one that cannot be opened yet listed as text. Unlike the frame's side tabs they show on every
 * width: they are how a candidate reaches an entry given earlier.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './entry-tabs.module.css';

export interface EntryTab {
  /** The entry's number in the address. */
  id: number;
  label: string;
  /** Listed, but not to be opened before the entries ahead of it. */
  locked?: boolean;
}

export interface EntryLinkProps {
  className: string | undefined;
  'aria-current': 'page' | undefined;
}

export interface EntryTabsProps {
  /** The navigation's accessible name. */
  label: string;
  tabs: readonly EntryTab[];
  current: number;
  /** The link to an entry, typed by the section's own route. */
  renderLink: (tab: EntryTab, props: EntryLinkProps) => ReactNode;
}

export function EntryTabs({ label, tabs, current, renderLink }: EntryTabsProps) {
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
              renderLink(tab, { className: styles.entry, 'aria-current': tab.id === current ? 'page' : undefined })
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
