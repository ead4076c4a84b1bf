/**
 * Keeps a form's unsaved answers as a draft on the device while the candidate types, and puts them back when the
 * form opens again (docs/decisions/0007). The draft goes once the form's saved answers change (a save), and when
 * the answers return to the saved ones. The draft is read once, as the form opens: a form is mounted afresh for each
 * step and entry.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type DraftPlace, answersJson, draftStorage, readDraft, removeDraft, writeDraft } from '../../api/step-drafts';

/** Typing is written after this pause, and at once when the page is hidden or the form leaves. */
const DRAFT_WRITE_DELAY_MS = 300;

export interface FormDraft {
  /** The form opened on answers kept from an earlier visit. */
  restored: boolean;
  /** Writes the answers now (leaving a half-filled page). */
  keep(): void;
  /** Forgets the draft (the answers are saved). */
  discard(): void;
}

export function useFormDraft<Input extends FieldValues, Values>(
  form: UseFormReturn<Input, unknown, Values>,
  savedAnswers: unknown,
  draftPlace: DraftPlace | undefined,
): FormDraft {
  const base = answersJson(savedAnswers);
  const guid = draftPlace?.guid;
  const placeName = draftPlace?.place;
  const pending = useRef<number | null>(null);

  const cancel = useCallback(() => {
    if (pending.current !== null) window.clearTimeout(pending.current);
    pending.current = null;
  }, []);

  const keep = useCallback(() => {
    cancel();
    const storage = draftStorage();
    if (!storage || guid === undefined || placeName === undefined) return;
    writeDraft(storage, { guid, place: placeName }, JSON.parse(base), form.getValues(), Date.now());
  }, [cancel, form, base, guid, placeName]);

  const discard = useCallback(() => {
    cancel();
    const storage = draftStorage();
    if (storage && guid !== undefined && placeName !== undefined) removeDraft(storage, { guid, place: placeName });
  }, [cancel, guid, placeName]);

  // Opening: a kept draft goes back over the saved answers, which stay the form's defaults (so it counts as changed).
  const [restoredDraft] = useState(() => {
    const storage = draftStorage();
    if (!storage || guid === undefined || placeName === undefined) return null;
    const draft = readDraft(storage, { guid, place: placeName }, JSON.parse(base), Date.now());
    return typeof draft === 'object' ? (draft as Input | null) : null;
  });
  useEffect(() => {
    if (restoredDraft) form.reset(restoredDraft, { keepDefaultValues: true });
  }, [form, restoredDraft]);

  // Typing: written after a pause; a page hidden or left keeps what is pending at once. Answers being saved, or
  // saved, are not a draft: a page left while its save is under way would otherwise keep them after the save.
  useEffect(() => {
    if (guid === undefined) return undefined;
    const keepUnlessSaving = () => {
      const { isSubmitting, isSubmitSuccessful } = form.formState;
      if (isSubmitting || isSubmitSuccessful) cancel();
      else keep();
    };
    const subscription = form.watch(() => {
      cancel();
      pending.current = window.setTimeout(keepUnlessSaving, DRAFT_WRITE_DELAY_MS);
    });
    const keepPending = () => {
      if (pending.current !== null) keepUnlessSaving();
    };
    window.addEventListener('pagehide', keepPending);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', keepPending);
      keepPending();
    };
  }, [form, guid, cancel, keep]);

  // Saved answers that change mean the draft was saved (or overtaken): it is no longer needed.
  const firstBase = useRef(base);
  useEffect(() => {
    if (base === firstBase.current) return;
    firstBase.current = base;
    discard();
  }, [base, discard]);

  return { restored: restoredDraft !== null, keep, discard };
}
