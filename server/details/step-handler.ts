/**
 * A details step's save (spec 000 §7 "POST .../details/{step}/"): the shared schema that judges the body, and the
 * writes that replace what the step stored. save-step.ts runs every handler the same way: parse with the schema
 * over the stored response, then save in the caller's transaction.
 */
import type * as v from 'valibot';
import type { PhoneStepContext } from '../../domain/details/phone.schema';
import type { Database } from '../db/client';

export interface SaveTarget {
  responseId: number;
  now: Date;
  /** What the schema was given, for names of picked countries and nationalities. */
  context: PhoneStepContext;
}

export interface DetailsStepHandler<S extends v.GenericSchema = v.GenericSchema> {
  /** Every details step is given the phone number rule; the steps that ask for a phone read it. */
  schema: (context: PhoneStepContext) => S;
  /** Runs inside the save's transaction: throwing leaves every record as it was. */
  save: (tx: Database, target: SaveTarget, values: v.InferOutput<S>) => Promise<void>;
}

/** Keeps the schema's output type tied to `save`'s values. */
export const detailsStep = <S extends v.GenericSchema>(handler: DetailsStepHandler<S>): DetailsStepHandler =>
  handler as unknown as DetailsStepHandler;

/** The English name of a picked row, stored beside its id as the reference response carries it. */
export function nameOf(rows: readonly { id: number; name: string }[], id: number | null): string | null {
  if (id === null) return null;
  return rows.find((row) => row.id === id)?.name ?? null;
}
