import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CHECK_LEVELS, CHECK_SLUGS, SCOTLAND_REGION } from '../domain/checks';
import { EDUCATION_LEVEL_RECORDS } from '../domain/minimums';
import { orgRequestSchema, type OrgRequest } from '../domain/org-request.schema';
import { SCENARIOS, SCENARIO_NAMES, isScenarioName, type ScenarioName } from './scenarios';

function parsed(name: ScenarioName): OrgRequest {
  return v.parse(orgRequestSchema, SCENARIOS[name].request);
}

const allChecks = SCENARIO_NAMES.flatMap((name) => parsed(name).checks);

describe('scenarios', () => {
  it('names exactly the scenarios the documentation lists, each once', () => {
    expect([...SCENARIO_NAMES].sort()).toEqual(Object.keys(SCENARIOS).sort());
    expect(new Set(SCENARIO_NAMES).size).toBe(SCENARIO_NAMES.length);
    expect(SCENARIO_NAMES).toEqual(
      expect.arrayContaining([
        'gb-dbs-enhanced', 'gb-scotland-basic', 'gb-financial-services', 'gb-digital-id', 'gb-rescreening', 'au-acic',
        'nz-police-vetting', 'us-employment', 'br-family-names', 'expired', 'profile-removed', 'completed',
      ]),
    );
  });

  it.each(SCENARIO_NAMES)('%s is a valid organisation request with a description', (name) => {
    const result = v.safeParse(orgRequestSchema, SCENARIOS[name].request);
    expect(result.issues ? v.flatten(result.issues) : undefined).toBeUndefined();
    expect(SCENARIOS[name].description.length).toBeGreaterThan(20);
  });

  it('carries every check type at least once', () => {
    const carried = new Set(allChecks.map((check) => check.type));
    const missing = CHECK_SLUGS.filter((slug) => !carried.has(slug));
    expect(missing).toEqual([]);
  });

  it('carries every named check level at least once', () => {
    const carried = new Set(allChecks.flatMap((check) => check.level));
    const missing = Object.values(CHECK_LEVELS).filter((level) => !carried.has(level));
    expect(missing).toEqual([]);
  });

  it('uses only the levels the product knows', () => {
    const known = new Set<string>(Object.values(CHECK_LEVELS));
    expect(allChecks.flatMap((check) => check.level).filter((level) => !known.has(level))).toEqual([]);
  });

  it('puts each level on the check type and country it belongs to', () => {
    const where = (level: string) =>
      SCENARIO_NAMES.flatMap((name) => {
        const request = parsed(name);
        return request.checks
          .filter((check) => check.level.includes(level))
          .map((check) => `${check.country ?? request.country}:${check.type}`);
      });
    for (const level of [CHECK_LEVELS.basic, CHECK_LEVELS.standard, CHECK_LEVELS.enhanced]) {
      expect(new Set(where(level))).toEqual(new Set(['GB:criminal_record']));
    }
    expect(new Set(where(CHECK_LEVELS.afp))).toEqual(new Set(['AU:criminal_record']));
    expect(new Set(where(CHECK_LEVELS.acic))).toEqual(new Set(['AU:criminal_record']));
    expect(new Set(where(CHECK_LEVELS.hundredPoint))).toEqual(new Set(['AU:id_check']));
    expect(new Set(where(CHECK_LEVELS.policeVetting))).toEqual(new Set(['NZ:criminal_record']));
    expect(new Set(where(CHECK_LEVELS.moj))).toEqual(new Set(['NZ:criminal_record']));
    expect(new Set(where(CHECK_LEVELS.nzDrivingLicence))).toEqual(new Set(['NZ:driving_license']));
    expect(new Set(where(CHECK_LEVELS.cifas))).toEqual(new Set(['GB:financial_regulatory']));
    for (const level of [CHECK_LEVELS.oneQualification, CHECK_LEVELS.twoQualifications, CHECK_LEVELS.unlimitedQualifications]) {
      expect(new Set(where(level).map((place) => place.split(':')[1]))).toEqual(new Set(['academic_qualification']));
    }
  });

  it('gives each scenario the feature its name promises', () => {
    const criminal = (name: ScenarioName) => parsed(name).checks.find((check) => check.type === 'criminal_record');

    expect(parsed('gb-dbs-enhanced').country).toBe('GB');
    expect(criminal('gb-dbs-enhanced')?.level).toEqual([CHECK_LEVELS.enhanced]);

    expect(criminal('gb-scotland-basic')).toMatchObject({ level: [CHECK_LEVELS.basic], region: SCOTLAND_REGION });

    const digital = parsed('gb-digital-id').checks.filter((check) => check.require_digital_id_verification);
    expect(digital.map((check) => check.type)).toEqual(expect.arrayContaining(['criminal_record', 'right_to_work']));

    expect(parsed('gb-rescreening')).toMatchObject({ is_rescreening: true, country: 'GB' });
    expect(SCENARIO_NAMES.filter((name) => parsed(name).is_rescreening)).toEqual(['gb-rescreening']);

    expect(parsed('au-acic').country).toBe('AU');
    expect(criminal('au-acic')?.level).toContain(CHECK_LEVELS.acic);

    expect(parsed('nz-police-vetting').country).toBe('NZ');
    expect(criminal('nz-police-vetting')?.level).toContain(CHECK_LEVELS.policeVetting);
    expect(parsed('nz-police-vetting').consent_form_link).toMatch(/^https:\/\//);

    const us = parsed('us-employment');
    expect(us.country).toBe('US');
    expect(us.checks.map((check) => check.type)).toContain('employment');
    expect(us.disclosure_form_link).toMatch(/^https:\/\//);

    expect(parsed('br-family-names').country).toBe('BR');
  });

  it('asks for references through a questionnaire wherever a reference check is requested', () => {
    const references = allChecks.filter((check) => check.type === 'reference');
    expect(references.length).toBeGreaterThan(0);
    for (const check of references) {
      expect(check.reference_check_config.length).toBeGreaterThan(0);
      for (const config of check.reference_check_config) {
        expect(config.minimum_criteria_count).toBeGreaterThanOrEqual(1);
        expect(config.relationship.length).toBeGreaterThan(0);
      }
    }
  });

  it('sets an explicit minimum on every academic qualification check, at least what its level asks for', () => {
    const academic = allChecks.filter((check) => check.type === 'academic_qualification');
    expect(academic.length).toBeGreaterThan(0);
    for (const check of academic) {
      expect(check.minimum_criteria_count).toBeGreaterThanOrEqual(1);
      for (const level of check.level) {
        expect(check.minimum_criteria_count, level).toBeGreaterThanOrEqual(EDUCATION_LEVEL_RECORDS[level] ?? 0);
      }
    }
  });

  it('gives the completed New Zealand company its drug-test booking code', () => {
    expect(parsed('completed').company.nz_company_code).toBe('KCF-2231');
  });

  it('puts the state scenarios, and only them, in their sandbox state', () => {
    expect(parsed('expired').sandbox_state).toBe('expired');
    expect(parsed('profile-removed').sandbox_state).toBe('profile_removed');
    expect(parsed('completed').sandbox_state).toBe('completed');
    const others = SCENARIO_NAMES.filter((name) => !['expired', 'profile-removed', 'completed'].includes(name));
    for (const name of others) expect(parsed(name).sandbox_state, name).toBeUndefined();
  });

  it('invents people at reserved example domains only', () => {
    for (const name of SCENARIO_NAMES) {
      const request = parsed(name);
      expect(request.candidate.email).toMatch(/@example\.com$/);
      for (const link of [request.consent_form_link, request.disclosure_form_link]) {
        if (link) expect(new URL(link).hostname).toMatch(/\.example$/);
      }
      const logo = request.company.logo_url;
      if (logo) expect(logo.startsWith('data:image/svg+xml,')).toBe(true);
    }
  });

  it('recognises scenario names', () => {
    expect(isScenarioName('au-acic')).toBe(true);
    expect(isScenarioName('au_acic')).toBe(false);
    expect(isScenarioName(undefined)).toBe(false);
  });

  it('are all described in docs/scenarios.md, each row naming its checks and levels', () => {
    const doc = readFileSync(new URL('../docs/scenarios.md', import.meta.url), 'utf8');
    for (const name of SCENARIO_NAMES) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
      expect(row, name).toBeDefined();
      for (const check of parsed(name).checks) {
        expect(row, `${name} ${check.type}`).toContain(`\`${check.type}\``);
        for (const level of check.level) expect(row, `${name} ${level}`).toContain(level);
      }
    }
  });

  it('lists in docs/scenarios.md exactly the scenarios that carry each check type and level', () => {
    const lines = readFileSync(new URL('../docs/scenarios.md', import.meta.url), 'utf8').split('\n');
    const listed = (key: string) => {
      const row = lines.find((line) => line.startsWith(`| \`${key}\` |`) && !SCENARIO_NAMES.includes(key as ScenarioName));
      expect(row, key).toBeDefined();
      const cells = (row as string).split('|').map((cell) => cell.trim());
      // The last filled cell lists the scenarios; a note in brackets may follow a name.
      const names = (cells[cells.length - 2] as string).split(',').map((entry) => entry.trim().split(' ')[0]);
      return new Set(names);
    };
    const carrying = (test: (check: OrgRequest['checks'][number]) => boolean) =>
      new Set(SCENARIO_NAMES.filter((name) => parsed(name).checks.some(test)));
    for (const slug of CHECK_SLUGS) expect(listed(slug), slug).toEqual(carrying((check) => check.type === slug));
    for (const level of Object.values(CHECK_LEVELS)) {
      expect(listed(level), level).toEqual(carrying((check) => check.level.includes(level)));
    }
  });
});
