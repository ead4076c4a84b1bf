/** The requests area: create, list, read and withdraw. */
import { CHECK_SLUGS } from '../../../domain/checks';
import { EMAIL_KINDS, EMAIL_STATUSES, MAX_REMINDER_DAYS, MAX_REMINDERS } from '../../../domain/email';
import { LANGUAGES } from '../../../domain/locales';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, ORG_REQUEST_STATUSES, ORG_SECTION_STATUSES } from '../../../domain/org-api';
import { SANDBOX_STATES } from '../../../domain/org-request.schema';
import { SECTION_SLUGS } from '../../../domain/sections';
import { BODY_ANSWERS, COMMON_ANSWERS, NOT_FOUND, guidParameter, instant, invalidInput, json, nullable, problem, ref, type OpenApiArea } from './types';

const nullableInstant = nullable(instant);

/**
 * A text the candidate reads (docs/decisions/0027): one string for every language, or one per language with English
 * required, which a language not given falls back to.
 */
function localisedText(maxLength: number, description: string, { nullable: allowsNull = false } = {}) {
  const text = { type: 'string', minLength: 1, maxLength };
  return {
    description: `${description} A string every language shows, or an object of languages (en, fr, es, pt-BR) with en required.`,
    oneOf: [
      text,
      {
        type: 'object',
        additionalProperties: false,
        required: ['en'],
        properties: { en: text, fr: text, es: text, 'pt-BR': text },
      },
      ...(allowsNull ? [{ type: 'null' }] : []),
    ],
  };
}

const SUMMARY_REQUIRED = [
  'guid',
  'status',
  'submission_reference',
  'candidate',
  'company',
  'country',
  'checks',
  'expire_date',
  'created_at',
  'first_opened_at',
  'last_activity_at',
  'submitted_at',
  'withdrawn_at',
  'updated_at',
];

const SUMMARY_PROPERTIES = {
  guid: { type: 'string', format: 'uuid' },
  status: ref('RequestStatus'),
  submission_reference: { type: 'string', pattern: '^[0-9A-F]{4}-[0-9A-F]{4}$', description: 'What the candidate is given to quote.' },
  candidate: {
    type: 'object',
    additionalProperties: false,
    required: ['first_name', 'last_name', 'email'],
    properties: { first_name: { type: 'string' }, last_name: { type: 'string' }, email: { type: 'string' } },
  },
  company: { type: 'object', additionalProperties: false, required: ['name'], properties: { name: { type: 'string' } } },
  country: { type: 'string', pattern: '^[A-Z]{2}$' },
  checks: { type: 'array', items: ref('RequestCheck') },
  expire_date: instant,
  created_at: instant,
  first_opened_at: nullableInstant,
  last_activity_at: { ...nullableInstant, description: "The candidate's latest save, or their first opening before any save." },
  submitted_at: nullableInstant,
  withdrawn_at: nullableInstant,
  updated_at: { ...instant, description: 'Moves with every change the organisation can see; what updated_since filters on.' },
};

