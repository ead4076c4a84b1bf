/** The candidate pack: GET /api/org/requests/{guid}/pack.pdf (docs/organisation-api.md "The candidate pack"). */
import { NOT_SUBMITTED } from './response';
import { COMMON_ANSWERS, NOT_FOUND, guidParameter, type OpenApiArea } from './types';

export const packArea: OpenApiArea = {
  paths: {
    '/api/org/requests/{guid}/pack.pdf': {
      parameters: [guidParameter],
      get: {
        operationId: 'getCandidatePack',
        summary: 'One PDF of the whole submission',
        description:
          'A cover page (organisation, candidate, checks, submission reference and time), then every section in the ' +
          "order of the candidate's home page with the answers given, uploaded images drawn and the fitness-and-propriety " +
          'signature, then the sealed signed forms and the uploaded PDFs, page for page. The text is selectable. Built on ' +
          'each call, once the candidate has submitted.',
        responses: {
          200: {
            description: 'The pack, as an attachment named candidate-pack-{submission reference}.pdf.',
            headers: {
              'Content-Disposition': {
                description: 'attachment; filename="candidate-pack-{submission reference}.pdf"',
                schema: { type: 'string' },
              },
            },
            content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
          },
          ...COMMON_ANSWERS,
          404: NOT_FOUND,
          409: NOT_SUBMITTED,
        },
      },
    },
  },
};
