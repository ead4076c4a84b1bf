/** A complete reference response as GET /api/oneform/{guid}/ answers it, for tests to adjust. */
import type { ReferenceResponse } from '../../domain/reference-response';
import { buildResponse } from '../../domain/testing/build-response';

export interface FixtureOptions {
  guid?: string;
  company?: string;
  logo?: string | null;
  requestStatus?: ReferenceResponse['reference_request']['status'];
  responseStatus?: ReferenceResponse['status'];
  softDeleted?: boolean;
  expireDate?: string;
  /** When a done response was submitted; defaults to a fixed instant for a done response, null otherwise. */
  completedAt?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
}

/** An English enhanced criminal record check and 5 years of employment, nothing saved yet. */
export function referenceResponseFixture({
  guid = 'guid-1',
  company = 'Acme Recruitment',
  logo = null,
  requestStatus = 'requested',
  responseStatus = 'in_progress',
  softDeleted = false,
  expireDate = '2030-06-15T14:45:00.000Z',
  completedAt = responseStatus === 'done' ? '2030-06-01T09:30:00.000Z' : null,
  contactEmail = null,
  contactPhone = null,
}: FixtureOptions = {}): ReferenceResponse {
  const response = buildResponse({
    country: 'GB',
    checks: [
      { slug: 'criminal_record', level: ['enhanced'] },
      { slug: 'employment', minimum: 5 },
    ],
  });
  return {
    ...response,
    guid: 'response-1',
    status: responseStatus,
    completed_at: completedAt,
    reference_request: {
      ...response.reference_request,
      guid,
      status: requestStatus,
      expire_date: expireDate,
      has_soft_deleted: softDeleted,
      company_name: company,
      company_id: 7,
      company_logo: logo,
      company_contact_email: contactEmail,
      company_contact_phone: contactPhone,
    },
  };
}
