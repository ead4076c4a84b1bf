/**
 * The criminal record disclosure consent saves (spec 000 §7): POST /oneform/{guid}/{responseGuid}/
 * dbs_declaration_consent/dbs_consent/ for the UK (DBS) consent, PUT on the same path for Disclosure Scotland's.
 * The answer is the whole reference response (docs/api.md "Consents and e-signing"), which replaces the cached one
 * (response-write.ts), so the hub already shows the section complete. Whether the consent counts is the answer's
 * `disclosure_signed_at`, which the page reads.
 */
import { responseWrite, useResponseWrite } from './response-write';

/** The UK page posts; Disclosure Scotland's puts (the specification's client uses the one path for both). */
export type DisclosureConsentKind = 'dbs' | 'scottish';

export interface DisclosureConsentBody {
  /** Page 1's declaration: the UK page only. */
  declaration?: boolean;
  /** One entry per box the page shows. */
  consents: Record<string, boolean>;
}

const consentWrite = (kind: DisclosureConsentKind) =>
  responseWrite<DisclosureConsentBody>({
    key: ['dbs_declaration_consent', kind],
    method: kind === 'dbs' ? 'POST' : 'PUT',
    path: 'dbs_declaration_consent/dbs_consent/',
    // The specification's client sends its own time; the server records the time of the save instead.
    send: (body) => ({ ...body, disclosure_signed_at: new Date().toISOString() }),
  });

export const saveDisclosureConsent = { dbs: consentWrite('dbs'), scottish: consentWrite('scottish') } as const;

export const useSaveDisclosureConsent = (kind: DisclosureConsentKind) => useResponseWrite(saveDisclosureConsent[kind]);
