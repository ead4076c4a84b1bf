/**
 * The directorships step (spec 001 §2 "Directorships", §3, §4, §5, §8): `/directorships/directorships/{id}` shows the
 * {id}th directorship line, 1-based, or a new one just after the saved ones. The form is the shared schema's
 * (domain/directorships/directorship.schema.ts), judged as the API judges the POST. Its buttons are the intents of
 * machines/entry-intents.machine.ts: Add a directorship (saves, then the next entry), Save (saves, then the next
 * entry while more are saved than this one's number, otherwise home); and Previous (the entry before).
 * docs/directorships.md describes the page.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useMemo } from 'react';
import type * as v from 'valibot';
import {
  type DirectorshipInput,
  directorshipInput,
  directorshipSchema,
  type DirectorshipValues,
  emptyDirectorship,
} from '../../../domain/directorships/directorship.schema';
import type { StepContext } from '../../../domain/forms/step-context';
import type { DirectorshipLine } from '../../../domain/reference-response';
import { ENTRY_INTENT_TAGS } from '../../../machines/entry-intents.machine';
import { useSaveDirectorship } from '../../api/oneform/save-directorship';
import { useIsBusy } from '../../app/use-activity';
import { DraftNotice } from '../../forms/drafts/draft-notice';
import { ErrorSummary } from '../../forms/error-summary';
import fieldStyles from '../../forms/fields/fields.module.css';
import { errorSummaryItems } from '../../forms/form-errors';
import { useMessageText } from '../../forms/message-text';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useStepContext } from '../../forms/use-step-form';
import { PreviousEntryLink } from '../../step-layout/entry-tabs';
import { type EntryFormProps, NumberedEntry, useEntrySubmit } from '../../step-layout/numbered-entry';
import { StepLayout } from '../../step-layout/step-layout';
import layoutStyles from '../../step-layout/step-layout.module.css';
import { SAVE_AND_GO_BACK, submitterValue } from '../../step-layout/use-step-navigation';
import { DirectorshipEntries, ENTRY_ROUTE } from './directorship-entries';
import { DirectorshipFields } from './directorship-fields';
import { useDirectorshipIntents } from './use-directorship-intents';

const SECTION = 'directorships';
const FORM_ID = 'directorship-form';
const ADD_INTENT = 'add-directorship';

export function DirectorshipStep({ entry }: { entry: number }) {
  const context = useStepContext();
  return (
    <NumberedEntry
      entry={entry}
      lines={context.response.directorships}
      to={ENTRY_ROUTE}
      renderForm={(line) => <DirectorshipEntryForm entry={entry} line={line} context={context} />}
    />
  );
}

function DirectorshipEntryForm({ entry, line, context }: EntryFormProps<DirectorshipLine, StepContext>) {
  const { t } = useLingui();
  const translate = useMessageText();
  const schema = useMemo(() => directorshipSchema(context), [context]);
  const { form, formRef, focusErrors, draft } = useSchemaForm(
    schema as v.GenericSchema<DirectorshipInput, DirectorshipValues>,
    line ? directorshipInput(line) : emptyDirectorship(),
    { draft: { guid: context.response.reference_request.guid, place: `${SECTION}/${entry}` } },
  );
  // Once a new entry is saved the page may stay on it (Save with the section's issues to show): a second save must
  // then update that line, not create it again.
  const savedId = line?.id ?? null;
  useEffect(() => {
    if (savedId !== null && form.getValues('id') !== savedId) form.setValue('id', savedId);
  }, [form, savedId]);
  const { state, send } = useDirectorshipIntents({
    entry,
    saveDirectorship: useSaveDirectorship(),
    setError: form.setError,
    focusErrors,
  });
  const submit = useEntrySubmit({ form, focusErrors, send, draft });
  const busy = useIsBusy() || state.hasTag(ENTRY_INTENT_TAGS.busy);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const value = submitterValue(event);
    return submit(event, value === ADD_INTENT ? 'next' : value === SAVE_AND_GO_BACK ? 'home' : 'onward');
  };

  const actions = (
    <>
      <PreviousEntryLink to={ENTRY_ROUTE} entry={entry} disabled={busy} />
      <button type="submit" form={FORM_ID} value={ADD_INTENT} className={layoutStyles.secondary} disabled={busy}>
        <Trans>Add a directorship</Trans>
      </button>
      <button type="submit" form={FORM_ID} className={layoutStyles.primary} disabled={busy}>
        <Trans>Save</Trans>
      </button>
    </>
  );

  const description = (
    <p>
      <Trans>
        Tell us about every organisation you are or have been a director of, one at a time. Use Add a directorship for
        the next one.
      </Trans>
    </p>
  );

  return (
    <StepLayout section={SECTION} step={SECTION} formId={FORM_ID} description={description} actions={actions}>
      <DirectorshipEntries lines={context.response.directorships} entry={entry} />
      <form id={FORM_ID} ref={formRef} noValidate onSubmit={onSubmit} className={fieldStyles.form} aria-label={t`Directorship ${entry}`}>
        <ErrorSummary items={errorSummaryItems(form.formState.errors, translate)} />
        <DraftNotice restored={draft.restored} />
        <DirectorshipFields control={form.control} context={context} />
      </form>
    </StepLayout>
  );
}
