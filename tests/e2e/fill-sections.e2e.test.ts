/**
 * Every open demo scenario (server/scenarios.ts) can be completed by a real candidate: each is invited without a
 * sandbox state and filled through the candidate's own API and the providers' sandbox pages only
 * (support/fill-sections.ts); the hub's own reading of the progress then shows every section complete. One is then
 * finished in Chromium from the hub, as its candidate would: Finish, Complete, the completion page.
 */
import { expect, test } from './support/test';
import type { CreatedRequest } from '../../domain/org-request.schema';
import type { ScenarioName } from '../../server/scenarios';
import { expectNoAxeViolations } from './support/browser';
import { fillThroughCandidateApi, OPEN_SCENARIOS, readProgress, type SamplePassport } from './support/fill-sections';
import { invite } from './support/invite';
import { submitFromHub } from './support/pages';


/**
 * A passport from outside the UK keeps one British criminal record check on uploaded documents (and asks the right
 * to work), so both routes of that check are filled; every other candidate holds their country's passport.
 */
const PASSPORTS: Partial<Record<ScenarioName, SamplePassport>> = { 'gb-dbs-enhanced': 'foreign' };

const FINISHED_SCENARIO: ScenarioName = 'gb-financial-services';

/** Filling all scenarios at once and a browser journey take longer than the default on a busy machine. */
const LONG_TEST_MS = 60_000;

const filled = new Map<ScenarioName, CreatedRequest>();

test.describe('the open scenarios, filled through the candidate’s API', () => {
  test('completes every section', async () => {
    test.setTimeout(LONG_TEST_MS);
    expect(OPEN_SCENARIOS.length).toBeGreaterThan(0);
    await Promise.all(
      OPEN_SCENARIOS.map(async (name) => {
        const created = await invite(name);
        await fillThroughCandidateApi(created, { skip: [], passport: PASSPORTS[name] });
        filled.set(name, created);
      }),
    );
    for (const name of OPEN_SCENARIOS) {
      const { progress } = await readProgress(filled.get(name) as CreatedRequest);
      const incomplete = progress.sections
        .filter(({ status }) => status !== 'success')
        .map(({ section }) => section);
      expect(incomplete, name).toEqual([]);
    }
    // The route a passport decides: documents for the foreign one, identity validation for a British one.
    const sectionsOf = async (name: ScenarioName) =>
      (await readProgress(filled.get(name) as CreatedRequest)).progress.sections.map(({ section }) => section);
    expect(await sectionsOf('gb-dbs-enhanced')).toContain('dbs_documents');
    expect(await sectionsOf('gb-financial-services')).toContain('identity_validation');
  });

  test(`lets the ${FINISHED_SCENARIO} candidate finish from the hub`, async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const created = filled.get(FINISHED_SCENARIO);
    if (!created) throw new Error(`${FINISHED_SCENARIO} was not filled`);
    const page = await openPage('phone');
    await page.goto(created.url);
    await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();
    await expectNoAxeViolations(page);
    await submitFromHub(page);
    await page.context().close();
  });
});
