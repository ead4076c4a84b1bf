/**
 * The document type catalogue's titles and descriptions in the reader's language. GET .../document-types/ answers
 * them in English (domain/document-types.ts); a type the SPA does not know shows the server's words.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { DocumentType } from '../../../domain/reference-response';

const TYPE_TEXT: Record<string, { title: MessageDescriptor; description: MessageDescriptor }> = {
  passport: { title: msg`Passport`, description: msg`The photo page of a current passport.` },
  'birth-certificate-optional': { title: msg`Birth certificate`, description: msg`A full birth certificate.` },
  'driving-license': { title: msg`Driving licence`, description: msg`A current photocard driving licence.` },
  driving_licence: {
    title: msg`Driving licence (address)`,
    description: msg`A photocard driving licence showing your address.`,
  },
  'driving-license-front': { title: msg`Driving licence (front)`, description: msg`The front of your driving licence.` },
  'driving-license-back': { title: msg`Driving licence (back)`, description: msg`The back of your driving licence.` },
  'firearms-license': { title: msg`Firearms licence`, description: msg`A current firearms licence.` },
  'utility-bill': { title: msg`Utility bill`, description: msg`A utility bill from the last 3 months.` },
  'address-proof': { title: msg`Proof of address`, description: msg`A bank statement or bill from the last 3 months.` },
  'employment-proof': {
    title: msg`Proof of employment`,
    description: msg`A payslip, contract or letter from the employer.`,
  },
  'education-proof': { title: msg`Proof of education`, description: msg`A copy of the certificate or transcript.` },
  'covid-19-vaccination-proof': { title: msg`COVID-19 vaccination proof`, description: msg`Your vaccination certificate.` },
  'biometric-residence-permit': {
    title: msg`Biometric residence permit`,
    description: msg`A current UK biometric residence permit.`,
  },
  'marriage-certificate': {
    title: msg`Marriage or civil partnership certificate`,
    description: msg`A marriage or civil partnership certificate.`,
  },
  'hm-forces-id-card': { title: msg`HM Forces identity card`, description: msg`A current HM Forces identity card.` },
};

export function useDocumentTypeText() {
  const { i18n } = useLingui();
  return (slug: string, type: DocumentType | undefined) => {
    const known = TYPE_TEXT[slug];
    return {
      title: known ? i18n._(known.title) : (type?.title ?? slug),
      description: known ? i18n._(known.description) : (type?.description ?? ''),
    };
  };
}
