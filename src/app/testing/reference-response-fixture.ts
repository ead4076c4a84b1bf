/** A complete reference response as GET /api/oneform/{guid}/ answers it, for tests to adjust. */
import type { ReferenceResponse } from '../../../domain/reference-response';

export interface FixtureOptions {
  guid?: string;
  company?: string;
  logo?: string | null;
  requestStatus?: ReferenceResponse['reference_request']['status'];
  responseStatus?: ReferenceResponse['status'];
  softDeleted?: boolean;
  expireDate?: string;
}

export function referenceResponseFixture({
  guid = 'guid-1',
  company = 'Acme Recruitment',
  logo = null,
  requestStatus = 'requested',
  responseStatus = 'in_progress',
  softDeleted = false,
  expireDate = '2030-06-15T14:45:00.000Z',
}: FixtureOptions = {}): ReferenceResponse {
  return {
    guid: 'response-1',
    status: responseStatus,
    candidate_details: [],
    candidate_id_document_details: null,
    candidate_address_details: [],
    candidate_education_details: [],
    candidate_qualification_details: [],
    candidate_directorship_details: null,
    disclosure_signed_at: null,
    agree_to_fup: null,
    employers: [],
    employment_gaps: [],
    employment_check_skip_reason: null,
    employment_check_skip_notes: null,
    references: [],
    directorships: [],
    fit_and_proper: { has_submitted: false },
    documents: { uploaded: [] },
    selected_documents: null,
    reference_request: {
      id: 1,
      guid,
      status: requestStatus,
      expire_date: expireDate,
      has_soft_deleted: softDeleted,
      company_name: company,
      company_id: 7,
      company_logo: logo,
      consent_form_link: null,
      disclosure_form_link: null,
      candidate: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
      country: 1,
      country_code: 'GB',
      is_rescreening: false,
      use_digital_id_for_rescreening: false,
      checks: [
        {
          id: 1,
          criteria_check: { slug: 'criminal_record', title: 'Criminal Record' },
          level: ['enhanced'],
          additional: { region: null },
          require_digital_id_verification: false,
          country: 1,
          country_code: 'GB',
          minimum_criteria_count: null,
          reference_check_config: [],
        },
        {
          id: 2,
          criteria_check: { slug: 'employment', title: 'Employment' },
          level: [],
          additional: { region: null },
          require_digital_id_verification: false,
          country: 1,
          country_code: 'GB',
          minimum_criteria_count: 5,
          reference_check_config: [],
        },
      ],
      minimum_criteria_count_type: 'year',
      criteria_count: 5,
      allow_personal_email_address: false,
    },
  };
}
