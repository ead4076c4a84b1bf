/**
 * The 400 answers of the write routes: each refused field named with its messages. Tests write the expected body as
 * message → fields, and check an answer in one call, so a long table reads as what it is about.
 */
import { expectAnswer } from './expect-answer';

/** Each of `fields` refused with the one `message`, to spread into an expected body. */
export function failing(message: string, ...fields: string[]): Record<string, string[]> {
  return Object.fromEntries(fields.map((field) => [field, [message]]));
}

/** Expects `answer` to be a 400 naming exactly `errors`. */
export async function expectFieldErrors(answer: Response, errors: Record<string, string[]>) {
  await expectAnswer(answer, 400, errors);
}
