/** A schema's errors as the step tests read them. */
import * as v from 'valibot';

/** Each path's messages, joined with " | ": a field with one message reads as that message; none when valid. */
export function joinedErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] = errors[path] ? `${errors[path]} | ${issue.message}` : issue.message;
  }
  return errors;
}

/** Each of `fields` with the one `message`, as joinedErrors reads them, to spread into an expected table. */
export function eachWith(message: string, ...fields: string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, message]));
}
