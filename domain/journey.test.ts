import { describe, expect, it } from 'vitest';
import {
  canVisitStep,
  entryStep,
  nextStep,
  previousStep,
  showsStepCounter,
  showsStepTabs,
  stepPosition,
} from './journey';
import type { SectionProgress } from './progress';
import type { SectionSlug, StepSlug } from './sections';

function section(name: SectionSlug, steps: [StepSlug, boolean][]): SectionProgress {
  return { section: name, steps: steps.map(([step, complete]) => ({ step, complete })), status: 'pending' };
}

const details = section('details', [
  ['name', true],
  ['birth', true],
  ['id', false],
  ['address', false],
]);

describe('entering and moving through a section (spec 000 §2 "Step pages")', () => {
  it('opens the first incomplete step, or the first step when all are complete', () => {
    expect(entryStep(details)).toBe('id');
    expect(entryStep(section('details', [['name', true], ['birth', true]]))).toBe('name');
  });

  it.each<[StepSlug, boolean]>([
    ['name', true],
    ['birth', true],
    ['id', true],
    ['address', false],
    ['phone', false],
  ])('%s can be visited: %s', (step, expected) => {
    expect(canVisitStep(details, step)).toBe(expected);
  });

  it('lets a candidate revisit any step once all are complete', () => {
    const done = section('dbs_documents', [['dbs_address', true], ['dbs_identity', true]]);
    expect(canVisitStep(done, 'dbs_identity')).toBe(true);
  });

  it('leads Next to the following step and home after the last', () => {
    expect(nextStep(details, 'birth')).toBe('id');
    expect(nextStep(details, 'address')).toBeNull();
    expect(previousStep(details, 'birth')).toBe('name');
    expect(previousStep(details, 'name')).toBeNull();
  });

  it('counts steps for the mobile counter', () => {
    expect(stepPosition(details, 'id')).toEqual({ position: 3, total: 4 });
  });

  it('hides the counter for the sections the specification names', () => {
    for (const name of ['dbs_declaration_consent', 'reference', 'employers', 'directorships'] as const) {
      expect(showsStepCounter(name), name).toBe(false);
    }
    expect(showsStepCounter('details')).toBe(true);
  });

  it('shows side tabs only for sections with several steps of their own', () => {
    expect(showsStepTabs(details)).toBe(true);
    expect(showsStepTabs(section('cifas_declaration_consent', [['cifas_consent', false]]))).toBe(false);
    expect(showsStepTabs(section('employers', [['employers', false], ['employers', false]]))).toBe(false);
  });
});
