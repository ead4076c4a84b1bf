/**
 * POST .../details/education/ (spec 000 §7): the whole list in one body, replacing what was stored (docs/api.md).
 * A "no" is stored as the single record with no_higher_education true (spec 000 §7). A record sent with the id of
 * one of this response's records updates that record in place, so the certificate copies uploaded for it
 * (uploaded_documents.education_response) stay attached; every other stored record is deleted and the rest inserted.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import { educationSchema, type EducationRecordValues } from '../../domain/details/education.schema';
import type { Database } from '../db/client';
import { candidateEducation } from '../db/schema';
import { detailsStep } from './step-handler';

type EducationRow = Omit<typeof candidateEducation.$inferInsert, 'id' | 'guid' | 'responseId'>;

function educationRow(record: EducationRecordValues, position: number): EducationRow {
  return {
    position,
    institutionName: record.institution_name,
    institutionEmail: record.institution_email,
    institutionAddress: record.institution_address,
    institutionCountry: record.institution_country,
    institutionPhoneCode: record.institution_phone_code,
    institutionPhoneNumber: record.institution_phone_number,
    modeOfStudy: record.mode_of_study,
    faculty: record.faculty,
    studentIdNumber: record.student_id_number,
    startDateAttended: record.start_date_attended,
    endDateAttended: record.end_date_attended,
    didGraduate: record.did_graduate,
    dateOfQualification: record.date_of_qualification,
    gradeObtained: record.grade_obtained,
    isCertificateCopy: record.is_certificate_copy,
    noHigherEducation: false,
    isCompleted: true,
  };
}

/** The stored record each sent record updates, by position; null inserts. An id is honoured once, and only if ours. */
function recordsToKeep(records: readonly EducationRecordValues[], storedIds: ReadonlySet<number>): (number | null)[] {
  const claimed = new Set<number>();
  return records.map(({ id }) => {
    if (id === null || !storedIds.has(id) || claimed.has(id)) return null;
    claimed.add(id);
    return id;
  });
}

async function replaceEducation(tx: Database, responseId: number, records: readonly EducationRecordValues[]) {
  const ofResponse = eq(candidateEducation.responseId, responseId);
  const stored = await tx.select({ id: candidateEducation.id }).from(candidateEducation).where(ofResponse);
  const kept = recordsToKeep(records, new Set(stored.map((row) => row.id)));
  const keptIds = kept.filter((id): id is number => id !== null);
  await tx
    .delete(candidateEducation)
    .where(keptIds.length > 0 ? and(ofResponse, notInArray(candidateEducation.id, keptIds)) : ofResponse);
  for (const [position, record] of records.entries()) {
    const row = educationRow(record, position);
    const id = kept[position] ?? null;
    if (id === null) await tx.insert(candidateEducation).values({ responseId, ...row });
    else await tx.update(candidateEducation).set(row).where(and(ofResponse, eq(candidateEducation.id, id)));
  }
}

export const educationStep = detailsStep({
  schema: educationSchema,
  async save(tx, { responseId }, values) {
    if (values.has_higher_education) {
      await replaceEducation(tx, responseId, values.education);
      return;
    }
    await tx.delete(candidateEducation).where(eq(candidateEducation.responseId, responseId));
    await tx.insert(candidateEducation).values({ responseId, position: 0, noHigherEducation: true, isCompleted: true });
  },
});
