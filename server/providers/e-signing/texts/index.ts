/**
 * The texts of the e-signing documents and of the sandbox signing page, in the four interface languages (spec 000
 * §1). The specification leaves the consent and declaration wording "not shown"; ours is written for each kind of
 * check. A document's text names the organisation ({company}) and the candidate ({candidate}).
 */
import type { Language } from '../../../../domain/locales';
import { textsByLanguage } from '../../shared/texts';
import type { SignedDocumentType } from '../../../../domain/provider-status';
import { fill } from '../../shared/placeholders';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { PT_BR } from './pt-br';

export interface DocumentText {
  title: string;
  paragraphs: readonly string[];
  /** The sentence the candidate signs under. */
  declaration: string;
}

/** The sandbox signing page's own words; `{name}`, `{date}` and `{company}` are filled in. */
export interface PageText {
  sandboxBanner: string;
  requestedBy: string;
  signHeading: string;
  fullNameLabel: string;
  fullNameHint: string;
  signatureLabel: string;
  signatureHint: string;
  clearSignature: string;
  useTypedName: string;
  useTypedNameHint: string;
  signButton: string;
  testerHeading: string;
  testerHint: string;
  declineButton: string;
  failButton: string;
  errorSummaryTitle: string;
  nameRequired: string;
  nameTooLong: string;
  signatureRequired: string;
  signatureInvalid: string;
  signedTitle: string;
  signedBody: string;
  declinedTitle: string;
  declinedBody: string;
  failedTitle: string;
  failedBody: string;
  closeWindow: string;
  returnLink: string;
  unavailableTitle: string;
  unavailableBody: string;
  lockedBody: string;
  signedBy: string;
  signedOn: string;
  documentReference: string;
  sandboxSeal: string;
  sandboxName: string;
  signaturePadLabel: string;
  failFlagOn: string;
  invalidReturn: string;
  pendingTitle: string;
  pendingBody: string;
}

export interface LanguageTexts {
  documents: Record<SignedDocumentType, DocumentText>;
  page: PageText;
}

export const TEXTS: Record<Language, LanguageTexts> = { en: EN, fr: FR, es: ES, 'pt-BR': PT_BR };

export const textsFor = textsByLanguage(TEXTS);

/** A document's text for one request, the organisation and candidate named. */
export function documentText(
  type: SignedDocumentType,
  language: Language,
  names: { company: string; candidate: string },
): DocumentText {
  const text = TEXTS[language].documents[type];
  return {
    title: text.title,
    paragraphs: text.paragraphs.map((paragraph) => fill(paragraph, names)),
    declaration: fill(text.declaration, names),
  };
}
