/**
 * The sandbox prefill writes the details steps only through their own saves (server/details/save-step.ts): each
 * sample body is judged by the step's schema, and one the schema refuses fails the request with the field errors.
 * A details table written around its step's save would pass these tests' stubbed schemas, and fail them.
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import type { OrgRequestInput } from '../../domain/org-request.schema';
import { requiredSections } from '../../domain/requirements';
import type { DetailsStep } from '../../domain/sections';
import { serverToday } from '../../domain/today';
import { queryRows } from '../../server/db/client';
import { isSavePath, type SavePath, STEP_HANDLERS } from '../../server/details/save-step';
import { SCENARIO_NAMES, type ScenarioName } from '../../server/scenarios';
import { getResponse, scenarioBody } from './support/candidate';
import { orgHeaders, useTestApp } from './support/test-app';

const ctx = useTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

/** The save path of a details step: the previous names and social media are saved through the name path. */
const savePathOf = (step: DetailsStep): SavePath => (isSavePath(step) ? step : 'name');

const SAVE_PATHS = Object.keys(STEP_HANDLERS) as SavePath[];

async function requiredSavePaths(name: ScenarioName): Promise<Set<SavePath>> {
  const response = await getResponse(ctx.app, await ctx.createRequest(scenarioBody(name)));
  const details = requiredSections(response, serverToday(ctx.now())).find((section) => section.section === 'details');
  return new Set((details?.steps ?? []).map((step) => savePathOf(step as DetailsStep)));
}

function postRequest(body: OrgRequestInput) {
  return ctx.app.request('/api/org/requests', { method: 'POST', headers: orgHeaders(), body: JSON.stringify(body) });
}

async function storedRequests(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from reference_requests`);
  return row!.n;
}

/** The message of the error the server logged for the failed call. */
function loggedError(): string {
  const entry = ctx.logs
    .map((line) => JSON.parse(line) as { msg?: string; error?: { message?: string } })
    .find((line) => line.msg === 'unhandled error');
  return entry?.error?.message ?? '';
}

describe('the sandbox prefill', () => {
  it.each(SCENARIO_NAMES)('saves every details step a ready_to_submit %s request needs through the step’s save', async (name) => {
    const expected = await requiredSavePaths(name);
    const saved = new Set<SavePath>();
    for (const path of SAVE_PATHS) {
      const handler = STEP_HANDLERS[path];
      const save = handler.save.bind(handler);
      vi.spyOn(handler, 'save').mockImplementation((...args) => {
        saved.add(path);
        return save(...args);
      });
    }
    await ctx.createRequest(scenarioBody(name, 'ready_to_submit'));
    expect(saved).toEqual(expected);
  });

  it.each(SAVE_PATHS)('judges the %s step’s sample with the step’s schema: a refusal fails the request', async (path) => {
    let scenario: ScenarioName | undefined;
    for (const name of SCENARIO_NAMES) {
      if ((await requiredSavePaths(name)).has(path)) {
        scenario = name;
        break;
      }
    }
    if (!scenario) throw new Error(`No scenario asks the ${path} step.`);
    const before = await storedRequests();
    vi.spyOn(STEP_HANDLERS[path], 'schema').mockReturnValue(v.pipe(v.unknown(), v.check(() => false, 'refused')));

    const answer = await postRequest(scenarioBody(scenario, 'ready_to_submit'));
    expect(answer.status).toBe(500);
    expect(loggedError()).toBe(`The sandbox's ${path} answers break the step's rules: {"non_field_errors":["refused"]}`);
    expect(await storedRequests()).toBe(before);
  });

  it('names the fields of a sample that breaks a real rule, and creates nothing', async () => {
    // The sample candidate, born in 1990, is not yet 16 on this date.
    ctx.setNow(new Date('2000-01-01T12:00:00Z'));
    const answer = await postRequest(scenarioBody('gb-dbs-enhanced', 'in_progress'));
    expect(answer.status).toBe(500);
    expect(loggedError()).toBe(
      `The sandbox's birth answers break the step's rules: ${JSON.stringify({ date_of_birth: [MESSAGES.ageRange] })}`,
    );
    expect(await storedRequests()).toBe(0);
  });
});
