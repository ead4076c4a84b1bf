import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { documentTypesFor } from '../document-types';
import { buildCheck } from '../testing/build-response';
import { IDENTITY_POINTS_TARGET } from '../limits';
import { MESSAGES } from '../messages';
import {
  documentSelectionSchema,
  savedSelection,
  SELECTION_LEVELS,
  selectionDefaults,
  typesOfLevel,
} from './selection';
import { selectionPoints } from './points';

/** The 100-point check is Australian: its catalogue holds Australia's own documents too. */
const catalogue = documentTypesFor({ checks: [buildCheck({ slug: 'id_check', level: ['100_point_check'] }, 'AU')] });
const schema = documentSelectionSchema(catalogue);

/** The body's field errors as the API names them, message ids by dotted path. */
function errorsOf(input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) (errors[v.getDotPath(issue) ?? ''] ??= []).push(issue.message);
  return errors;
}

const body = (primary: string[], secondary: string[]) => ({
  reference_request: 7,
  primary_documents: primary,
  secondary_documents: secondary,
});

describe('the tabs', () => {
  it('offer Australia’s own documents only where a check is run in Australia', () => {
    const british = documentTypesFor({ checks: [buildCheck({ slug: 'id_check' }, 'GB')] });
    const slugs = british.map((type) => type.slug);
    expect(slugs).toContain('passport');
    expect(slugs.filter((slug) => ['australian-citizenship-certificate', 'medicare-card', 'australian-marriage-certificate'].includes(slug))).toEqual([]);
    const abroad = documentTypesFor({ checks: [buildCheck({ slug: 'criminal_record', country: 'AU' }, 'GB')] });
    expect(abroad.map((type) => type.slug)).toContain('medicare-card');
  });

  it('offer the primary types on the primary tab and the secondary types on the secondary tab', () => {
    expect(typesOfLevel(catalogue, 'primary').map((type) => type.slug)).toEqual([
      'passport',
      'birth-certificate-optional',
      'australian-citizenship-certificate',
    ]);
    expect(typesOfLevel(catalogue, 'secondary').map((type) => type.slug)).toEqual([
      'driving-license',
      'firearms-license',
      'utility-bill',
      'address-proof',
      'medicare-card',
    ]);
  });

  it('never offer one type on both tabs, so no type can be counted twice across them', () => {
    const primary = new Set(typesOfLevel(catalogue, 'primary').map((type) => type.slug));
    expect(typesOfLevel(catalogue, 'secondary').filter((type) => primary.has(type.slug))).toEqual([]);
  });
});

describe('the points of a selection', () => {
  it.each<[string, string[], number]>([
    ['nothing', [], 0],
    ['a passport', ['passport'], 70],
    ['a passport and a driving licence', ['passport', 'driving-license'], 110],
    ['a passport and a Medicare card', ['passport', 'medicare-card'], 95],
    ['a type named twice, once', ['passport', 'passport'], 70],
    ['an unknown type, as nothing', ['passport', 'library-card'], 70],
  ])('%s', (_, slugs, points) => {
    expect(selectionPoints(catalogue, slugs)).toBe(points);
  });
});

describe('the selection schema', () => {
  it.each<[string, string[], string[]]>([
    ['a primary and a 40-point secondary', ['passport'], ['driving-license']],
    ['a primary and two 25-point secondaries', ['birth-certificate-optional'], ['utility-bill', 'medicare-card']],
    ['two primaries', ['passport', 'australian-citizenship-certificate'], []],
  ])('takes %s', (_, primary, secondary) => {
    expect(errorsOf(body(primary, secondary))).toEqual({});
  });

  it('asks for a primary document on primary_documents, and for nothing else until there is one', () => {
    expect(errorsOf(body([], []))).toEqual({ primary_documents: [MESSAGES.selectionPrimaryRequired] });
    expect(errorsOf(body([], ['driving-license', 'utility-bill']))).toEqual({
      primary_documents: [MESSAGES.selectionPrimaryRequired],
    });
  });

  it('asks for more documents on secondary_documents under 100 points', () => {
    expect(errorsOf(body(['passport'], ['utility-bill']))).toEqual({ secondary_documents: [MESSAGES.selectionPointsShort] });
    expect(MESSAGES.selectionPointsShort).toBe('Please select more documents to make a minimum of 100 points');
  });

  it('refuses a type of the other tab, an unknown type, and a type named twice', () => {
    expect(errorsOf(body(['driving-license'], ['firearms-license']))).toEqual({
      'primary_documents.0': [MESSAGES.selectFromList],
      secondary_documents: [MESSAGES.selectionPointsShort],
    });
    expect(errorsOf(body(['passport', 'australian-citizenship-certificate'], ['library-card']))).toEqual({ 'secondary_documents.0': [MESSAGES.selectFromList] });
    expect(errorsOf(body(['passport'], ['driving-license', 'driving-license']))).toEqual({
      secondary_documents: [MESSAGES.documentSelectedTwice],
    });
  });

  it('refuses a body whose fields are not of their kind', () => {
    expect(errorsOf({ reference_request: '7', primary_documents: 'passport', secondary_documents: [1] })).toEqual({
      reference_request: [MESSAGES.validInteger],
      primary_documents: [MESSAGES.selectFromList],
      'secondary_documents.0': [MESSAGES.selectFromList],
    });
    expect(errorsOf({ ...body(['passport'], ['driving-license']), reference_request: 1.5 })).toEqual({
      reference_request: [MESSAGES.validInteger],
    });
  });
});

describe('the saved selection', () => {
  it('starts the form from what is saved, or from nothing', () => {
    expect(selectionDefaults(7, null)).toEqual(body([], []));
    expect(selectionDefaults(7, { primary: ['passport'], secondary: ['medicare-card'], is_completed: true })).toEqual(
      body(['passport'], ['medicare-card']),
    );
  });

  it('is stored complete', () => {
    expect(savedSelection(body(['passport'], ['driving-license']))).toEqual({
      primary: ['passport'],
      secondary: ['driving-license'],
      is_completed: true,
    });
  });
});

describe('docs/documents.md "Identity points"', () => {
  it('is the table of the catalogue, row by row, towards the same target', () => {
    const page = readFileSync(new URL('../../docs/documents.md', import.meta.url), 'utf8');
    const table = page.split('<!-- identity-points:start -->')[1]?.split('<!-- identity-points:end -->')[0] ?? '';
    const documented = table
      .split('\n')
      .slice(3)
      .map((line) => line.split('|').map((text) => text.trim()))
      .filter((cells) => cells.length > 5)
      .map((cells) => cells.slice(1, 4).map((text) => text.replace(/`/g, '')));
    expect(documented).toEqual(
      SELECTION_LEVELS.flatMap((level) => typesOfLevel(catalogue, level).map((type) => [type.slug, level, String(type.points)])),
    );
    expect(page).toContain(`${IDENTITY_POINTS_TARGET} points`);
  });
});
