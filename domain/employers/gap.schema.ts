/**
 * An employment gap (spec 001 §3 "Employment gap", §5 "Gap dialog"): what the candidate did between employments.
 * Added with POST .../employers/employment-gap/, changed with PUT (the body names its `id`):
 *
 *   { "start_date": "2022-01-01", "end_date": "2022-05-31", "gap_reason": "OTHER", "additional_notes": "Travelling" }
 *
 * Both dates are required and not after today, the end not before the start; the notes are required for OTHER and
 * optional otherwise.
 */
import * as v from 'valibot';
import { isIsoDate, isObject, notAfter, oneOf, optionalText, recordId, requiredDate, textOf } from '../forms/fields';
import { MESSAGES } from '../messages';
import type { EmploymentGap } from '../reference-response';
import { GAP_REASONS, OTHER_GAP_REASON } from './options';

/** The notes are a free description; 1000 characters is room for a paragraph. */
export const GAP_NOTES_MAX = 1000;

function gapSchemaFor(today: string, start: string | null, other: boolean) {
  return v.object({
    id: recordId(),
    start_date: v.pipe(requiredDate(), notAfter(today)),
    end_date: v.pipe(
      requiredDate(),
      notAfter(today),
      v.check((day) => !isIsoDate(day) || start === null || day >= start, MESSAGES.notBeforeStart),
    ),
    gap_reason: oneOf(GAP_REASONS, MESSAGES.selectGapReason),
    additional_notes: v.pipe(
      optionalText(GAP_NOTES_MAX),
      v.check((notes) => !other || notes !== null, MESSAGES.required),
    ),
  });
}

export type GapInput = v.InferInput<ReturnType<typeof gapSchemaFor>>;
export type GapValues = v.InferOutput<ReturnType<typeof gapSchemaFor>>;

/** The gap's schema on `today` (the candidate's in the form, the server's in the API: domain/today.ts). */
export function gapSchema(today: string) {
  return v.lazy((input) => {
    const gap = isObject(input) ? input : {};
    const start = textOf(gap.start_date);
    return gapSchemaFor(today, isIsoDate(start) ? start : null, gap.gap_reason === OTHER_GAP_REASON);
  });
}

/** The dialog's starting values: a saved gap, or one over the dates the timeline found. */
export function gapInput(gap: Pick<EmploymentGap, 'start_date' | 'end_date'> & Partial<EmploymentGap>): GapInput {
  return {
    id: gap.id ?? null,
    start_date: gap.start_date,
    end_date: gap.end_date,
    gap_reason: gap.gap_reason ?? '',
    additional_notes: gap.additional_notes ?? '',
  };
}
