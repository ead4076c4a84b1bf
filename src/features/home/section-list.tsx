/**
 * The task list of the home page (spec 000 §2 "Home page"; GOV.UK task-list pattern): one row per section the
 * request needs, in the hub's order with supporting documents last, each with its status as text and the one
 * action its group allows. A section that cannot start yet shows its status alone: a row of disabled buttons
 * only adds noise to every screen reader's list of controls.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type HubAction, type HubGroup, type Progress, hubAction, hubGroup } from '../../../domain/progress';
import { SECTION_TITLES } from '../../app/section-titles';
import { sectionLink } from './section-link';
import styles from './home-page.module.css';

const STATUS_TEXT: Record<HubGroup, MessageDescriptor> = {
  completed: msg`Completed`,
  incomplete: msg`In progress`,
  next: msg`Not started`,
  not_ready: msg`Cannot start yet`,
};

const STATUS_CLASS: Record<HubGroup, string | undefined> = {
  completed: styles.statusCompleted,
  incomplete: styles.statusIncomplete,
  next: styles.statusNext,
  not_ready: styles.statusNotReady,
};

/** The action's word, with the section's title for screen readers so every link names its own section. */
function ActionLabel({ action, title }: { action: HubAction; title: string }) {
  const hidden = 'visually-hidden';
  switch (action) {
    case 'edit':
      return <Trans>Edit <span className={hidden}>{title}</span></Trans>;
    case 'show':
      return <Trans>Show <span className={hidden}>{title}</span></Trans>;
    case 'continue':
      return <Trans>Continue <span className={hidden}>{title}</span></Trans>;
    case 'sign':
      return <Trans>Sign <span className={hidden}>{title}</span></Trans>;
    case 'start':
      return <Trans>Start <span className={hidden}>{title}</span></Trans>;
  }
}

export interface SectionListProps {
  progress: Progress;
  busy: boolean;
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** The id of the line that says how many sections are complete. */
  describedBy: string;
}

export function SectionList({ progress, busy, labelledBy, describedBy }: SectionListProps) {
  const { i18n } = useLingui();
  return (
    <ul className={styles.taskList} aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {progress.sections.map((section) => {
        const group = hubGroup(section, progress.next);
        const action = hubAction(section, progress.next);
        const title = i18n._(SECTION_TITLES[section.section]);
        const statusId = `section-status-${section.section}`;
        const primary = action === 'start' || action === 'sign' || action === 'continue';
        return (
          <li key={section.section} className={styles.task}>
            <span className={styles.taskTitle}>{title}</span>
            <span id={statusId} className={`${styles.status} ${STATUS_CLASS[group] ?? ''}`}>
              {i18n._(STATUS_TEXT[group])}
            </span>
            {action === null ? null : (
              <Link
                {...sectionLink(section.section)}
                search
                className={primary ? styles.actionPrimary : styles.action}
                disabled={busy}
                aria-describedby={statusId}
              >
                <ActionLabel action={action} title={title} />
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Four placeholder rows while the statuses load (spec 000 §2 "While loading, 4 skeleton rows are shown"). */
export function SectionListSkeleton() {
  return (
    <div className={styles.skeletonList} aria-hidden="true" data-testid="section-skeleton">
      {[0, 1, 2, 3].map((row) => (
        <span key={row} className="skeleton skeleton--row" />
      ))}
    </div>
  );
}
