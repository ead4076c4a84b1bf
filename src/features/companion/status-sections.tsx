/**
 * The parts of the status page around its checks (docs/decisions/0040, 0041): what happens next and by when, whom to
 * ask and how to have something corrected, and the copy of what was submitted. Their messages are in the sections
 * catalog, which the completion route loads, so the first load does not carry them (lingui.config.ts).
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { CandidateCheckStatus } from '../../../domain/check-status';
import { closingSentence } from '../../../domain/locales';
import type { ReferenceRequest } from '../../../domain/reference-response';
import { downloadSubmission } from '../../api/oneform/download-submission';
import { useFormatDate } from '../../app/format-date';
import buttons from '../../ui/button/button.module.css';
import styles from './complete-page.module.css';

/** A dialable tel: address: the digits and a leading +, without the spaces and brackets that group them. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The sentence ends with the name, so a name ending in "Inc." is given without its stop. */
function ContactCompany({ company }: { company: string }) {
  return <Trans>If you have questions, contact {company}.</Trans>;
}

/**
 * Whom to ask, in the hub's words (src/features/home/hub-summary.tsx). Written again here rather than shared: a module
 * shared by the hub and this lazily loaded page becomes a chunk of its own in the first load, which costs more than
 * these lines.
 */
function CompanyContact({ company, email, phone }: { company: string; email: string | null; phone: string | null }) {
  const emailLink = email ? <a href={`mailto:${email}`}>{email}</a> : null;
  const phoneLink = phone ? <a href={telHref(phone)}>{phone}</a> : null;
  if (emailLink && phoneLink) return <Trans>Questions? Contact {company} at {emailLink} or {phoneLink}.</Trans>;
  if (emailLink) return <Trans>Questions? Contact {company} at {emailLink}.</Trans>;
  if (phoneLink) return <Trans>Questions? Contact {company} on {phoneLink}.</Trans>;
  return <ContactCompany company={closingSentence(company)} />;
}

export function StatusesUnavailable() {
  return (
    <p>
      <Trans>The latest progress of your checks cannot be shown just now. Please try again later.</Trans>
    </p>
  );
}

export function QuestionsAndCorrections({ request, reference }: { request: ReferenceRequest; reference: string }) {
  const company = request.company_name;
  return (
    <>
      <h2>
        <Trans>Questions and corrections</Trans>
      </h2>
      <p>
        <CompanyContact company={company} email={request.company_contact_email} phone={request.company_contact_phone} />
      </p>
      <p>
        <Trans>
          You cannot change your answers here any more. If something you sent is wrong, contact {company}, say what needs
          correcting and quote your reference {reference}.
        </Trans>
      </p>
    </>
  );
}

/** The latest of the dates (yyyy-MM-dd sorts as text): when every check still under way should be done. */
const latestDate = (dates: readonly string[]) => [...dates].sort().at(-1) ?? null;

/** What the candidate waits for, or does, next, and until when, from the checks' statuses. */
export function WhatHappensNext({ statuses, company }: { statuses: readonly CandidateCheckStatus[]; company: string }) {
  const formatDate = useFormatDate();
  const open = statuses.filter((check) => check.status !== 'completed');
  const needsAction = open.some((check) => check.status === 'needs_action');
  const expected = formatDate(latestDate(open.flatMap((check) => (check.expected_by ? [check.expected_by] : []))));

  let next;
  if (open.length === 0) {
    next = <Trans>All your checks are complete. {company} will contact you about what happens next.</Trans>;
  } else if (needsAction) {
    next = <Trans>{company} needs something from you before it can finish. Please read what it asks above and reply to {company}.</Trans>;
  } else {
    next = (
      <Trans>
        {company} will now carry out these checks. You do not need to do anything else unless {company} contacts you.
      </Trans>
    );
  }
  return (
    <>
      <h2>
        <Trans>What happens next</Trans>
      </h2>
      <p>{next}</p>
      {open.length > 0 && expected ? (
        <p>
          <Trans>{company} expects to finish your checks by {expected}.</Trans>
        </p>
      ) : null}
      {open.length > 0 ? (
        <p>
          <Trans>This page shows the progress of each check as {company} reports it. Open your link again to see the latest.</Trans>
        </p>
      ) : null}
    </>
  );
}

/** The PDF of what was submitted, fetched with the candidate's token and handed to the browser as a download. */
export function SubmissionCopy({ guid }: { guid: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    setState((await downloadSubmission(guid)) ? 'idle' : 'failed');
  };
  return (
    <>
      <h2>
        <Trans>Your copy</Trans>
      </h2>
      <p>
        <Trans>Keep a copy of the answers and documents you sent, for your own records.</Trans>
      </p>
      <button type="button" className={buttons.secondary} onClick={() => void download()} disabled={state === 'busy'}>
        {state === 'busy' ? <Trans>Preparing your copy…</Trans> : <Trans>Download a copy of what you submitted (PDF)</Trans>}
      </button>
      <p role="alert" className={styles.downloadError}>
        {state === 'failed' ? <Trans>Your copy could not be downloaded. Please try again.</Trans> : null}
      </p>
    </>
  );
}
