import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { nzCompanyCodeQueryOptions } from '../../api/accounts/get-nz-company-code';
import { checkStatusesQueryOptions } from '../../api/oneform/get-check-statuses';
import { settingsQueryOptions } from '../../api/settings/get-settings';
import { closingSentence } from '../../../domain/locales';
import { submissionReference } from '../../../domain/submission-reference';
import { useReferenceResponse } from '../../api/candidate-data';
import { usePageTitle } from '../../ui/page-title/page-title';
import { useFormatDate } from '../../app/format-date';
import page from '../../ui/page/page.module.css';
import styles from './complete-page.module.css';
import { CheckStatusList, shownStatuses } from './check-status-list';
import { type NzInstructions, nzInstructionsFor } from './nz-instructions';
import { QuestionsAndCorrections, StatusesUnavailable, SubmissionCopy, WhatHappensNext } from './status-sections';

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
      {reported.isError ? <StatusesUnavailable /> : null}
      <CheckStatusList
        checks={request.checks}
        statuses={statuses}
        submittedAt={response.completed_at}
        company={company}
        american={american}
      />

      <WhatHappensNext statuses={statuses} company={company} />

      <QuestionsAndCorrections request={request} reference={reference} />
      <SubmissionCopy guid={request.guid} />

      {nz ? <NewZealandInstructions instructions={nz} companyId={request.company_id} company={closingSentence(company)} /> : null}
      <UsefulLinks />
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
