/**
 * The words of the sandbox's hosted document-scan page, in the four interface languages (spec 000 §1), one
 * module per language. `{company}`, `{max}` and `{outcome}` are filled in.
 */
import type { Language } from '../../../../domain/locales';
import { textsByLanguage } from '../../shared/texts';
import type { SandboxOutcome } from '../record';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { PT_BR } from './pt-br';

export interface PageText {
  sandboxBanner: string;
  sandboxName: string;
  title: string;
  requestedBy: string;
  intro: string;
  testerHeading: string;
  testerHint: string;
  pendingPollsLabel: string;
  pendingPollsHint: string;
  pendingPollsInvalid: string;
  outcomesLegend: string;
  /** The button of each outcome; the status it reports is shown beside it. */
  outcomes: Record<SandboxOutcome, string>;
  abandonHint: string;
  errorSummaryTitle: string;
  invalidOutcome: string;
  finishedTitle: string;
  finishedBody: string;
  abandonedBody: string;
  returnLink: string;
  closeWindow: string;
  unavailableTitle: string;
  unavailableBody: string;
  lockedBody: string;
  invalidReturn: string;
}

export const TEXTS: Record<Language, PageText> = { en: EN, fr: FR, es: ES, 'pt-BR': PT_BR };

export const textsFor = textsByLanguage(TEXTS);
