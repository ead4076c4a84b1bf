import { expect } from 'vitest';

/** Expects `answer` to carry `status` and exactly the JSON `body`. */
export async function expectAnswer(answer: Response, status: number, body: unknown) {
  expect(answer.status).toBe(status);
  expect(await answer.json()).toStrictEqual(body);
}
