/** The candidate's files: uploads by id, signed forms by type. */
import { COMMON_ANSWERS, NOT_FOUND, guidParameter, type OpenApiArea } from './types';
import { NOT_SUBMITTED } from './response';

const file = (type: string) => ({ schema: { type: 'string', contentMediaType: type } });

export const documentsArea: OpenApiArea = {
  paths: {
    '/api/org/requests/{guid}/documents/{file}': {
      parameters: [
        guidParameter,
        {
          name: 'file',
          in: 'path',
          required: true,
          description: "An upload's id (the answers' documents), or a signed form's type followed by .pdf.",
          schema: { type: 'string', pattern: '^([1-9][0-9]*|[a-z_]+\\.pdf)$' },
        },
      ],
      get: {
        operationId: 'getDocument',
        summary: 'An uploaded document, or a sealed signed form',
        responses: {
          200: {
            description: 'The file, as an attachment.',
            content: {
              'application/pdf': file('application/pdf'),
              'image/jpeg': file('image/jpeg'),
              'image/png': file('image/png'),
              'application/msword': file('application/msword'),
            },
          },
          ...COMMON_ANSWERS,
          404: NOT_FOUND,
          409: NOT_SUBMITTED,
        },
      },
    },
  },
};
