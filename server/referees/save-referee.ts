/**
 * The one writer of the referees section (spec 001 §7, docs/referees.md): one referee line at a time. The body is
 * judged by the shared schema (domain/referees/referee.schema.ts) over the response as it stands in the caller's
 * transaction, so "You have already nominated this referee." sees every referee saved before it. The routes run
 * these under the write lock (`lockedWrite`); the sandbox prefill runs the save in the transaction creating the
 * request.
 */
import { and, eq } from 'drizzle-orm';
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { MAX_REFEREES } from '../../domain/limits';
import { refereeSchema, type RefereeValues } from '../../domain/referees/referee.schema';
import type { Country, ReferenceResponse } from '../../domain/reference-response';
import { serverToday } from '../../domain/today';
import { notFound } from '../auth/candidate-auth';
import type { Database } from '../db/client';
import { refuseLineBeyond } from '../db/repositories/record-limit';
import { referees } from '../db/schema';
import { parseOrThrow } from '../errors';

export interface RefereeSaveTarget {
  /** The response as it stands in the caller's transaction: what the schema judges the body against. */
  response: ReferenceResponse;
  responseId: number;
  now: Date;
  /** The list the schema checks the calling code against. */
  countries: readonly Country[];
}

function refereeColumns(values: RefereeValues) {
  return {
    questionnaire: values.questionnaire,
    relationship: values.relationship,
    organizationName: values.organization_name,
    togetherWorkExperience: values.together_work_experience,
    haveEmail: values.have_email,
    informationUndertaking: values.information_undertaking,
    managerFirstName: values.manager.first_name,
    managerLastName: values.manager.last_name,
    managerEmail: values.manager.email,
    managerCountryCode: values.manager.country_code,
    managerContactNumber: values.manager.contact_number,
    managerPhoneCountry: values.manager.phone_country,
  };
}

/**
 * Creates a referee, or with an `id` replaces that referee's answers. An id that is not a referee of this response
 * answers 404. Returns the referee's id.
 */
export async function saveReferee(tx: Database, target: RefereeSaveTarget, body: unknown): Promise<number> {
  const context = { response: target.response, today: serverToday(target.now), countries: target.countries, nationalities: [], isValidPhoneNumber };
  const values = parseOrThrow(refereeSchema(context), body);
  const columns = refereeColumns(values);
  if (values.id !== null) {
    const updated = await tx
      .update(referees)
      .set(columns)
      .where(and(eq(referees.responseId, target.responseId), eq(referees.id, values.id)))
      .returning({ id: referees.id });
    if (updated.length === 0) throw notFound();
    return values.id;
  }
  await refuseLineBeyond(tx, referees, target.responseId, MAX_REFEREES);
  const [created] = await tx
    .insert(referees)
    .values({ responseId: target.responseId, ...columns })
    .returning({ id: referees.id });
  if (!created) throw new Error('The insert returned no row.');
  return created.id;
}

/** False when the response has no referee of that id. */
export async function deleteReferee(tx: Database, responseId: number, id: number): Promise<boolean> {
  const deleted = await tx
    .delete(referees)
    .where(and(eq(referees.responseId, responseId), eq(referees.id, id)))
    .returning({ id: referees.id });
  return deleted.length > 0;
}
