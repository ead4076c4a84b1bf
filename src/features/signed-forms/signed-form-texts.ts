/**
 * What each signed form is called on its screen. The titles are those of the documents the signing service shows
 * (server/providers/e-signing/texts/), so the candidate recognises in the new window the form this page named.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SignedDocumentType } from '../../../domain/provider-status';

export interface SignedFormTexts {
  title: MessageDescriptor;
  /** The button that opens the form. */
  open: MessageDescriptor;
}

export const SIGNED_FORM_TEXTS: Record<SignedDocumentType, SignedFormTexts> = {
  consent_document: {
    title: msg`Consent to background screening`,
    open: msg`Open the consent form`,
  },
  disclosure_document: {
    title: msg`Disclosure regarding background investigation`,
    open: msg`Open the disclosure form`,
  },
  // Spec 000 §2: "a link to open the consent and application document".
  acic_document: {
    title: msg`Consent and application for a Nationally Coordinated Criminal History Check`,
    open: msg`Open the consent and application document`,
  },
  afp_document: {
    title: msg`Consent for a National Police Check by the Australian Federal Police`,
    open: msg`Open the consent form`,
  },
  moj_document: {
    title: msg`Consent to release criminal record information (Ministry of Justice, New Zealand)`,
    open: msg`Open the consent form`,
  },
  nz_dl_document: {
    title: msg`Consent to release driver licence information (New Zealand)`,
    open: msg`Open the consent form`,
  },
};

/**
 * The consent-form screens of spec 001 §2 (police, justice and driving-licence checks) open their form in a new
 * window by themselves as soon as it is fetched; the others wait for the candidate's click.
 */
export const OPENS_AUTOMATICALLY: readonly SignedDocumentType[] = ['afp_document', 'moj_document', 'nz_dl_document'];
