/**
 * The one writer of directorship lines (spec 001 §7, docs/directorships.md). The body is judged by the shared schema
 * (domain/directorships/directorship.schema.ts) on the server's date (domain/today.ts), in the caller's transaction:
 * the route runs it under the write lock (`lockedWrite`), the sandbox prefill in the transaction that fills a request.
 */
import { and, eq, max } from 'drizzle-orm';
import { directorshipSchema, type DirectorshipValues } from '../../domain/directorships/directorship.schema';
import { MAX_DIRECTORSHIPS } from '../../domain/limits';
import type { Country, ReferenceResponse } from '../../domain/reference-response';
import { serverToday } from '../../domain/today';
import { notFound } from '../auth/candidate-auth';
import type { Database } from '../db/client';
import { refuseLineBeyond } from '../db/repositories/record-limit';
import { directorships } from '../db/schema';
import { parseOrThrow } from '../errors';

export interface DirectorshipSaveTarget {
  /** The response as it stands in the caller's transaction: what the schema judges the body against. */
  response: ReferenceResponse;
  responseId: number;
  now: Date;
  /** The list the schema checks the organisation's country against. */
  countries: readonly Country[];
}

function directorshipColumns(values: DirectorshipValues) {
  return {
    organisationName: values.organisation_name,
    organisationRegistrationNumber: values.organisation_registration_number,
    organisationAddress1: values.organisation_address_1,
    organisationAddress2: values.organisation_address_2,
    city: values.city,
    postalCode: values.postal_code,
    country: values.country,
    startYear: values.start_year,
    startMonth: values.start_month,
    startDay: values.start_day,
    endYear: values.end_year,
    endMonth: values.end_month,
    endDay: values.end_day,
    isDirector: values.is_director,
    directorshipTitle: values.directorship_title,
    directorshipType: values.directorship_type,
    notes: values.notes,
    // Every answer the line asks has passed its schema.
    isCompleted: true,
  };
}

/**
 * Creates a line after the saved ones, or with an `id` replaces that line's answers (keeping its place and guid).
 * An id that is not a line of this response answers 404. Returns the line's id.
 */
export async function saveDirectorship(tx: Database, target: DirectorshipSaveTarget, body: unknown): Promise<number> {
  const context = { response: target.response, today: serverToday(target.now), countries: target.countries, nationalities: [] };
  const values = parseOrThrow(directorshipSchema(context), body);
  const columns = directorshipColumns(values);
  if (values.id !== null) {
    const updated = await tx
      .update(directorships)
      .set(columns)
      .where(and(eq(directorships.responseId, target.responseId), eq(directorships.id, values.id)))
      .returning({ id: directorships.id });
    if (updated.length === 0) throw notFound();
    return values.id;
  }
  await refuseLineBeyond(tx, directorships, target.responseId, MAX_DIRECTORSHIPS);
  const [last] = await tx
    .select({ position: max(directorships.position) })
    .from(directorships)
    .where(eq(directorships.responseId, target.responseId));
  const [created] = await tx
    .insert(directorships)
    .values({ responseId: target.responseId, position: (last?.position ?? -1) + 1, ...columns })
    .returning({ id: directorships.id });
  if (!created) throw new Error('The insert returned no row.');
  return created.id;
}
