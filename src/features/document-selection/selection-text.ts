/**
 * The titles and descriptions of the types the identity selection offers, in the reader's language. GET
 * .../document-types/ answers them in English (domain/document-types.ts); a type not listed here shows the server's
 * words.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { DocumentType } from '../../../domain/reference-response';

const TYPE_TEXT: Record<string, { title: MessageDescriptor; description: MessageDescriptor }> = {
  passport: { title: msg`Passport`, description: msg`The photo page of a current passport.` },
  'birth-certificate-optional': { title: msg`Birth certificate`, description: msg`A full birth certificate.` },
  'australian-citizenship-certificate': {
    title: msg`Australian citizenship certificate`,
    description: msg`A certificate of Australian citizenship.`,
  },
  'driving-license': { title: msg`Driving licence`, description: msg`A current photocard driving licence.` },
  driving_licence: {
    title: msg`Driving licence (address)`,
    description: msg`A photocard driving licence showing your address.`,
  },
  'firearms-license': { title: msg`Firearms licence`, description: msg`A current firearms licence.` },
  'utility-bill': { title: msg`Utility bill`, description: msg`A utility bill from the last 3 months.` },
  'address-proof': { title: msg`Proof of address`, description: msg`A bank statement or bill from the last 3 months.` },
  'medicare-card': { title: msg`Medicare card`, description: msg`A current Medicare card.` },
};

export function useSelectionTypeText() {
  const { i18n } = useLingui();
  return (type: DocumentType) => {
    const known = TYPE_TEXT[type.slug];
    return {
      title: known ? i18n._(known.title) : type.title,
      description: known ? i18n._(known.description) : type.description,
    };
  };
}
