/** Requests sent together, for the race suites: each answer's status and JSON body (null when empty), in order. */
export interface Answer {
  status: number;
  body: unknown;
}

export async function atOnce(requests: (() => Response | Promise<Response>)[]): Promise<Answer[]> {
  const answers = await Promise.all(requests.map((send) => send()));
  return Promise.all(
    answers.map(async (answer) => {
      const text = await answer.text();
      return { status: answer.status, body: text ? (JSON.parse(text) as unknown) : null };
    }),
  );
}

/** Enough repeats for PostgreSQL to interleave differently; PGlite runs one order. */
export const RACE_TRIALS = (onPostgres: number) => (process.env.API_TEST_DATABASE === 'postgres' ? onPostgres : 1);
