/**
 * What the hub says around its task list: how far the candidate has got, until when the link works and whom to
 * ask, and why a section opened by its address sent them back here.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { closingSentence } from '../../../domain/locales';
import { type Progress, hubGroup } from '../../../domain/progress';
import type { ReferenceRequest } from '../../../domain/reference-response';
import { useFormatDate } from '../../app/format-date';
import { SECTION_TITLES } from '../../app/section-titles';
import { telHref } from '../../app/tel-href';
import page from '../../ui/page/page.module.css';


/** The sentence ends with the name, so a name ending in "Inc." is given without its stop. */
function ContactCompany({ company }: { company: string }) {
  return <Trans>If you have questions, contact {company}.</Trans>;
}

/** The link's expiry date and the company's contact for questions, when it gave one. */
export function RequestSummary({ request }: { request: ReferenceRequest }) {
  const company = request.company_name;
  const formatDate = useFormatDate();
  const expiry = formatDate(request.expire_date);
  const email = request.company_contact_email;
  const phone = request.company_contact_phone;
  const emailLink = email ? <a href={`mailto:${email}`}>{email}</a> : null;
  const phoneLink = phone ? <a href={telHref(phone)}>{phone}</a> : null;

  let contact;
  if (emailLink && phoneLink) {
    contact = <Trans>Questions? Contact {company} at {emailLink} or {phoneLink}.</Trans>;
  } else if (emailLink) {
    contact = <Trans>Questions? Contact {company} at {emailLink}.</Trans>;
  } else if (phoneLink) {
    contact = <Trans>Questions? Contact {company} on {phoneLink}.</Trans>;
  } else {
    contact = <ContactCompany company={closingSentence(company)} />;
  }

  return (
    <>
      {expiry ? (
        <p>
          <Trans>This link expires on {expiry}.</Trans>
        </p>
      ) : null}
      <p>{contact}</p>
    </>
  );
}

/** "3 of 8 sections complete", counted as the task list shows them. */
export function ProgressSummary({ progress, id }: { progress: Progress; id: string }) {
  const total = progress.sections.length;
  const completed = progress.sections.filter((section) => section.status === 'success').length;
  return (
    <p id={id} className={page.muted}>
      <Plural value={total} one={`${completed} of # section complete`} other={`${completed} of # sections complete`} />
    </p>
  );
}

/**
 * Why the candidate is back on the hub after opening a section by its address (src/step-layout/step-guard.ts).
 * Said only while the list still shows that section as not ready.
 */
export function NotReadyNotice({ progress }: { progress: Progress }) {
  const { i18n } = useLingui();
  const notReady = useRouterState({ select: (state) => state.location.state.notReadySection });
  const listed = progress.sections.find((section) => section.section === notReady);
  if (!listed || hubGroup(listed, progress.next) !== 'not_ready') return null;

  // A section is not ready while another is in progress, or, with none in progress, until it is the next one.
  const section = i18n._(SECTION_TITLES[listed.section]);
  const inProgress = progress.sections.find((candidate) => candidate.status === 'pending');
  const next = progress.next;
  let reason;
  if (inProgress) {
    const other = i18n._(SECTION_TITLES[inProgress.section]);
    reason = <Trans>{section} cannot start yet. Finish {other} first: sections are completed one at a time, in order.</Trans>;
  } else if (next) {
    const other = i18n._(SECTION_TITLES[next]);
    reason = <Trans>{section} cannot start yet. Start with {other}: sections are completed one at a time, in order.</Trans>;
  } else {
    return null;
  }
  return (
    <div className={page.panel} role="status">
      <p>{reason}</p>
    </div>
  );
}
