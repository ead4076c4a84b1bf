import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { minimumAddressYears } from '../domain/minimums';
import { unknownProviderStatuses } from '../domain/provider-status';
import { progress } from '../domain/progress';
import { storedConfigTexts } from '../domain/referees/config-texts';
import { requiredSections } from '../domain/requirements';
import { buildResponse } from '../domain/testing/build-response';
import { SCENARIO_NAMES, SCENARIOS, type ScenarioName } from './scenarios';

/** A fresh request of the scenario, nothing saved yet, as the API would serialise it. */
function freshResponse(name: ScenarioName) {
  const request = SCENARIOS[name].request;
  return buildResponse({
    country: request.country,
    consentFormLink: request.consent_form_link ?? null,
    disclosureFormLink: request.disclosure_form_link ?? null,
    rescreening: request.is_rescreening ?? false,
    digitalIdForRescreening: request.use_digital_id_for_rescreening ?? false,
    checks: request.checks.map((check) => ({
      slug: check.type,
      ...(check.country ? { country: check.country } : {}),
      level: check.level ?? [],
      region: check.region ?? null,
      digitalId: check.require_digital_id_verification ?? false,
      minimum: check.minimum_criteria_count ?? null,
      referenceConfig: (check.reference_check_config ?? []).map((config) => ({
        questionnaire: config.questionnaire,
        ...storedConfigTexts(config.name_displayed, config.note_to_candidate ?? null),
        minimum_criteria_count: config.minimum_criteria_count ?? 1,
        relationship: config.relationship ?? [],
      })),
    })),
  });
}

interface DocumentedRow {
  sections: string[];
  details: string[];
  years: number;
}

/** The scenario table of docs/check-requirements.md, between its markers. */
function documentedTable(): Map<string, DocumentedRow> {
  const page = readFileSync(new URL('../docs/check-requirements.md', import.meta.url), 'utf8');
  const table = page.split('<!-- scenario-sections:start -->')[1]?.split('<!-- scenario-sections:end -->')[0] ?? '';
  const rows = new Map<string, DocumentedRow>();
  for (const line of table.split('\n').slice(3)) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 5) continue;
    const list = (cell: string | undefined) => (cell ?? '').split(',').map((item) => item.trim());
    rows.set(cells[1] ?? '', { sections: list(cells[2]), details: list(cells[3]), years: Number(cells[4]) });
  }
  return rows;
}

describe('every scenario needs what docs/check-requirements.md says', () => {
  const documented = documentedTable();

  it('documents every scenario', () => {
    expect([...documented.keys()].sort()).toEqual([...SCENARIO_NAMES].sort());
  });

  it.each(SCENARIO_NAMES)('%s', (name) => {
    const response = freshResponse(name);
    const sections = requiredSections(response, '2026-11-21');
    const row = documented.get(name);
    expect(sections.map((s) => s.section)).toEqual(row?.sections);
    expect(sections.find((s) => s.section === 'details')?.steps).toEqual(row?.details);
    expect(minimumAddressYears(response.reference_request)).toBe(row?.years);

    // Fresh: the first section is next, nothing can be finished.
    const hub = progress({ response, providers: unknownProviderStatuses(), documentTypes: [], today: '2026-11-21' });
    expect(hub.next).toBe(row?.sections[0]);
    expect(hub.canFinish).toBe(false);
  });
});
