/**
 * The one writer of the employers section (spec 001 §7, docs/employment.md): employer lines, employment gaps and
 * the skip. Each body is judged by its shared schema (domain/employers/) over the response as it stands in the
 * caller's transaction, on the server's date (domain/today.ts). The routes run these under the write lock
 * (`lockedWrite`); the sandbox prefill runs the employer save in the transaction that creates the request.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, max } from 'drizzle-orm';
import { employerSchema, type EmployerValues } from '../../domain/employers/employer.schema';
import { gapSchema } from '../../domain/employers/gap.schema';
import { skipSchema } from '../../domain/employers/skip.schema';
import type { Country, ReferenceResponse } from '../../domain/reference-response';
import { MAX_EMPLOYERS, MAX_EMPLOYMENT_GAPS } from '../../domain/limits';
import { serverToday } from '../../domain/today';
import { notFound } from '../auth/candidate-auth';
import type { Database } from '../db/client';
import { refuseLineBeyond } from '../db/repositories/record-limit';
import { employers, employmentGaps, referenceResponses } from '../db/schema';
import { parseOrThrow } from '../errors';

export interface EmployerSaveTarget {
  /** The response as it stands in the caller's transaction: what the schema judges the body against. */
  response: ReferenceResponse;
  responseId: number;
  now: Date;
  /** The list the schema checks the organisation's country against. */
  countries: readonly Country[];
}

/** The id an INSERT ... RETURNING answered. */
function firstId(rows: readonly { id: number }[]): number {
  const [row] = rows;
  if (!row) throw new Error('The insert returned no row.');
  return row.id;
}

function employerColumns(values: EmployerValues) {
  return {
    organizationName: values.organization_name,
    organisationAddress: values.organisation_address,
    organisationAddressCont: values.organisation_address_cont,
    organizationCountry: values.organization_country,
    employmentPeriodFrom: values.employment_period_from,
    employmentPeriodTo: values.employment_period_to,
    isPresent: values.is_present,
    candidateJobTitle: values.candidate_job_title,
    titleReportedInto: values.title_reported_into,
    typeOfEmployment: values.type_of_employment,
    reasonForLeaving: values.reason_for_leaving,
    hasEmployeeIdNumber: values.has_employee_id_number,
    employeeIdNumber: values.employee_id_number,
    isAgency: values.is_agency,
    agencyName: values.agency_name,
    agencyConsultantName: values.agency_consultant_name,
    agencyEmail: values.agency_email,
    proofOfEmployment: values.proof_of_employment,
    haveHrEmail: values.have_hr_email,
    contactVerifier: values.contact_verifier,
    contactVerifierDate: values.contact_verifier_date,
    managerEmail: values.manager.email,
    managerFirstName: values.manager.first_name,
    managerLastName: values.manager.last_name,
    managerFullName: values.manager.full_name,
    // Every answer the line asks has passed its schema.
    isCompleted: true,
  };
}

/**
 * Creates a line, or with an `id` replaces that line's answers (keeping its place, guid and proof uploads). An id
 * that is not a line of this response answers 404. A saved line withdraws a skip: the candidate is giving history.
 * Returns the line's id.
 */
export async function saveEmployer(tx: Database, target: EmployerSaveTarget, body: unknown): Promise<number> {
  const context = { response: target.response, today: serverToday(target.now), countries: target.countries, nationalities: [] };
  const values = parseOrThrow(employerSchema(context), body);
  const columns = employerColumns(values);
  let id: number;
  if (values.id !== null) {
    const updated = await tx
      .update(employers)
      .set(columns)
      .where(and(eq(employers.responseId, target.responseId), eq(employers.id, values.id)))
      .returning({ id: employers.id });
    if (updated.length === 0) throw notFound();
    id = values.id;
  } else {
    await refuseLineBeyond(tx, employers, target.responseId, MAX_EMPLOYERS);
    const [last] = await tx
      .select({ position: max(employers.position) })
      .from(employers)
      .where(eq(employers.responseId, target.responseId));
    const position = (last?.position ?? -1) + 1;
    const created = await tx
      .insert(employers)
      .values({ responseId: target.responseId, position, ...columns })
      .returning({ id: employers.id });
    id = firstId(created);
  }
  await tx
    .update(referenceResponses)
    .set({ employmentCheckSkipReason: null, employmentCheckSkipNotes: null })
    .where(eq(referenceResponses.id, target.responseId));
  return id;
}

/** False when the response has no line of that id. Uploads that proved it stay, unlinked. */
export async function deleteEmployer(tx: Database, responseId: number, id: number): Promise<boolean> {
  const deleted = await tx
    .delete(employers)
    .where(and(eq(employers.responseId, responseId), eq(employers.id, id)))
    .returning({ id: employers.id });
  return deleted.length > 0;
}

/**
 * Adds a gap (`mode` create) or changes the one its `id` names (`mode` update: an id is then required, and one that
 * is not a gap of this response answers 404). A saved gap always has a guid: it resolves the gap it covers.
 */
export async function saveGap(
  tx: Database,
  target: Pick<EmployerSaveTarget, 'responseId' | 'now'>,
  mode: 'create' | 'update',
  body: unknown,
): Promise<number> {
  const values = parseOrThrow(gapSchema(serverToday(target.now)), body);
  const columns = {
    startDate: values.start_date,
    endDate: values.end_date,
    gapReason: values.gap_reason,
    additionalNotes: values.additional_notes,
  };
  if (mode === 'create') {
    await refuseLineBeyond(tx, employmentGaps, target.responseId, MAX_EMPLOYMENT_GAPS);
    const created = await tx
      .insert(employmentGaps)
      .values({ responseId: target.responseId, guid: randomUUID(), ...columns })
      .returning({ id: employmentGaps.id });
    return firstId(created);
  }
  if (values.id === null) throw notFound();
  const updated = await tx
    .update(employmentGaps)
    .set(columns)
    .where(and(eq(employmentGaps.responseId, target.responseId), eq(employmentGaps.id, values.id)))
    .returning({ id: employmentGaps.id, guid: employmentGaps.guid });
  const [gap] = updated;
  if (!gap) throw notFound();
  // A gap stored before it had a guid gains one once the candidate saves it.
  if (!gap.guid) await tx.update(employmentGaps).set({ guid: randomUUID() }).where(eq(employmentGaps.id, values.id));
  return values.id;
}

export async function deleteGap(tx: Database, responseId: number, id: number): Promise<boolean> {
  const deleted = await tx
    .delete(employmentGaps)
    .where(and(eq(employmentGaps.responseId, responseId), eq(employmentGaps.id, id)))
    .returning({ id: employmentGaps.id });
  return deleted.length > 0;
}

/** The skip dialog's answer (spec 001 §3 "Skip fields"); the lines already given stay. */
export async function saveSkip(tx: Database, responseId: number, body: unknown): Promise<void> {
  const values = parseOrThrow(skipSchema, body);
  await tx
    .update(referenceResponses)
    .set({
      employmentCheckSkipReason: values.employment_check_skip_reason,
      employmentCheckSkipNotes: values.employment_check_skip_notes,
    })
    .where(eq(referenceResponses.id, responseId));
}
