/**
 * The words of each consent box (spec 000 §2 "Consent and verification steps" names the groups and their sizes, and
 * leaves the texts "not shown"). The ids and what each one means are domain/consents/disclosure-consents.ts's; these
 * are the sentences the candidate ticks, naming the organisation where the consent is given to it.
 */
import { useLingui } from '@lingui/react/macro';
import type { DbsConsentId, DbsLevel, ScottishConsentId, ScottishLevel } from '../../../domain/consents/disclosure-consents';

export function useDbsConsentTexts(company: string) {
  const { t } = useLingui();
  const levels: Record<DbsLevel, string> = {
    enhanced: t`Enhanced DBS check`,
    standard: t`Standard DBS check`,
    basic: t`Basic DBS check`,
  };
  const consents: Record<DbsConsentId, string> = {
    dbs_enhanced_application: t`I consent to an application for an Enhanced DBS certificate being made on my behalf.`,
    dbs_enhanced_police_information: t`I understand that chief police officers may add to my certificate any information they reasonably believe to be relevant to the role.`,
    dbs_enhanced_barred_lists: t`I consent to the children’s and adults’ barred lists being checked where the role is eligible for it.`,
    dbs_enhanced_update_service: t`I consent to ${company} checking the status of my Enhanced certificate on the DBS Update Service.`,
    dbs_standard_application: t`I consent to an application for a Standard DBS certificate being made on my behalf.`,
    dbs_standard_spent_information: t`I understand that the certificate will show unspent convictions and cautions, and spent ones that are not protected.`,
    dbs_standard_update_service: t`I consent to ${company} checking the status of my Standard certificate on the DBS Update Service.`,
    dbs_basic_application: t`I consent to an application for a Basic DBS check being made on my behalf.`,
    dbs_basic_result_sharing: t`I consent to the result of my Basic DBS check being shared with ${company}.`,
  };
  return { levels, consents };
}

export function useScottishConsentTexts(company: string) {
  const { t } = useLingui();
  const levels: Record<ScottishLevel, string> = {
    basic: t`Basic Disclosure`,
    standard: t`Standard Disclosure`,
  };
  const consents: Record<ScottishConsentId, string> = {
    ds_basic_application: t`I consent to an application for a Basic Disclosure being made to Disclosure Scotland on my behalf.`,
    ds_basic_identity: t`I confirm that the details I have given are true, and I consent to them being used to verify my identity for my Basic Disclosure.`,
    ds_basic_result_sharing: t`I consent to the result of my Basic Disclosure being shared with ${company}.`,
    ds_standard_application: t`I consent to an application for a Standard Disclosure being made to Disclosure Scotland on my behalf.`,
    ds_standard_identity: t`I confirm that the details I have given are true, and I consent to them being used to verify my identity for my Standard Disclosure.`,
    ds_standard_eligibility: t`I understand that the role is one for which a Standard Disclosure may lawfully be requested.`,
    ds_standard_spent_convictions: t`I understand that the disclosure may show spent convictions that are not protected under Scots law.`,
    ds_standard_countersignatory: t`I consent to the registered body countersigning my application.`,
    ds_standard_result_sharing: t`I consent to the registered body and ${company} receiving the result of my disclosure.`,
  };
  return { levels, consents };
}
