import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import type { CandidateCheckStatus } from '../../../domain/check-status';
import { checkStatusesQueryOptions } from '../../api/oneform/get-check-statuses';
import { downloadSubmission } from '../../api/oneform/download-submission';
import buttons from '../../ui/button/button.module.css';
import { CompanyContact } from '../../ui/company-contact/company-contact';
import { CheckStatusList, shownStatuses } from './check-status-list';
import { nzCompanyCodeQueryOptions } from '../../api/accounts/get-nz-company-code';
import { settingsQueryOptions } from '../../api/settings/get-settings';
import { closingSentence } from '../../../domain/locales';
import { submissionReference } from '../../../domain/submission-reference';
import { useReferenceResponse } from '../../api/candidate-data';
import { usePageTitle } from '../../ui/page-title/page-title';
import { useFormatDate } from '../../app/format-date';
import page from '../../ui/page/page.module.css';
import styles from './complete-page.module.css';
import { type NzInstructions, nzInstructionsFor } from './nz-instructions';

/** Shown in place of the booking code when it cannot be read (spec 000 §7). */
const NO_CODE = '-';

/** Only web addresses become links: a settings value is never run as script. */
const webAddress = (value: unknown): string | null =>
  typeof value === 'string' && /^https?:\/\//i.test(value) ? value : null;

/**
 * /candidate-feedback/complete (spec 000 §2), the candidate's status page from the same link: the answers are in,
 * when, and the reference to quote (docs/decisions/0005-submission-reference.md); each check with its status as the
 * organisation reports it (docs/decisions/0040), what happens next and when, whom to contact and how to ask for a
 * correction; a copy of what was submitted (docs/decisions/0041); where to find help and the digital career
 * passport, and for New Zealand what the candidate still has to do themselves.
 */
export function CompletePage() {
  const { t } = useLingui();
  usePageTitle(t`Your Information Has Been Received!`);
  const response = useReferenceResponse();
  const request = response.reference_request;
  const company = request.company_name;
  const formatDate = useFormatDate();
  const submittedOn = formatDate(response.completed_at);
  const reference = submissionReference(request.guid);
  const american = request.country_code.toUpperCase() === 'US';
  const reported = useQuery(checkStatusesQueryOptions(request.guid));
  const statuses = shownStatuses(request.checks, reported.data);
  const nz = nzInstructionsFor(request);

  return (
    <>
      <h1>
        <Trans>Your Information Has Been Received!</Trans>
      </h1>
      <div className={page.panel}>
        <p className={page.lead}>
          <SentTo company={closingSentence(company)} />
        </p>
        <dl className={styles.receipt}>
          {submittedOn ? (
            <div>
              <dt>
                <Trans>Submitted on</Trans>
              </dt>
              <dd>{submittedOn}</dd>
            </div>
          ) : null}
          <div>
            <dt>
              <Trans>Your reference</Trans>
            </dt>
            <dd className={styles.code}>{reference}</dd>
          </div>
        </dl>
        <p>
          <Trans>Please quote this reference if you contact {company} about your background check.</Trans>
        </p>
      </div>

      <h2>
        <Trans>Background checks in progress</Trans>
      </h2>
      {reported.isError ? (
        <p>
          <Trans>The latest progress of your checks cannot be shown just now. Please try again later.</Trans>
        </p>
      ) : null}
      <CheckStatusList
        checks={request.checks}
        statuses={statuses}
        submittedAt={response.completed_at}
        company={company}
        american={american}
      />

      <WhatHappensNext statuses={statuses} company={company} />

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

      <SubmissionCopy guid={request.guid} />

      {nz ? <NewZealandInstructions instructions={nz} companyId={request.company_id} company={closingSentence(company)} /> : null}
      <UsefulLinks />
    </>
  );
}

/** Latest first: the date by which every check still under way should be done. */
const latestDate = (dates: readonly string[]) => [...dates].sort().at(-1) ?? null;

/** What the candidate waits for, or does, next, and until when, from the checks' statuses. */
function WhatHappensNext({ statuses, company }: { statuses: readonly CandidateCheckStatus[]; company: string }) {
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
function SubmissionCopy({ guid }: { guid: string }) {
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

/** The sentence ends with the name: "Ltda." closes it once. */
function SentTo({ company }: { company: string }) {
  return <Trans>Thank you. Your information has been sent to {company}.</Trans>;
}

function NewZealandInstructions({
  instructions,
  companyId,
  company,
}: {
  instructions: NzInstructions;
  companyId: number;
  company: string;
}) {
  return (
    <section aria-labelledby="nz-next-steps">
      <h2 id="nz-next-steps">
        <Trans>What you need to do next</Trans>
      </h2>
      {instructions.occupationalHealth ? (
        <>
          <h3>
            <Trans>Occupational health check</Trans>
          </h3>
          <p>
            <Trans>
              A health provider will contact you to arrange your occupational health assessment. As part of this
              check you may be asked to authorise the release of your ACC claims history.
            </Trans>
          </p>
          <p>
            <Trans>
              If you have questions about an ACC claim, call ACC on <a href="tel:0800101996">0800 101 996</a>.
            </Trans>
          </p>
        </>
      ) : null}
      {instructions.drugScreening ? (
        <>
          <h3>
            <Trans>Drug test</Trans>
          </h3>
          <Suspense fallback={<span className="skeleton skeleton--line" aria-hidden="true" />}>
            <DrugTestBooking companyId={companyId} company={company} />
          </Suspense>
          <p>
            <Trans>Take photo identification, such as your passport or driver licence, to your appointment.</Trans>
          </p>
        </>
      ) : null}
      <div className={page.panel}>
        <h3>
          <Trans>About ACC</Trans>
        </h3>
        <p>
          <Trans>
            ACC, the Accident Compensation Corporation, is New Zealand’s accident insurance scheme. Your ACC claims
            history is released only with your written authorisation, and is used only to assess your fitness for
            the role you have applied for.
          </Trans>
        </p>
      </div>
    </section>
  );
}

/** The booking instruction waits for the company's code, so it never shows a dash that then changes. */
function DrugTestBooking({ companyId, company }: { companyId: number; company: string }) {
  const code = useSuspenseQuery(nzCompanyCodeQueryOptions(companyId)).data ?? NO_CODE;
  return (
    <p>
      <Trans>
        Please book your drug test at a collection centre near you. When you book, quote the company code{' '}
        <strong className={styles.code}>{code}</strong> so that your result is sent to {company}.
      </Trans>
    </p>
  );
}

/** The help centre and the digital career passport, once the settings have answered; nothing when they cannot. */
function UsefulLinks() {
  const { data } = useQuery(settingsQueryOptions());
  const helpCentre = webAddress(data?.help_centre_url);
  const careerPassport = webAddress(data?.career_passport_url);
  if (!helpCentre && !careerPassport) return null;

  return (
    <>
      {helpCentre ? (
        <>
          <h2>
            <Trans>Need help?</Trans>
          </h2>
          <p>
            <Trans>
              Answers to common questions are in our <a href={helpCentre}>help centre</a>.
            </Trans>
          </p>
        </>
      ) : null}
      {careerPassport ? (
        <>
          <h2>
            <Trans>Your digital career passport</Trans>
          </h2>
          <p>
            <Trans>
              Keep your verified background checks in a digital career passport and share them with future employers.
            </Trans>
          </p>
          <a href={careerPassport} className={page.buttonLink}>
            <Trans>Set up your digital career passport</Trans>
          </a>
        </>
      ) : null}
    </>
  );
}
