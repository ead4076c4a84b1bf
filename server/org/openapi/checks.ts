/**
 * The organisation's reports on each check: PUT /api/org/requests/{guid}/checks/{id} (docs/organisation-api.md
 * "Reporting a check's progress", docs/decisions/0040).
 */
import { CHECK_SLUGS } from '../../../domain/checks';
import { CHECK_STATUSES, MAX_MESSAGE_TO_CANDIDATE } from '../../../domain/check-status';
import { NOT_SUBMITTED } from './response';
import { BODY_ANSWERS, COMMON_ANSWERS, guidParameter, instant, invalidInput, json, nullable, problem, ref, type OpenApiArea } from './types';

const messageText = { type: 'string', minLength: 1, maxLength: MAX_MESSAGE_TO_CANDIDATE };

const localisedMessage = {
  description:
    'What the candidate reads on their status page: one text for every language, or an object of languages with en ' +
    'required, each language shown where given and English otherwise.',
  oneOf: [
    messageText,
    {
      type: 'object',
      additionalProperties: false,
      required: ['en'],
      properties: { en: messageText, fr: messageText, es: messageText, 'pt-BR': messageText },
    },
  ],
};

const statusDescription =
  'in_progress: the organisation is carrying the check out; completed: it is done; needs_action: the candidate must ' +
  'do something, which message_to_candidate says.';

export const checksArea: OpenApiArea = {
  schemas: {
    CheckReport: {
      type: 'object',
      additionalProperties: false,
      required: ['status', 'message_to_candidate', 'expected_by', 'reported_at'],
      properties: {
        status: { type: 'string', enum: [...CHECK_STATUSES], description: statusDescription },
        message_to_candidate: nullable(localisedMessage),
        expected_by: nullable({ type: 'string', format: 'date' }),
        reported_at: { ...instant, description: 'When the report last changed; a PUT that repeats it leaves the time as it was.' },
      },
    },
    CheckReportInput: {
      type: 'object',
      required: ['status'],
      properties: {
        status: { type: 'string', enum: [...CHECK_STATUSES], description: statusDescription },
        message_to_candidate: { ...nullable(localisedMessage), description: 'Required with needs_action.' },
        expected_by: {
          ...nullable({ type: 'string', format: 'date' }),
          description: 'When the organisation expects the check to be done (yyyy-MM-dd); not with completed.',
        },
      },
    },
    RequestCheck: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'type', 'level', 'country', 'report'],
      properties: {
        id: { type: 'integer', description: 'What PUT /api/org/requests/{guid}/checks/{id} names the check by.' },
        type: { type: 'string', enum: [...CHECK_SLUGS] },
        level: { type: 'array', items: { type: 'string' } },
        country: { type: 'string' },
        report: nullable(ref('CheckReport')),
      },
    },
  },
  paths: {
    '/api/org/requests/{guid}/checks/{id}': {
      parameters: [
        guidParameter,
        {
          name: 'id',
          in: 'path',
          required: true,
          description: "The check's id, as the request's checks list it.",
          schema: { type: 'integer', minimum: 1 },
        },
      ],
      put: {
        operationId: 'reportCheck',
        summary: "Report a check's progress to the candidate, who sees it on the status page of their link",
        description:
          'Replaces the whole report of the check. Sending the same report again changes nothing, reported_at included. ' +
          'Only once the candidate has submitted.',
        requestBody: { required: true, content: { 'application/json': { schema: ref('CheckReportInput') } } },
        responses: {
          200: json(ref('RequestCheck'), 'The check with its report.'),
          400: invalidInput('A field is missing or wrong; each is named.'),
          ...BODY_ANSWERS,
          ...COMMON_ANSWERS,
          404: problem("No such request or check on it, or another organisation's request: all answer the same."),
          409: NOT_SUBMITTED,
        },
      },
    },
  },
};