export const requestsArea: OpenApiArea = {
  schemas: {
    RequestStatus: {
      type: 'string',
      enum: [...ORG_REQUEST_STATUSES],
      description:
        'invited: created, not opened; opened: the candidate opened the link; in_progress: the candidate saved something; ' +
        'submitted: the candidate finished; expired: the link expired unsubmitted; withdrawn: the organisation withdrew it.',
    },
    NewRequest: {
      type: 'object',
      required: ['company', 'candidate', 'country', 'checks'],
      properties: {
        company: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string' },
            logo_url: { type: 'string', format: 'uri' },
            nz_company_code: { type: 'string' },
            contact_email: { type: 'string', format: 'email' },
            contact_phone: { type: 'string' },
          },
        },
        candidate: {
          type: 'object',
          required: ['first_name', 'last_name', 'email'],
          properties: { first_name: { type: 'string' }, last_name: { type: 'string' }, email: { type: 'string', format: 'email' } },
        },
        country: { type: 'string', pattern: '^[A-Z]{2}$' },
        checks: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            required: ['type'],
            properties: {
              type: { type: 'string', enum: [...CHECK_SLUGS] },
              level: { type: 'array', items: { type: 'string' } },
              region: { type: ['string', 'null'] },
              country: { type: 'string', pattern: '^[A-Z]{2}$' },
              require_digital_id_verification: { type: 'boolean' },
              minimum_criteria_count: { type: ['integer', 'null'] },
              reference_check_config: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['questionnaire', 'name_displayed'],
                  properties: {
                    questionnaire: { type: 'string', maxLength: 100 },
                    name_displayed: localisedText(255, 'The kind of reference, as the candidate reads it.'),
                    minimum_criteria_count: { type: 'integer', minimum: 1, maximum: 10, default: 1 },
                    note_to_candidate: localisedText(2000, 'A note shown under its name.', { nullable: true }),
                    relationship: { type: 'array', items: { type: 'string', maxLength: 60 } },
                  },
                },
              },
              questionnaire: { type: ['string', 'null'] },
            },
          },
        },
        expire_date: instant,
        is_rescreening: { type: 'boolean' },
        use_digital_id_for_rescreening: { type: 'boolean' },
        consent_form_link: { type: 'string', format: 'uri' },
        disclosure_form_link: { type: 'string', format: 'uri' },
        employment: { type: 'object' },
        language: { type: 'string', enum: [...LANGUAGES], default: 'en', description: "The language of the candidate's e-mails." },
        send_invitation: { type: 'boolean', default: true, description: 'false: no invitation and no reminders are e-mailed.' },
        reminders: {
          description: 'When reminders fall; false for none. Each list defaults to [3, 7] and [2] days.',
          oneOf: [
            { type: 'boolean', enum: [false] },
            {
              type: 'object',
              additionalProperties: false,
              properties: {
                after_invitation_days: { type: 'array', maxItems: MAX_REMINDERS, items: { type: 'integer', minimum: 1, maximum: MAX_REMINDER_DAYS } },
                before_expiry_days: { type: 'array', maxItems: MAX_REMINDERS, items: { type: 'integer', minimum: 1, maximum: MAX_REMINDER_DAYS } },
              },
            },
          ],
        },
        sandbox_state: { type: 'string', enum: [...SANDBOX_STATES], description: 'Development and testing only.' },
      },
    },
    RequestPatch: {
      type: 'object',
      required: ['expire_date'],
      properties: { expire_date: { ...instant, description: 'Later than the current expiry date and in the future.' } },
    },
    Message: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'kind', 'status', 'created_at', 'due_at', 'settled_at', 'attempts', 'smtp_response'],
      properties: {
        id: { type: 'string', format: 'uuid', description: "The left part of the e-mail's Message-ID." },
        kind: { type: 'string', enum: [...EMAIL_KINDS] },
        status: {
          type: 'string',
          enum: [...EMAIL_STATUSES],
          description: 'accepted or refused by the SMTP server; pending until due or between attempts; cancelled when the request stopped waiting first.',
        },
        created_at: instant,
        due_at: { ...instant, description: 'When it is (or was last) due to be sent.' },
        settled_at: { ...nullableInstant, description: 'When the SMTP server accepted or refused it, or it was cancelled.' },
        attempts: { type: 'integer', minimum: 0 },
        smtp_response: { type: ['string', 'null'], description: "The SMTP server's last answer." },
      },
    },
    CreatedRequest: {
      type: 'object',
      required: ['guid', 'user_token', 'url'],
      additionalProperties: false,
      properties: {
        guid: { type: 'string', format: 'uuid' },
        user_token: { type: 'string', description: "The candidate's token: in the link, never shown again." },
        url: { type: 'string', format: 'uri', description: 'The link to send the candidate.' },
      },
    },
    RequestSummary: { type: 'object', additionalProperties: false, required: SUMMARY_REQUIRED, properties: SUMMARY_PROPERTIES },
    Section: {
      type: 'object',
      additionalProperties: false,
      required: ['section', 'name', 'status', 'completed_at'],
      properties: {
        section: { type: 'string', enum: [...SECTION_SLUGS] },
        name: { type: 'string' },
        status: { type: 'string', enum: [...ORG_SECTION_STATUSES] },
        completed_at: { ...nullableInstant, description: 'When the section last became complete; null unless complete.' },
      },
    },
    RequestDetail: {
      type: 'object',
      additionalProperties: false,
      required: [...SUMMARY_REQUIRED, 'sections', 'messages'],
      properties: {
        ...SUMMARY_PROPERTIES,
        sections: { type: 'array', items: ref('Section'), description: "In the order of the candidate's home page." },
        messages: { type: 'array', items: ref('Message'), description: "The candidate's e-mails, by when they are due." },
      },
    },
    RequestPage: {
      type: 'object',
      additionalProperties: false,
      required: ['data', 'next_cursor'],
      properties: {
        data: { type: 'array', items: ref('RequestSummary') },
        next_cursor: { type: ['string', 'null'], description: 'Pass as cursor for the next page; null on the last page.' },
      },
    },
  },
  paths: {
    '/api/org/requests': {
      post: {
        operationId: 'createRequest',
        summary: "Create a candidate's request",
        requestBody: { required: true, content: { 'application/json': { schema: ref('NewRequest') } } },
        responses: {
          201: json(ref('CreatedRequest'), 'Created: send the candidate the url.'),
          400: invalidInput('A field is wrong; each named field lists its messages.'),
          ...BODY_ANSWERS,
          ...COMMON_ANSWERS,
        },
      },
      get: {
        operationId: 'listRequests',
        summary: "List the organisation's requests, newest first",
        parameters: [
          {
            name: 'status',
            in: 'query',
            description: 'Only requests in one of these statuses (repeat the parameter or separate with commas).',
            schema: { type: 'array', items: ref('RequestStatus') },
            style: 'form',
            explode: true,
          },
          { name: 'updated_since', in: 'query', description: 'Only requests whose updated_at is at or after this instant.', schema: instant },
          { name: 'candidate_email', in: 'query', description: "Only requests for this candidate's e-mail (any case).", schema: { type: 'string' } },
          { name: 'cursor', in: 'query', description: 'The next_cursor of the page before.', schema: { type: 'string' } },
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE } },
        ],
        responses: {
          200: json(ref('RequestPage'), 'One page.'),
          400: json(ref('ValidationError'), 'A parameter is wrong; each named parameter lists its messages.'),
          ...COMMON_ANSWERS,
        },
      },
    },
    '/api/org/requests/{guid}': {
      parameters: [guidParameter],
      get: {
        operationId: 'getRequest',
        summary: 'One request: its status, times and sections',
        responses: { 200: json(ref('RequestDetail'), 'The request.'), ...COMMON_ANSWERS, 404: NOT_FOUND },
      },
      delete: {
        operationId: 'withdrawRequest',
        summary: 'Withdraw a request: its link stops working',
        responses: { 204: { description: 'Withdrawn (also when it already was).' }, ...COMMON_ANSWERS, 404: NOT_FOUND },
      },
      patch: {
        operationId: 'extendRequest',
        summary: 'Give the candidate a later expiry date; an expired request opens again and the candidate is e-mailed',
        requestBody: { required: true, content: { 'application/json': { schema: ref('RequestPatch') } } },
        responses: {
          200: json(ref('RequestDetail'), 'The request with its new date.'),
          400: invalidInput('The date is not later than the current one.'),
          409: problem('Submitted or withdrawn.'),
          ...BODY_ANSWERS,
          ...COMMON_ANSWERS,
          404: NOT_FOUND,
        },
      },
    },
    '/api/org/requests/{guid}/resend': {
      parameters: [guidParameter],
      post: {
        operationId: 'resendInvitation',
        summary: 'E-mail the invitation again with a new link; the old link stops working',
        responses: {
          202: json(ref('CreatedRequest'), 'The new link, e-mailed shortly.'),
          409: problem('Submitted, withdrawn or expired.'),
          ...COMMON_ANSWERS,
          404: NOT_FOUND,
        },
      },
    },
  },
};
