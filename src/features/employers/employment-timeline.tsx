/**
 * The employment timeline of the employers section (spec 001 §2 "Employer step", §9): over the look-back, the
 * employments, merged where they overlap and shown with their count, and the gaps between them; a gap over one month
 * asks for a gap activity where the request counts years. The periods come from the domain's one timeline
 * (domain/employers/timeline.ts) on the candidate's date; this screen only draws them, as an ordered list, oldest
 * first, that reads the same on a phone and to a screen reader. The gap dialogs run on the employment gap machine.
 */
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Button } from 'react-aria-components';
import { employmentCriteria } from '../../../domain/employers/options';
import { responseTimeline, type EmploymentBlock, type GapBlock } from '../../../domain/employers/timeline';
import type { EmploymentGap, ReferenceResponse } from '../../../domain/reference-response';
import { candidateToday } from '../../../domain/today';
import { EMPLOYMENT_GAP_TAGS, type GapPeriod, type SavedGap } from '../../../machines/employment-gap.machine';
import { useFormatDate } from '../../app/format-date';
import styles from './employment-timeline.module.css';
import { GapDialog } from './gap-dialog';
import { GAP_REASON_LABELS } from '../../forms/option-labels';
import { GapRemoveDialog } from './gap-remove-dialog';
import { useEmploymentGap } from './use-employment-gap';

const isSaved = (gap: EmploymentGap): gap is SavedGap => gap.id !== null;

function Period({ start, end }: { start: string; end: string }) {
  const formatDate = useFormatDate();
  const from = formatDate(start);
  const to = formatDate(end);
  return (
    <span className={styles.dates}>
      <Trans>
        {from} to {to}
      </Trans>
    </span>
  );
}

function EmploymentPeriod({ block, names }: { block: EmploymentBlock; names: string[] }) {
  const { i18n } = useLingui();
  const count = block.count;
  const employers = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(names);
  return (
    <li className={styles.period}>
      <Period start={block.start} end={block.end} />
      <p className={styles.kind}>
        {count > 1 ? <Trans>Overlapping employments: {count}</Trans> : <Trans>Employment</Trans>}
      </p>
      <p>{employers}</p>
    </li>
  );
}

interface GapActions {
  onAdd: (period: GapPeriod) => void;
  onUpdate: (gap: SavedGap) => void;
  onRemove: (gap: SavedGap) => void;
}

