/**
 * The words of the sandbox's tax-account page, in the four interface languages (spec 000 §1), one module per
 * language. `{company}` and `{outcome}` are filled in.
 */
import type { Language } from '../../../../domain/locales';
import { textsByLanguage } from '../../shared/texts';
import type { SandboxAction } from '../sandbox-page';
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
  connectedBody: string;
  actionsLegend: string;
  /** The button of each action; what it reports or returns with is shown beside it. */
  actions: Record<SandboxAction, string>;
  errorSummaryTitle: string;
  invalidAction: string;
  finishedTitle: string;
  finishedBody: string;
  returnLink: string;
  unavailableTitle: string;
  unavailableBody: string;
  lockedBody: string;
  invalidReturn: string;
}

export const TEXTS: Record<Language, PageText> = { en: EN, fr: FR, es: ES, 'pt-BR': PT_BR };

export const textsFor = textsByLanguage(TEXTS);
