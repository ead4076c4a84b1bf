/**
 * The one writer of the fitness-and-propriety answers (spec 001 §4, §7; docs/fit-and-proper.md). Each body is
 * judged by the shared schema (domain/fit-and-proper/answer.schema.ts) over the questionnaire and the answers as
 * they stand in the caller's transaction; the routes run these under the write lock (`lockedWrite`).
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  fitAndProperAnswerSchema,
  fitAndProperSubmitSchema,
  type FitAndProperAnswerValues,
} from '../../domain/fit-and-proper/answer.schema';
import { allAnswered, askedQuestions, type FitAndProper } from '../../domain/fit-and-proper/questionnaire';
import { notFound } from '../auth/candidate-auth';
import type { Database } from '../db/client';
import { fitAndProperAnswers, referenceResponses } from '../db/schema';
import { parseOrThrow } from '../errors';

export interface AnswerSaveTarget {
  responseId: number;
  now: Date;
}

/**
 * Saves one answer. `signatureKey` is where the body's signature image, already through the uploads' pipeline, was
 * stored (server/fit-and-proper/signature.ts). A changed single choice drops the answer of a follow-up it no longer
 * opens, and the section stays submitted only while every asked question is still answered.
 *
 * Answers the storage keys of the signatures no row holds any more (the one replaced, those of dropped answers),
 * for the caller to remove once the transaction commits.
 */
export async function saveAnswer(
  tx: Database,
  target: AnswerSaveTarget,
  state: FitAndProper,
  body: unknown,
  signatureKey: string | null,
): Promise<string[]> {
  const values: FitAndProperAnswerValues = parseOrThrow(fitAndProperAnswerSchema(state.questions, state.answers), body);
  const saved = state.answers.find((answer) => answer.question === values.question);
  // An id names the answer being changed: one that is not this question's saved answer is as unknown as any other.
  if (values.id !== null && values.id !== saved?.id) throw notFound();

  const unheld: string[] = [];
  if (signatureKey) {
    const [previous] = await tx
      .select({ key: fitAndProperAnswers.signatureKey })
      .from(fitAndProperAnswers)
      .where(and(eq(fitAndProperAnswers.responseId, target.responseId), eq(fitAndProperAnswers.questionId, values.question)));
    if (previous?.key) unheld.push(previous.key);
  }
  const columns = { value: values.answer.value, description: values.answer.description, updatedAt: target.now };
  await tx
    .insert(fitAndProperAnswers)
    .values({ responseId: target.responseId, questionId: values.question, ...columns, signatureKey })
    .onConflictDoUpdate({
      target: [fitAndProperAnswers.responseId, fitAndProperAnswers.questionId],
      set: { ...columns, ...(signatureKey ? { signatureKey } : {}) },
    });

  const answers = [
    ...state.answers.filter((answer) => answer.question !== values.question),
    { id: saved?.id ?? 0, question: values.question, answer: values.answer, signature: signatureKey },
  ];
  const asked = new Set(askedQuestions(state.questions, answers).map((question) => question.id));
  const dropped = answers.filter((answer) => !asked.has(answer.question)).map((answer) => answer.question);
  if (dropped.length > 0) {
    const removed = await tx
      .delete(fitAndProperAnswers)
      .where(and(eq(fitAndProperAnswers.responseId, target.responseId), inArray(fitAndProperAnswers.questionId, dropped)))
      .returning({ key: fitAndProperAnswers.signatureKey });
    for (const row of removed) if (row.key) unheld.push(row.key);
  }
  const kept = answers.filter((answer) => asked.has(answer.question));
  if (state.has_submitted && !allAnswered(state.questions, kept)) {
    await tx.update(referenceResponses).set({ fitAndProperSubmitted: false }).where(eq(referenceResponses.id, target.responseId));
  }
  return unheld;
}

/** Marks the questionnaire submitted: refused while an asked question is unanswered. */
export async function submitAnswers(tx: Database, responseId: number, state: FitAndProper, body: unknown): Promise<void> {
  parseOrThrow(fitAndProperSubmitSchema(state.questions, state.answers), body);
  await tx.update(referenceResponses).set({ fitAndProperSubmitted: true }).where(eq(referenceResponses.id, responseId));
}

/** The storage key of one of the response's signatures, or null. */
export async function findSignatureKey(db: Database, responseId: number, answerId: number): Promise<string | null> {
  const [row] = await db
    .select({ key: fitAndProperAnswers.signatureKey })
    .from(fitAndProperAnswers)
    .where(and(eq(fitAndProperAnswers.id, answerId), eq(fitAndProperAnswers.responseId, responseId)))
    .limit(1);
  return row?.key ?? null;
}
