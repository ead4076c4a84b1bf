/**
 * The status page's checks (docs/decisions/0040): each check the request asked for, with its status in words and the
 * date the organisation reported it, "Received" on the submission date until it has; the date it expects to finish;
 * and, for a check that needs action, the organisation's message in the reader's language where it wrote one.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CandidateCheckStatus, type CheckStatus, messageIn } from '../../../domain/check-status';
import { languageOrDefault } from '../../../domain/locales';
import type { Check } from '../../../domain/reference-response';
import { useFormatDate } from '../../app/format-date';
import { checkNames } from './check-names';
import styles from './complete-page.module.css';

const STATUS_NAMES: Record<CheckStatus | 'received', MessageDescriptor> = {
  received: msg`Received`,
  in_progress: msg`In progress`,
  completed: msg`Completed`,
  needs_action: msg`Action needed`,
};

/** The statuses the API answered, or each of the request's checks as received while they load or if they cannot. */
export function shownStatuses(checks: readonly Check[], reported: readonly CandidateCheckStatus[] | undefined): CandidateCheckStatus[] {
  if (reported) return [...reported];
  return checks.map((check) => ({
    id: check.id,
    type: check.criteria_check.slug,
    status: null,
    message_to_candidate: null,
    translations: {},
    expected_by: null,
    reported_at: null,
  }));
}

export function CheckStatusList({
  checks,
  statuses,
  submittedAt,
  company,
  american,
}: {
  checks: readonly Check[];
  statuses: readonly CandidateCheckStatus[];
  submittedAt: string | null;
  company: string;
  american: boolean;
}) {
  const { i18n } = useLingui();
  const formatDate = useFormatDate();
  const language = languageOrDefault(i18n.locale);
  const titles = new Map(checks.map((check) => [check.id, check.criteria_check.title]));

  return (
    <ul className={styles.checks}>
      {statuses.map((check) => {
        const [name] = checkNames([{ criteria_check: { slug: check.type, title: titles.get(check.id) ?? check.type } }], (descriptor) => i18n._(descriptor), american);
        const status = i18n._(STATUS_NAMES[check.status ?? 'received']);
        const date = formatDate(check.reported_at ?? submittedAt);
        let dated = null;
        if (date && check.reported_at) dated = <Trans>Updated on {date}</Trans>;
        else if (date) dated = <Trans>Received on {date}</Trans>;
        const expected = check.status !== 'completed' ? formatDate(check.expected_by) : '';
        const message = check.status === 'needs_action' ? messageIn(check, language) : null;
        return (
          <li key={check.id} className={styles.check}>
            <h3 className={styles.checkName}>{name}</h3>
            <p className={styles.status}>
              <strong className={check.status === 'needs_action' ? styles.actionTag : styles.tag}>{status}</strong>{' '}
              {dated}
            </p>
            {expected ? (
              <p>
                <Trans>Expected by {expected}</Trans>
              </p>
            ) : null}
            {message ? (
              <div className={styles.message}>
                <p className={styles.messageTitle}>
                  <Trans>What {company} needs from you</Trans>
                </p>
                <p>{message}</p>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
