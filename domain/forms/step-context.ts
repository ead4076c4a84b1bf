/**
 * What a step schema may read besides the answers (spec 000 §5): the request and what is already saved (its
 * country and checks pick the fields; the date of birth bounds previous names), the candidate's date, and the
 * lists a form picks from. The form builds it from the loaded queries, the API from the stored response, so
 * both judge an answer the same way.
 */
import type { Country, Nationality, ReferenceResponse } from '../reference-response';

export interface StepContext {
  response: ReferenceResponse;
  /** yyyy-MM-dd (domain/today.ts): `candidateToday` in the form, `serverToday` (UTC+14) in the API. */
  today: string;
  countries: readonly Country[];
  /** Only the birth step reads them; other steps' forms may pass none. */
  nationalities: readonly Nationality[];
}

export const idsOf = (rows: readonly { id: number }[]): ReadonlySet<number> => new Set(rows.map((row) => row.id));
