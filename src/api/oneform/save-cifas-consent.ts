/**
 * PUT /oneform/{guid}/{responseGuid}/cifas_declaration_consent/cifas_consent/ (spec 000 §7): the fraud-prevention
 * consent, `agree_to_fup`. The answer is the whole reference response, which replaces the cached one
 * (response-write.ts); the page goes on only when the answer's agree_to_fup is true.
 */
import type { CifasConsentValues } from '../../../domain/consents/cifas-consent.schema';
import { responseWrite, useResponseWrite } from './response-write';

export const saveCifasConsent = responseWrite<CifasConsentValues>({
  key: ['cifas_declaration_consent'],
  method: 'PUT',
  path: 'cifas_declaration_consent/cifas_consent/',
});

export const useSaveCifasConsent = () => useResponseWrite(saveCifasConsent);
