/**
 * The employer step (spec 001 §2 "Employer step", §4, §5, §8): `/employers/employers/{id}` shows the {id}th employer
 * line, 1-based, or a new one just after the saved ones. The form is the shared schema's
 * (domain/employers/employer.schema.ts), judged as the API judges the POST; its buttons are the intents of
 * machines/entry-intents.machine.ts: Save (home once the section is complete, else the completion's issues), Add
 * another employer (saves, then the next entry), Remove employer (after a confirm dialog, then the entry before) and
 * the skip dialog. docs/employment.md "The screens" describes the page.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useMemo } from 'react';
import type * as v from 'valibot';
import {
  emptyEmployer,
  type EmployerInput,
  employerInput,
  employerSchema,
  type EmployerValues,
} from '../../../domain/employers/employer.schema';
import { employmentCriteria, requiresProofOfEmployment } from '../../../domain/employers/options';
import type { StepContext } from '../../../domain/forms/step-context';
import type { EmployerLine } from '../../../domain/reference-response';
import { ENTRY_INTENT_TAGS, type EntryAfter } from '../../../machines/entry-intents.machine';
import { useDeleteEmployer } from '../../api/oneform/delete-employer';
import { useSaveEmployer } from '../../api/oneform/save-employer';
import { useSkipEmployment } from '../../api/oneform/skip-employment';
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
import { RemoveEntryDialog } from '../../step-layout/remove-entry-dialog';
import { StepLayout } from '../../step-layout/step-layout';
import layoutStyles from '../../step-layout/step-layout.module.css';
import { SAVE_AND_GO_BACK, submitterValue } from '../../step-layout/use-step-navigation';
import { EmployerEntries, ENTRY_ROUTE } from './employer-entries';
import { EmploymentTimeline } from './employment-timeline';
import { EmployerFields } from './employer-fields';
import styles from './employers.module.css';
import { SkipEmploymentDialog } from './skip-employment-dialog';
import { useEmployerIntents } from './use-employer-intents';

const SECTION = 'employers';
const FORM_ID = 'employer-form';
/** Where each submit button's save leads. */
const SAVE_INTENTS = new Map<string | null, EntryAfter>([
  ['save', 'onward'],
  ['add-employer', 'next'],
  [SAVE_AND_GO_BACK, 'home'],
]);

export function EmployerStep({ entry }: { entry: number }) {
  const context = useStepContext();
  return (
    <NumberedEntry
      entry={entry}
      lines={context.response.employers}
      to={ENTRY_ROUTE}
      renderForm={(line) => <EmployerEntryForm entry={entry} line={line} context={context} />}
    />
  );
}

function EmployerEntryForm({ entry, line, context }: EntryFormProps<EmployerLine, StepContext>) {
  const { t } = useLingui();
  const translate = useMessageText();
  const { response } = context;
  const request = response.reference_request;
  const schema = useMemo(() => employerSchema(context), [context]);
  const { form, formRef, focusErrors, draft } = useSchemaForm(
    schema as v.GenericSchema<EmployerInput, EmployerValues>,
    line ? employerInput(line) : emptyEmployer(),
    { draft: { guid: request.guid, place: `${SECTION}/${entry}` } },
  );
  // Once a new entry is saved the page may stay on it (Save with the section's issues to show): a second save must
  // then update that line, not create it again.
  const savedId = line?.id ?? null;
  useEffect(() => {
    if (savedId !== null && form.getValues('id') !== savedId) form.setValue('id', savedId);
  }, [form, savedId]);
  const { state, send, skipProblem } = useEmployerIntents({
    entry,
    saveEmployer: useSaveEmployer(),
    deleteEmployer: useDeleteEmployer(),
    skipEmployment: useSkipEmployment(),
    setError: form.setError,
    focusErrors,
  });
  const submit = useEntrySubmit({ form, focusErrors, send, draft });
  const busy = useIsBusy() || state.hasTag(ENTRY_INTENT_TAGS.busy);
  const { countType, count, lookBackYears } = employmentCriteria(request);
  const name = line?.organization_name;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const after = SAVE_INTENTS.get(submitterValue(event));
    if (after === undefined) {
      event.preventDefault();
      send({ type: 'entry.unknown' });
      return undefined;
    }
    return submit(event, after);
  };

  const actions = (
    <>
      <PreviousEntryLink to={ENTRY_ROUTE} entry={entry} disabled={busy} />
      <button type="submit" form={FORM_ID} name="intent" value="add-employer" className={layoutStyles.secondary} disabled={busy}>
        <Trans>Add another employer</Trans>
      </button>
      <button type="submit" form={FORM_ID} name="intent" value="save" className={layoutStyles.primary} disabled={busy}>
        <Trans>Save</Trans>
      </button>
      {line ? (
        <button
          type="button"
          className={layoutStyles.secondary}
          disabled={busy}
          onClick={() => send({ type: 'remove.open' })}
        >
          <Trans>Remove employer</Trans>
        </button>
      ) : null}
    </>
  );

  const description = (
    <>
      <p>
        <Trans>
          Tell us about your employers, starting with the most recent. If you worked through an agency, enter the
          agency's details as well.
        </Trans>
      </p>
      <p>
        {countType === 'year' ? (
          <Plural
            value={lookBackYears}
            one="We need your employment history for the last # year."
            other="We need your employment history for the last # years."
          />
        ) : (
          <Plural value={count} one="We need at least # employer." other="We need at least # employers." />
        )}
      </p>
    </>
  );

  return (
    <StepLayout section={SECTION} step={SECTION} formId={FORM_ID} description={description} actions={actions}>
      <EmployerEntries lines={response.employers} entry={entry} />
      <EmploymentTimeline response={response} />
      <form id={FORM_ID} ref={formRef} noValidate onSubmit={onSubmit} className={fieldStyles.form} aria-label={t`Employer ${entry}`}>
        <ErrorSummary items={errorSummaryItems(form.formState.errors, translate)} />
        <DraftNotice restored={draft.restored} />
        <EmployerFields control={form.control} context={context} asksProof={requiresProofOfEmployment(request)} />
      </form>
      <button type="button" className={styles.link} disabled={busy} onClick={() => send({ type: 'skip.open' })}>
        <Trans>I have no further employment history: skip this section</Trans>
      </button>
      <RemoveEntryDialog
        title={<Trans>Remove employer</Trans>}
        confirmLabel={<Trans>Remove</Trans>}
        lineId={line?.id ?? null}
        isBusy={busy}
        intents={{ state, send }}
      >
        {name ? (
          <Trans>Do you want to remove {name} from your employment history?</Trans>
        ) : (
          <Trans>Do you want to remove this employer from your employment history?</Trans>
        )}
      </RemoveEntryDialog>
      {state.hasTag(ENTRY_INTENT_TAGS.skipDialog) ? (
        <SkipEmploymentDialog
          isBusy={busy}
          problem={skipProblem}
          onSubmit={(body) => send({ type: 'skip.submit', body })}
          onClose={() => send({ type: 'dialog.close' })}
        />
      ) : null}
    </StepLayout>
  );
}
