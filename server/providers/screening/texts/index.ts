/**
 * The words of the sandbox's collection-site widget, in the four interface languages (spec 000 §1), one module per
 * language. `{miles}`, `{zip}`, `{zips}`, `{site}` and `{type}` are filled in.
 */
import type { Language } from '../../../../domain/locales';
import { textsByLanguage } from '../../shared/texts';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { PT_BR } from './pt-br';

export interface WidgetText {
  sandboxBanner: string;
  sandboxName: string;
  title: string;
  intro: string;
  zipLabel: string;
  zipHint: string;
  distanceLabel: string;
  milesOption: string;
  search: string;
  errorSummaryTitle: string;
  invalidZip: string;
  unknownZip: string;
  resultsHeading: string;
  noSites: string;
  milesAway: string;
  book: string;
  booking: string;
  unavailableTitle: string;
  unavailableBody: string;
  testerHeading: string;
  testerHint: string;
  sendHome: string;
  heightLabel: string;
  sendHeight: string;
  sendScrollTop: string;
  sendMalformed: string;
  sendUnknown: string;
  sent: string;
}

export const TEXTS: Record<Language, WidgetText> = { en: EN, fr: FR, es: ES, 'pt-BR': PT_BR };

export const textsFor = textsByLanguage(TEXTS);