/** A saved gap activity: its reason, dates and notes, with its own Change and Remove. */
function GapActivity({ gap, actions }: { gap: EmploymentGap; actions: GapActions }) {
  const { i18n } = useLingui();
  const describedBy = useId();
  const reason = i18n._(GAP_REASON_LABELS[gap.gap_reason]);
  return (
    <li>
      <div id={describedBy}>
        <Period start={gap.start_date} end={gap.end_date} />
        <p className={styles.kind}>
          <Trans>Gap activity: {reason}</Trans>
        </p>
        {gap.additional_notes ? <p>{gap.additional_notes}</p> : null}
      </div>
      {isSaved(gap) ? (
        <div className={styles.actions}>
          <Button className={styles.secondary} aria-describedby={describedBy} onPress={() => actions.onUpdate(gap)}>
            <Trans>Change gap activity</Trans>
          </Button>
          <Button className={styles.secondary} aria-describedby={describedBy} onPress={() => actions.onRemove(gap)}>
            <Trans>Remove gap activity</Trans>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function GapPeriodItem({ block, saved, actions }: { block: GapBlock; saved: EmploymentGap[]; actions: GapActions }) {
  const describedBy = useId();
  const asking = block.flagged && !block.explained;
  // What is still to explain: the first part the saved activities leave uncovered, else the whole gap.
  const toExplain = block.unexplained[0] ?? block;
  const className = asking ? styles.flagged : block.explainedBy.length > 0 ? styles.explained : styles.short;
  return (
    <li className={[styles.period, className].join(' ')}>
      <div id={describedBy}>
        <Period start={block.start} end={block.end} />
        <p className={styles.kind}>
          {asking ? (
            <Trans>Unexplained gap of over one month: please add a gap activity.</Trans>
          ) : block.explainedBy.length > 0 ? (
            <Trans>Explained gap</Trans>
          ) : block.overOneMonth ? (
            <Trans>Gap</Trans>
          ) : (
            <Trans>Gap of one month or less</Trans>
          )}
        </p>
      </div>
      {saved.length > 0 ? (
        <ul className={styles.activities}>
          {saved.map((gap) => (
            <GapActivity key={gap.id ?? gap.start_date} gap={gap} actions={actions} />
          ))}
        </ul>
      ) : null}
      {asking ? (
        <div className={styles.actions}>
          <Button
            className={styles.button}
            aria-describedby={describedBy}
            onPress={() => actions.onAdd({ start_date: toExplain.start, end_date: toExplain.end })}
          >
            <Trans>Add gap activity</Trans>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export function EmploymentTimeline({ response }: { response: ReferenceResponse }) {
  const { t } = useLinguiMacro();
  const headingId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const today = candidateToday();
  const timeline = useMemo(() => responseTimeline(response, today), [response, today]);
  const [snapshot, send] = useEmploymentGap(response.reference_request.guid, response.guid);
  const { intent, gap, error } = snapshot.context;
  const isBusy = snapshot.hasTag(EMPLOYMENT_GAP_TAGS.busy);
  const saved = snapshot.matches('saved');

  // The button that opened the dialog may be gone once the gap is explained: the focus goes to what was done.
  useEffect(() => {
    if (!saved) return undefined;
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) statusRef.current?.focus();
    });
    return () => window.clearTimeout(timer);
  }, [saved]);

  const names = (ids: number[]) =>
    ids.map((id) => response.employers.find((line) => line.id === id)?.organization_name || t`Unnamed employer`);
  // An activity that reaches two gaps (an employment added inside it later) is listed once, under the first.
  const shown = new Set<number>();
  const listedUnder = new Map<GapBlock, EmploymentGap[]>();
  for (const entry of timeline.entries) {
    if (entry.kind !== 'gap') continue;
    const fresh = entry.explainedBy.filter((id) => !shown.has(id));
    fresh.forEach((id) => shown.add(id));
    listedUnder.set(entry, response.employment_gaps.filter((activity) => activity.id !== null && fresh.includes(activity.id)));
  }
  // Saved activities no gap of the look-back reaches (before it, or over an employment), still to change or remove.
  const others = response.employment_gaps.filter((activity) => activity.id === null || !shown.has(activity.id));
  const actions: GapActions = {
    onAdd: (period) => send({ type: 'gap.add', period }),
    onUpdate: (activity) => send({ type: 'gap.update', gap: activity }),
    onRemove: (activity) => send({ type: 'gap.remove', gap: activity }),
  };
  // Gaps ask for an activity only where employment is counted by years (spec 001 §2).
  const flagsGaps = employmentCriteria(response.reference_request).countType === 'year';
  const formatDate = useFormatDate();
  const start = formatDate(timeline.start);
  const end = formatDate(timeline.end);

  return (
    <section className={styles.timeline} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Employment timeline</Trans>
      </h2>
      <p>
        <Trans>Your employment history from {start} to {end}, oldest first.</Trans>{' '}
        {flagsGaps ? <Trans>Please explain every gap of over one month.</Trans> : null}
      </p>
      <p ref={statusRef} role="status" tabIndex={-1}>
        {saved && intent === 'remove-gap' ? <Trans>The gap activity was removed.</Trans> : null}
        {saved && intent !== 'remove-gap' ? <Trans>The gap activity was saved.</Trans> : null}
      </p>
      <ol className={styles.periods} aria-labelledby={headingId}>
        {timeline.entries.map((entry) =>
          entry.kind === 'employment' ? (
            <EmploymentPeriod key={`employment-${entry.start}`} block={entry} names={names(entry.employerIds)} />
          ) : (
            <GapPeriodItem key={`gap-${entry.start}`} block={entry} saved={listedUnder.get(entry) ?? []} actions={actions} />
          ),
        )}
      </ol>
      {others.length > 0 ? (
        <>
          <h3>
            <Trans>Other gap activities</Trans>
          </h3>
          <ul className={styles.activities}>
            {others.map((other) => (
              <GapActivity key={other.id ?? other.start_date} gap={other} actions={actions} />
            ))}
          </ul>
        </>
      ) : null}
      {gap && (intent === 'add-gap' || intent === 'update-gap') ? (
        <GapDialog
          gap={gap}
          today={today}
          isBusy={isBusy}
          failure={error}
          onSubmit={(values) => send({ type: 'gap.submit', values })}
          onClose={() => send({ type: 'dialog.close' })}
        />
      ) : null}
      {gap && intent === 'remove-gap' && 'guid' in gap ? (
        <GapRemoveDialog
          gap={gap}
          isBusy={isBusy}
          failure={error}
          onConfirm={() => send({ type: 'gap.confirm' })}
          onClose={() => send({ type: 'dialog.close' })}
        />
      ) : null}
    </section>
  );
}
