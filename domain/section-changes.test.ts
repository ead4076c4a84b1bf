import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ReferenceResponse } from './reference-response';
import { requiredSections } from './requirements';
import { ANSWER_SECTIONS, type ChangeCause, sectionChanges } from './section-changes';
import { buildResponse } from './testing/build-response';

const TODAY = '2026-11-27';

/** A request like gb-financial-services: every answer of the table can change its list. */
const fresh = () =>
  buildResponse({
    checks: [
      { slug: 'criminal_record', level: ['standard'] },
      { slug: 'credit' },
      { slug: 'directorship' },
      { slug: 'academic_qualification', level: ['two'] },
      { slug: 'employment' },
    ],
  });

/** Each answer of the table, given as the candidate would give it. */
const ANSWERS: Record<ChangeCause, (response: ReferenceResponse) => void> = {
  passport: (r) => {
    r.candidate_id_document_details = {
      is_completed: true,
      is_current_passport: true,
      passport_issue_country_code: 'GB',
      passport_expiry_date: '2031-01-01',
    } as never;
  },
  proof_of_employment: (r) => {
    r.employers = [{ proof_of_employment: true } as never];
  },
  certificate_copy: (r) => {
    r.candidate_education_details = [{ is_certificate_copy: true } as never];
  },
  past_directorships: (r) => {
    r.candidate_directorship_details = { past_directorships: true, is_completed: true } as never;
  },
};

const sectionsOf = (response: ReferenceResponse) => requiredSections(response, TODAY).map(({ section }) => section);

describe('the sections an answer adds or removes', () => {
  it.each(Object.entries(ANSWERS) as [ChangeCause, (response: ReferenceResponse) => void][])(
    '%s: every section it changes is in the table with that answer',
    (cause, answer) => {
      const before = sectionsOf(fresh());
      const answered = fresh();
      answer(answered);
      const changes = sectionChanges(before, sectionsOf(answered));
      expect(changes.map((change) => change.cause)).toEqual([cause]);
      const changed = [...changes[0]!.added, ...changes[0]!.removed];
      expect(changed.sort()).toEqual(ANSWER_SECTIONS.filter((row) => row.cause === cause).map((row) => row.section).sort());
    },
  );

  it('groups the changes of several answers by answer, as gb-financial-services after Personal details', () => {
    const before = sectionsOf(fresh());
    const answered = fresh();
    ANSWERS.passport(answered);
    ANSWERS.certificate_copy(answered);
    ANSWERS.past_directorships(answered);
    expect(sectionChanges(before, sectionsOf(answered))).toEqual([
      { cause: 'passport', added: ['identity_validation'], removed: ['adverse_financial_history', 'dbs_documents'] },
      { cause: 'certificate_copy', added: ['education_proof'], removed: [] },
      { cause: 'past_directorships', added: ['directorships'], removed: [] },
    ]);
  });

  it('reports nothing when the list is the same, and ignores what is not a section', () => {
    const sections = sectionsOf(fresh());
    expect(sectionChanges(sections, sections)).toEqual([]);
    expect(sectionChanges([...sections, 'retired_section'], sections)).toEqual([]);
  });

  it('names a change no answer of the table explains without a cause', () => {
    expect(sectionChanges(['details'], ['details', 'reference'])).toEqual([{ cause: null, added: ['reference'], removed: [] }]);
  });
});

describe('docs/hub.md "When the list changes"', () => {
  it('is the table of the code, row by row', () => {
    const page = readFileSync(new URL('../docs/hub.md', import.meta.url), 'utf8');
    const table = page.split('<!-- answer-sections:start -->')[1]?.split('<!-- answer-sections:end -->')[0] ?? '';
    const documented = table
      .split('\n')
      .slice(3)
      .map((line) => line.split('|').map((text) => text.trim().replace(/`/g, '')))
      .filter((cells) => cells.length > 3)
      .map((cells) => [cells[1], cells[2]]);
    expect(documented).toEqual(ANSWER_SECTIONS.map((row) => [row.section, row.cause]));
  });
});
