/**
 * The body of POST /api/client-errors/ (domain/client-error.ts; docs/decisions/0028): every text bounded, the path
 * without a query, the status an HTTP one.
 */
import * as v from 'valibot';
import { CLIENT_ERROR_LIMITS } from './client-error';
import { freeText, maxLengthMessage } from './forms/fields';
import { MESSAGES } from './messages';

const bounded = (max: number) => v.pipe(freeText(MESSAGES.required), v.maxLength(max, maxLengthMessage(max)));

const PATH_MESSAGE = 'Enter a path that starts with / and has no query.';

export const clientErrorSchema = v.strictObject({
  name: bounded(CLIENT_ERROR_LIMITS.name),
  message: bounded(CLIENT_ERROR_LIMITS.message),
  path: v.pipe(bounded(CLIENT_ERROR_LIMITS.path), v.regex(/^\/[^?#\s]*$/, PATH_MESSAGE)),
  status: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599))),
  detail: v.nullable(bounded(CLIENT_ERROR_LIMITS.detail)),
});
