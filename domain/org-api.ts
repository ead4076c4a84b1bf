/**
 * What the organisation API reads back (docs/organisation-api.md): the request lifecycle it reports and the shapes
 * it answers. Our own contract, outside the specification.
 */
import type { OrgCheckReport } from './check-status';
import type { FitAndProper, FitnessAnswer } from './fit-and-proper/questionnaire';
import type { ReferenceResponse } from './reference-response';
import type { SectionSlug } from './sections';
import type { EmailKind, EmailStatus } from './email';

/** In the order a request normally moves through; expired and withdrawn end it early. */
export const ORG_REQUEST_STATUSES = ['invited', 'opened', 'in_progress', 'submitted', 'expired', 'withdrawn'] as const;
export type OrgRequestStatus = (typeof ORG_REQUEST_STATUSES)[number];

export const ORG_SECTION_STATUSES = ['not_started', 'in_progress', 'complete'] as const;
export type OrgSectionStatus = (typeof ORG_SECTION_STATUSES)[number];

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

export interface OrgCheck {
  /** The id PUT /api/org/requests/{guid}/checks/{id} names it by. */
  id: number;
  type: string;
  level: string[];
  country: string;
  /** What the organisation last reported about it (docs/decisions/0040); null until it has. */
  report: OrgCheckReport | null;
}

/** One request as the list and the detail show it. */
export interface OrgRequestSummary {
  guid: string;
  status: OrgRequestStatus;
  /** What the candidate quotes after submitting (docs/decisions/0005). */
  submission_reference: string;
  candidate: { first_name: string; last_name: string; email: string };
  company: { name: string };
  country: string;
  checks: OrgCheck[];
  expire_date: string;
  created_at: string;
  first_opened_at: string | null;
  last_activity_at: string | null;
  submitted_at: string | null;
  withdrawn_at: string | null;
  updated_at: string;
}

export interface OrgSection {
  section: SectionSlug;
  name: string;
  status: OrgSectionStatus;
  completed_at: string | null;
}

/** One of the candidate's e-mails, as the organisation sees it (docs/email.md). */
export interface OrgMessage {
  id: string;
  kind: EmailKind;
  status: EmailStatus;
  created_at: string;
  due_at: string;
  settled_at: string | null;
  attempts: number;
  smtp_response: string | null;
}

export interface OrgRequestDetail extends OrgRequestSummary {
  /** The sections the request's checks need, in the order of the candidate's home page. */
  sections: OrgSection[];
  /** The candidate's e-mails, by when they are due. */
  messages: OrgMessage[];
}

export interface OrgRequestPage {
  data: OrgRequestSummary[];
  next_cursor: string | null;
}

/** What GET /api/org/requests/{guid}/response answers before the candidate submitted (409). */
export const NOT_SUBMITTED_DETAIL = 'The candidate has not submitted this request.';

/** An upload of the candidate's, with the link the organisation fetches it by. */
export interface OrgDocument {
  id: number;
  type: string;
  content_type: string;
  expiry_date: string | null;
  selected_level: string | null;
  employment_response: number | null;
  education_response: number | null;
  uploaded_at: string;
  download_url: string;
}

export interface OrgSignedForm {
  type: string;
  status: string;
  signer_name: string | null;
  signed_at: string | null;
  /** Present once the signed PDF is sealed and can be fetched. */
  download_url: string | null;
}

export type OrgConsent =
  | { type: 'dbs_consent' | 'ds_consent'; declaration: boolean; consents: string[]; signed_at: string }
  | { type: 'fraud_prevention'; agreed: boolean; signed_at: string | null };

/** The candidate's answers: the reference response's records, without the request the organisation already holds. */
export type OrgAnswers = Omit<ReferenceResponse, 'reference_request' | 'documents' | 'fit_and_proper' | 'guid' | 'status' | 'completed_at'>;

export interface OrgFitAndProper extends Omit<FitAndProper, 'answers'> {
  answers: (Omit<FitnessAnswer, 'signature'> & { signature_url: string | null })[];
}

/** GET /api/org/requests/{guid}/response: everything the candidate gave. */
export interface OrgResponse {
  request: OrgRequestDetail;
  answers: OrgAnswers;
  fit_and_proper: OrgFitAndProper;
  documents: OrgDocument[];
  signed_forms: OrgSignedForm[];
  consents: OrgConsent[];
  /** What the outside services reported, by service; null where the request used none. */
  providers: {
    identity: Record<string, unknown> | null;
    document_scan: Record<string, unknown> | null;
    credit: Record<string, unknown> | null;
    employment_verification: Record<string, unknown> | null;
    screening: Record<string, unknown> | null;
  };
}
