/**
 * The step guard asks the providers only when the saved answers refuse a section (step-guard.ts). That is exact only
 * while a provider's answer can never leave a section in progress, which holds while each provider step is a section
 * of its own.
 */
import { describe, expect, it } from 'vitest';
import { isStepComplete } from '../../domain/progress';
import { type ProviderStatuses, unknownProviderStatuses } from '../../domain/provider-status';
import { SECTION_SLUGS, SECTION_STEPS } from '../../domain/sections';
import { buildResponse } from '../../domain/testing/build-response';

/** Every provider answering "done". */
const allDone: ProviderStatuses = {
  signedDocuments: {
    consent_document: true,
    acic_document: true,
    disclosure_document: true,
    afp_document: true,
    moj_document: true,
    nz_dl_document: true,
  },
  identity: { ...unknownProviderStatuses().identity, isDigitalId: true, digitalIdSuccess: true },
  creditStatus: 'confirmed',
  instantEmploymentOrderStatuses: ['COMPLETED'],
  registrations: { drug_screening: true, occupational_health: true },
};

describe('provider steps', () => {
  it('are each a section of its own', () => {
    const response = buildResponse({ country: 'GB', checks: [] });
    const input = (providers: ProviderStatuses) => ({ response, providers, documentTypes: [], today: '2026-01-01' });
    for (const section of SECTION_SLUGS) {
      const steps = SECTION_STEPS[section];
      const decidedByProviders = steps.filter(
        (step) => isStepComplete(step, input(allDone)) !== isStepComplete(step, input(unknownProviderStatuses())),
      );
      if (decidedByProviders.length > 0) expect({ section, steps }).toEqual({ section, steps: decidedByProviders });
    }
  });
});
