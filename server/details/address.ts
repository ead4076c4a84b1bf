/**
 * POST .../details/address/ (spec 000 §7): the whole address history as the array the specification sends,
 * replacing what was stored (docs/api.md). The schema has already derived each record's end and current flag from
 * the order, so nothing the body says about them is stored. One delete and one insert, inside the save's
 * transaction: a refused or failed save leaves the previous history as it was.
 */
import { asc, eq } from 'drizzle-orm';
import { addressHistorySchema, type AddressRecordValues } from '../../domain/details/address.schema';
import { residenceEnds } from '../../domain/details/address-fields';
import type { Country } from '../../domain/reference-response';
import type { Database } from '../db/client';
import { candidateAddresses } from '../db/schema';
import { detailsStep, nameOf } from './step-handler';

function addressRow(responseId: number, countries: readonly Country[], record: AddressRecordValues, position: number) {
  return {
    responseId,
    position,
    periodResidenceFrom: record.period_residence_from,
    periodResidenceTo: record.period_residence_to,
    isCurrentResidence: record.is_current_residence,
    country: record.country,
    countryName: nameOf(countries, record.country) ?? '',
    streetAddress: record.street_address,
    streetAddressCont: record.street_address_cont,
    city: record.city,
    state: record.state,
    postalCode: record.postal_code,
    isCompleted: true,
  };
}

export const addressStep = detailsStep({
  schema: addressHistorySchema,
  async save(tx, { responseId, context }, records) {
    await tx.delete(candidateAddresses).where(eq(candidateAddresses.responseId, responseId));
    if (records.length === 0) return;
    const rows = records.map((record, position) => addressRow(responseId, context.countries, record, position));
    await tx.insert(candidateAddresses).values(rows);
  },
});

/**
 * After one record of the history is deleted (DELETE .../details/address/{id}/), the others are renumbered and their
 * derived dates follow the new order, as a save of the remaining list would store them.
 */
export async function rederiveAddresses(tx: Database, responseId: number): Promise<void> {
  const rows = await tx
    .select({ id: candidateAddresses.id, start: candidateAddresses.periodResidenceFrom })
    .from(candidateAddresses)
    .where(eq(candidateAddresses.responseId, responseId))
    .orderBy(asc(candidateAddresses.position), asc(candidateAddresses.id));
  const ends = residenceEnds(rows.map((row) => row.start));
  for (const [position, row] of rows.entries()) {
    await tx
      .update(candidateAddresses)
      .set({ position, periodResidenceTo: ends[position] ?? null, isCurrentResidence: position === 0 })
      .where(eq(candidateAddresses.id, row.id));
  }
}
