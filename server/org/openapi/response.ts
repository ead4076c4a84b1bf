/** The submitted answers: GET /api/org/requests/{guid}/response and the questionnaire's signature images. */
import { NOT_SUBMITTED_DETAIL } from '../../../domain/org-api';
import { SIGNED_DOCUMENT_TYPES } from '../../../domain/provider-status';
import { COMMON_ANSWERS, NOT_FOUND, guidParameter, instant, json, nullable, problem, ref, type JsonSchema, type OpenApiArea } from './types';

const list: JsonSchema = { type: 'array', items: { type: 'object' } };
const record = (description: string): JsonSchema => ({ ...nullable({ type: 'object' }), description });

export const NOT_SUBMITTED = problem(`Not submitted yet: the detail reads "${NOT_SUBMITTED_DETAIL}"`);

export const responseArea: OpenApiArea = {
  schemas: {
    Answers: {
      type: 'object',
      description:
        "The candidate's records, with the names and shapes of the reference response the candidate's own API answers " +
        '(docs/api.md "The reference response").',
      required: [
        'candidate_details',
        'candidate_id_document_details',
        'candidate_address_details',
        'candidate_education_details',
        'candidate_qualification_details',
        'candidate_directorship_details',
        'disclosure_signed_at',
        'agree_to_fup',
        'employers',
        'employment_gaps',
        'employment_check_skip_reason',
        'employment_check_skip_notes',
        'references',
        'directorships',
        'selected_documents',
      ],
      properties: {
        candidate_details: { ...list, maxItems: 1 },
        candidate_id_document_details: nullable({ type: 'object' }),
        candidate_address_details: list,
        candidate_education_details: list,
        candidate_qualification_details: list,
        candidate_directorship_details: nullable({ type: 'object' }),
        disclosure_signed_at: nullable(instant),
        agree_to_fup: { type: ['boolean', 'null'] },
        employers: list,
        employment_gaps: list,
        employment_check_skip_reason: { type: ['string', 'null'] },
        employment_check_skip_notes: { type: ['string', 'null'] },
        references: list,
        directorships: list,
        selected_documents: nullable({ type: 'object' }),
      },
    },
    FitAndProper: {
      type: 'object',
      additionalProperties: false,
      required: ['has_submitted', 'questionnaire', 'questions', 'answers'],
      properties: {
        has_submitted: { type: 'boolean' },
        questionnaire: { type: ['string', 'null'] },
        questions: list,
        answers: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'question', 'answer', 'signature_url'],
            properties: {
              id: { type: 'integer' },
              question: { type: 'integer' },
              answer: {
                type: 'object',
                required: ['value', 'description'],
                properties: {
                  value: { oneOf: [{ type: 'number' }, { type: 'array', items: { type: 'number' } }] },
                  description: { type: ['string', 'null'] },
                },
              },
              signature_url: { ...nullable({ type: 'string', format: 'uri' }), description: 'The PNG of the signature, for the acknowledgement.' },
            },
          },
        },
      },
    },
    Document: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'type', 'content_type', 'expiry_date', 'selected_level', 'employment_response', 'education_response', 'uploaded_at', 'download_url'],
      properties: {
        id: { type: 'integer' },
        type: { type: 'string', description: 'The document type slug.' },
        content_type: { type: 'string', enum: ['image/jpeg', 'image/png', 'application/pdf', 'application/msword', 'application/octet-stream'] },
        expiry_date: { type: ['string', 'null'], format: 'date' },
        selected_level: { type: ['string', 'null'] },
        employment_response: { type: ['integer', 'null'], description: 'The employer line the upload proves.' },
        education_response: { type: ['integer', 'null'], description: 'The education record the upload proves.' },
        uploaded_at: instant,
        download_url: { type: 'string', format: 'uri' },
      },
    },
    SignedForm: {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'status', 'signer_name', 'signed_at', 'download_url'],
      properties: {
        type: { type: 'string', enum: [...SIGNED_DOCUMENT_TYPES] },
        status: { type: 'string' },
        signer_name: { type: ['string', 'null'] },
        signed_at: nullable(instant),
        download_url: { ...nullable({ type: 'string', format: 'uri' }), description: 'The sealed PDF, once sealed.' },
      },
    },
    Consent: {
      oneOf: [
        {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'declaration', 'consents', 'signed_at'],
          properties: {
            type: { type: 'string', enum: ['dbs_consent', 'ds_consent'] },
            declaration: { type: 'boolean' },
            consents: { type: 'array', items: { type: 'string' } },
            signed_at: instant,
          },
        },
        {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'agreed', 'signed_at'],
          properties: { type: { const: 'fraud_prevention' }, agreed: { type: 'boolean' }, signed_at: nullable(instant) },
        },
      ],
    },
    Response: {
      type: 'object',
      additionalProperties: false,
      required: ['request', 'answers', 'fit_and_proper', 'documents', 'signed_forms', 'consents', 'providers'],
      properties: {
        request: ref('RequestDetail'),
        answers: ref('Answers'),
        fit_and_proper: ref('FitAndProper'),
        documents: { type: 'array', items: ref('Document') },
        signed_forms: { type: 'array', items: ref('SignedForm') },
        consents: { type: 'array', items: ref('Consent') },
        providers: {
          type: 'object',
          additionalProperties: false,
          required: ['identity', 'document_scan', 'credit', 'employment_verification', 'screening'],
          properties: {
            identity: record('The identity check: the digital-ID flow or the first provider, and its result.'),
            document_scan: record('The document scan of the identity check, when the first provider ran it.'),
            credit: record('The credit search and its status.'),
            employment_verification: record('The income-verification orders and their statuses.'),
            screening: record('The drug-screening and occupational-health registrations.'),
          },
        },
      },
    },
  },
  paths: {
    '/api/org/requests/{guid}/response': {
      parameters: [guidParameter],
      get: {
        operationId: 'getResponse',
        summary: 'Everything the candidate submitted',
        responses: { 200: json(ref('Response'), 'The submitted answers.'), ...COMMON_ANSWERS, 404: NOT_FOUND, 409: NOT_SUBMITTED },
      },
    },
    '/api/org/requests/{guid}/signatures/{answerId}': {
      parameters: [guidParameter, { name: 'answerId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      get: {
        operationId: 'getSignature',
        summary: "The image of a questionnaire answer's signature",
        responses: {
          200: { description: 'The signature.', content: { 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } } } },
          ...COMMON_ANSWERS,
          404: NOT_FOUND,
          409: NOT_SUBMITTED,
        },
      },
    },
  },
};
