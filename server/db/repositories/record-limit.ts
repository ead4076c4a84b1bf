/**
 * Lines the candidate adds one save at a time (employers, gaps, directorships, referees, documents) have no list in a
 * body to bound, so their number is bounded here, under the row lock the write already holds: the save that would add
 * one line too many is refused, and what was saved stays.
 */
import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { tooManyItemsMessage } from '../../../domain/forms/fields';
import { ValidationError } from '../../errors';
import type { Database } from '../client';

export async function refuseLineBeyond(
  tx: Database,
  table: PgTable & { responseId: PgColumn },
  responseId: number,
  max: number,
): Promise<void> {
  const [held] = await tx.select({ lines: count() }).from(table).where(eq(table.responseId, responseId));
  if ((held?.lines ?? 0) >= max) throw new ValidationError({ non_field_errors: [tooManyItemsMessage(max)] });
}
