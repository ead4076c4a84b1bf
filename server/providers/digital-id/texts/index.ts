/**
 * The words of the digital-ID sandbox in the four interface languages (spec 000 §1): its hosted page, the failure
 * reasons it offers testers (the specification's reasons by error code, spec 000 §8), and the subtext of each
 * sandbox provider in the list the SPA shows.
 */
import type { Language } from '../../../../domain/locales';
import { textsByLanguage } from '../../shared/texts';
import type { DigitalIdErrorCode } from '../provider';
import type { SandboxProviderId } from '../sandbox-providers';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { PT_BR } from './pt-br';

/** The hosted page's own words; `{provider}`, `{code}`, `{max}` and the polling figures of `pollsHint` are filled in. */
export interface SandboxPageText {
  sandboxBanner: string;
  sandboxName: string;
  title: string;
  intro: string;
  testerHeading: string;
  outcomeLegend: string;
  outcomeSuccess: string;
  outcomeSuccessHint: string;
  outcomeFailure: string;
  timingLegend: string;
  timingFetch: string;
  timingFetchHint: string;
  timingPoll: string;
  timingPollHint: string;
  pollsLabel: string;
  pollsHint: string;
  failOnceLabel: string;
  failOnceHint: string;
  continueButton: string;
  errorSummaryTitle: string;
  outcomeRequired: string;
  timingRequired: string;
  pollsInvalid: string;
  unavailableTitle: string;
  unavailableBody: string;
  finishedTitle: string;
  finishedBody: string;
  returnLink: string;
  lockedBody: string;
}

export interface DigitalIdTexts {
  page: SandboxPageText;
  reasons: Record<DigitalIdErrorCode, string>;
  subtexts: Record<SandboxProviderId, string>;
}

export const TEXTS: Record<Language, DigitalIdTexts> = { en: EN, fr: FR, es: ES, 'pt-BR': PT_BR };

export const textsFor = textsByLanguage(TEXTS);
