/**
 * The identity document selection (spec 001 §2 "Identity document selection page with primary and secondary tabs",
 * §3 "Selected documents", §4, §5, §9): the candidate ticks catalogue types on a primary tab and a secondary tab
 * until they are worth 100 points. The catalogue (domain/document-types.ts) says which types sit on which tab
 * (`document_level`) and what each is worth; docs/documents.md "Identity points" lists them with the reasons.
 * One schema judges the form and the body of POST /oneform/document-upload/select/.
 */
import * as v from 'valibot';
import { maxItems } from '../forms/fields';
import { IDENTITY_POINTS_TARGET, MAX_SELECTED_DOCUMENTS } from '../limits';
import { MESSAGES } from '../messages';
import type { SelectedDocuments } from '../reference-response';
import { type PointsType, selectionPoints } from './points';

export const SELECTION_LEVELS = ['primary', 'secondary'] as const;
export type SelectionLevel = (typeof SELECTION_LEVELS)[number];

/** The catalogue's types offered on one tab, in catalogue order. */
export function typesOfLevel<T extends PointsType>(types: readonly T[], level: SelectionLevel): T[] {
  return types.filter((type) => type.document_level.includes(level));
}

export interface SelectionInput {
  reference_request: number;
  primary_documents: string[];
  secondary_documents: string[];
}

const hasNoRepeat = (slugs: string[]) => new Set(slugs).size === slugs.length;

/** A tab's ticked slugs: each a type of that tab, none twice. */
const slugsOf = (allowed: ReadonlySet<string>) =>
  v.pipe(
    v.array(v.pipe(v.string(MESSAGES.selectFromList), v.check((slug) => allowed.has(slug), MESSAGES.selectFromList)), MESSAGES.selectFromList),
    maxItems(MAX_SELECTED_DOCUMENTS),
    v.check(hasNoRepeat, MESSAGES.documentSelectedTwice),
  );

/**
 * The selection of one request, over its catalogue. No primary type: the primary message on `primary_documents`.
 * With a primary type but under 100 points: the points message on `secondary_documents`, where the candidate adds
 * the rest (spec 001 §8 names the two messages by these fields). Without a primary type the points message waits:
 * a primary type is the first thing missing, and alone it would send the candidate to the wrong tab.
 */
export function documentSelectionSchema(types: readonly PointsType[]) {
  const slugSet = (level: SelectionLevel) => new Set(typesOfLevel(types, level).map((type) => type.slug));
  return v.pipe(
    v.object({
      reference_request: v.pipe(
        v.number(MESSAGES.validInteger),
        v.integer(MESSAGES.validInteger),
        v.minValue(1, MESSAGES.validInteger),
        v.maxValue(Number.MAX_SAFE_INTEGER, MESSAGES.validInteger),
      ),
      primary_documents: slugsOf(slugSet('primary')),
      secondary_documents: slugsOf(slugSet('secondary')),
    }),
    v.forward(
      v.partialCheck(
        [['primary_documents']],
        (input) => input.primary_documents.length > 0,
        MESSAGES.selectionPrimaryRequired,
      ),
      ['primary_documents'],
    ),
    v.forward(
      v.partialCheck(
        [['primary_documents'], ['secondary_documents']],
        (input) =>
          input.primary_documents.length === 0 ||
          selectionPoints(types, [...input.primary_documents, ...input.secondary_documents]) >= IDENTITY_POINTS_TARGET,
        MESSAGES.selectionPointsShort,
      ),
      ['secondary_documents'],
    ),
  );
}

export type DocumentSelectionSchema = ReturnType<typeof documentSelectionSchema>;

/** The form's starting values: the saved selection, or nothing ticked. */
export function selectionDefaults(referenceRequestId: number, saved: SelectedDocuments | null): SelectionInput {
  return {
    reference_request: referenceRequestId,
    primary_documents: saved?.primary ?? [],
    secondary_documents: saved?.secondary ?? [],
  };
}

/** What is stored once the selection passes: a complete selection (spec 001 §4 "Completion"). */
export function savedSelection(values: SelectionInput): SelectedDocuments {
  return { primary: values.primary_documents, secondary: values.secondary_documents, is_completed: true };
}
