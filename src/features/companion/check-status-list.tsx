/**
 * The status page's checks (docs/decisions/0040): each check the request asked for, with its status in words and the
 * date the organisation reported it, "Received" on the submission date until it has; the date it expects to finish;
 * and, for a check that needs action, the organisation's message in the reader's language where it wrote one.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
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

/**
 * Each check's name in the reader's language. Two checks of one name (a UK criminal record and an overseas search)
 * are told apart by the country each searches, as the reader's language names it.
 */
function checkTitles(checks: readonly Check[], statuses: readonly CandidateCheckStatus[], i18n: I18n, american: boolean): Map<number, string> {
  const byId = new Map(checks.map((check) => [check.id, check]));
  const named = statuses.map((status) => {
    const check = byId.get(status.id);
    const [name = status.type] = checkNames([{ criteria_check: { slug: status.type, title: check?.criteria_check.title ?? status.type } }], (descriptor) => i18n._(descriptor), american);
    return { id: status.id, name, country: check?.country_code };
  });
  const regions = new Intl.DisplayNames([i18n.locale], { type: 'region' });
  return new Map(
    named.map(({ id, name, country }) => {
      const shared = named.filter((other) => other.name === name).length > 1;
      return [id, shared && country ? `${name} (${regions.of(country) ?? country})` : name];
    }),
  );
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
  const names = checkTitles(checks, statuses, i18n, american);

  return (
    <ul className={styles.checks}>
      {statuses.map((check) => {
        const name = names.get(check.id);
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
