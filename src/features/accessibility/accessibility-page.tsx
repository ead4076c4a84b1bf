import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { referenceResponseQueryOptions } from '../../api/oneform/get-reference-response';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { useFormatDate } from '../../app/format-date';
import { usePageTitle } from '../../ui/page-title/page-title';
import page from '../../ui/page/page.module.css';

/** When this statement was last checked against the product; a change to what it says moves the date. */
export const STATEMENT_REVIEWED_ON = '2026-11-27';

const WCAG_URL = 'https://www.w3.org/TR/WCAG22/';

/** A dialable tel: address: the digits and a leading +. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Whom to tell about a problem: the organisation's contact when the candidate came here from their request (its answer
 * is in the cache, as for the header's logo), and otherwise a plain instruction. The page never asks the API itself,
 * so it reads the same with or without a link.
 */
function ReportContact() {
  const { guid } = useSearch({ strict: false });
  const { data } = useQuery({ ...referenceResponseQueryOptions(guid ?? ''), enabled: false });
  const request = guid ? (data as ReferenceResponse | undefined)?.reference_request : undefined;
  if (!request) {
    return (
      <Trans>
        Tell the organisation that asked you to complete the background check, using the contact details in the email
        they sent you.
      </Trans>
    );
  }
  const company = request.company_name;
  const email = request.company_contact_email;
  const phone = request.company_contact_phone;
  const emailLink = email ? <a href={`mailto:${email}`}>{email}</a> : null;
  const phoneLink = phone ? <a href={telHref(phone)}>{phone}</a> : null;
  if (emailLink && phoneLink) return <Trans>Contact {company} at {emailLink} or {phoneLink}.</Trans>;
  if (emailLink) return <Trans>Contact {company} at {emailLink}.</Trans>;
  if (phoneLink) return <Trans>Contact {company} on {phoneLink}.</Trans>;
  return <Trans>Contact {company}, who asked you to complete the background check.</Trans>;
}

/**
 * /accessibility: the standard the product aims at, how it is tested, what is known not to meet it and how to report
 * a problem (docs/decisions/0036). What it says of the tests is what tests/e2e and docs/browsers.md do.
 */
export function AccessibilityPage() {
  const { t } = useLingui();
  usePageTitle(t`Accessibility statement`);
  const reviewedOn = useFormatDate()(STATEMENT_REVIEWED_ON);
  const wcag = <a href={WCAG_URL}>{t`Web Content Accessibility Guidelines (WCAG) 2.2`}</a>;

  return (
    <>
      <h1>
        <Trans>Accessibility statement</Trans>
      </h1>
      <p className={page.lead}>
        <Trans>
          This statement covers the pages where you complete your background check. We want everyone to be able to use
          them, whether you use a keyboard, a screen reader, magnification or a phone.
        </Trans>
      </p>

      <h2>
        <Trans>The standard we aim for</Trans>
      </h2>
      <p>
        <Trans>We aim to meet the {wcag} at level AA.</Trans>
      </p>

      <h2>
        <Trans>How we test</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Every page is checked with the axe accessibility engine, on a phone screen and a computer screen, and again
            at 320 pixels wide to check that nothing needs scrolling sideways.
          </Trans>
        </li>
        <li>
          <Trans>
            Whole journeys are completed with the keyboard alone, and we check where the focus goes: to the first error,
            into dialogs and back out of them.
          </Trans>
        </li>
        <li>
          <Trans>
            Buttons, dialogs, date pickers, lists and other controls are built on React Aria, which gives screen readers
            their names, roles and states.
          </Trans>
        </li>
        <li>
          <Trans>
            The pages are tested in Chrome on every change, and in Firefox and in Safari's engine (WebKit) on a UK and an
            Australian journey.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>What does not meet the standard yet</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Screen readers have been checked through the names, roles and states the pages give them, not yet by people
            using NVDA, JAWS, VoiceOver or TalkBack.
          </Trans>
        </li>
        <li>
          <Trans>Firefox and Safari are tested on two journeys only, not on every page.</Trans>
        </li>
        <li>
          <Trans>
            In a browser too old to run the pages, the page stays on its loading frame and does not say why. Your link
            works in any up-to-date browser.
          </Trans>
        </li>
        <li>
          <Trans>
            Some checks send you to another service's pages, such as electronic signing or identity verification. Those
            pages are not covered by this statement.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Reporting a problem</Trans>
      </h2>
      <p>
        <Trans>
          If you cannot use part of these pages, or you need the information in another format, tell us which page it
          was and what went wrong.
        </Trans>{' '}
        <ReportContact />
      </p>

      <h2>
        <Trans>When this statement was reviewed</Trans>
      </h2>
      <p>
        <Trans>This statement was last reviewed on {reviewedOn}.</Trans>
      </p>
    </>
  );
}
