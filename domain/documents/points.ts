/**
 * Points of chosen document types (spec 001 §9 "Identity target 100 points"), read by the identity selection
 * (selection.ts) and the points upload step's completion (domain/progress.ts). Apart from the selection's schema so
 * the hub, which reads progress, does not load valibot with it.
 */
import type { DocumentType } from '../reference-response';

export type PointsType = Pick<DocumentType, 'slug' | 'points' | 'document_level'>;

/** What the chosen types are worth: each type once, however often it is named; an unknown slug is worth nothing. */
export function selectionPoints(types: readonly PointsType[], slugs: readonly string[]): number {
  return [...new Set(slugs)].reduce((sum, slug) => sum + (types.find((type) => type.slug === slug)?.points ?? 0), 0);
}
