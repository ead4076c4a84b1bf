/**
 * One referee of one questionnaire (spec 001 §2 "Referee pages", §5 "Referee", §8):
 * `/reference/reference/{id}?questionnaire=` shows the {id}th referee given for that questionnaire, 1-based, or a
 * new one just after them. The form is the shared schema's (domain/referees/referee.schema.ts), judged as the API
 * judges the POST. Its buttons are the intents of machines/entry-intents.machine.ts: Next saves, then opens referee
 * id+1 while id is under the questionnaire's minimum, else the summary; Remove referee asks, deletes, then opens the
 * referee before (or the first). docs/referees.md.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate } from '@tanstack/react-router';
import { type FormEvent, useMemo } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { Checkbox } from 'react-aria-components';
import type * as v from 'valibot';
import { ENTRY_INTENT_TAGS } from '../../../machines/entry-intents.machine';
import { ACQUAINTANCE_LENGTHS, allowedRelationships, referenceQuestionnaires } from '../../../domain/referees/options';
import type { PhoneStepContext } from '../../../domain/details/phone.schema';
import { type RefereeInput, refereeInput, refereeSchema, type RefereeValues } from '../../../domain/referees/referee.schema';
import type { ReferenceCheckConfig, RefereeLine } from '../../../domain/reference-response';
import { useDeleteReferee } from '../../api/oneform/delete-referee';
import { useSaveReferee } from '../../api/oneform/save-referee';
import { useIsBusy } from '../../app/use-activity';
import { DraftNotice } from '../../forms/drafts/draft-notice';
import { ErrorSummary } from '../../forms/error-summary';
import fieldStyles from '../../forms/fields/fields.module.css';
import { FormCheckbox } from '../../forms/fields/checkbox-field';
import { PhoneCodeField } from '../../forms/fields/phone-code-field';
import { FormCheckboxGroup } from '../../forms/fields/checkbox-group-field';
import { FormRadioGroup } from '../../forms/fields/radio-field';
import { FormTextField } from '../../forms/fields/text-field';
import { useFormField } from '../../forms/fields/use-form-field';
import { errorSummaryItems } from '../../forms/form-errors';
import { useMessageText } from '../../forms/message-text';
import { useSchemaForm } from '../../forms/use-schema-form';
import { usePhoneStepContext } from '../../forms/use-phone-step-context';
import { PreviousEntryLink } from '../../step-layout/entry-tabs';
import { NumberedEntry, useEntrySubmit } from '../../step-layout/numbered-entry';
import { RemoveEntryDialog } from '../../step-layout/remove-entry-dialog';
import { StepLayout } from '../../step-layout/step-layout';
import layoutStyles from '../../step-layout/step-layout.module.css';
import { submittedToGoBack } from '../../step-layout/use-step-navigation';
import { ACQUAINTANCE_LABELS, RELATIONSHIP_LABELS } from '../../forms/option-labels';
import { ENTRY_ROUTE, RefereeEntries, SUMMARY_ROUTE } from './referee-entries';
import groups from '../../forms/field-group.module.css';
import { useRefereeIntents } from './use-referee-intents';
import { configTexts } from '../../../domain/referees/config-texts';
import { languageOrDefault } from '../../../domain/locales';

const SECTION = 'reference';
const FORM_ID = 'referee-form';

export function RefereeStep({ entry, questionnaire }: { entry: number; questionnaire: string | undefined }) {
  const context = usePhoneStepContext();
  const config = referenceQuestionnaires(context.response.reference_request).find(
    (candidate) => candidate.questionnaire === questionnaire,
  );
  // A questionnaire the request does not ask for has no referees to give: the summary lists those it does.
  if (!config) return <Navigate to={SUMMARY_ROUTE} search replace />;
  const lines = context.response.references.filter((line) => line.questionnaire === config.questionnaire);
  return (
    <NumberedEntry
      entry={entry}
      lines={lines}
      to={ENTRY_ROUTE}
      renderForm={(line) => (
        <RefereeForm
          key={`${config.questionnaire}-${entry}-${line?.id ?? 'new'}`}
          entry={entry}
          config={config}
          lines={lines}
          context={context}
        />
      )}
    />
  );
}

interface RefereeFormProps {
  entry: number;
  config: ReferenceCheckConfig;
  lines: readonly RefereeLine[];
  context: PhoneStepContext;
}

function RefereeForm({ entry, config, lines, context }: RefereeFormProps) {
  const { t, i18n } = useLingui();
  const translate = useMessageText();
  const line = lines[entry - 1] ?? null;
  const request = context.response.reference_request;
  const schema = useMemo(() => refereeSchema(context), [context]);
  // The form is keyed by the saved line's id, so a saved entry opens afresh as an update of that line.
  const { form, formRef, focusErrors, draft } = useSchemaForm(
    schema as v.GenericSchema<RefereeInput, RefereeValues>,
    refereeInput(config.questionnaire, line),
    { draft: { guid: request.guid, place: `${SECTION}/${config.questionnaire}/${entry}` } },
  );
  const { state, send } = useRefereeIntents({
    entry,
    minimum: config.minimum_criteria_count,
    saveReferee: useSaveReferee(),
    deleteReferee: useDeleteReferee(),
    setError: form.setError,
    focusErrors,
  });
  const submit = useEntrySubmit({ form, focusErrors, send, draft });
  const busy = useIsBusy() || state.hasTag(ENTRY_INTENT_TAGS.busy);
  const haveEmail = useWatch({ control: form.control, name: 'have_email' }) !== false;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    return submit(event, submittedToGoBack(event) ? 'home' : 'onward');
  };

  const name = line?.manager.full_name;
  const actions = (
    <>
      <PreviousEntryLink to={ENTRY_ROUTE} entry={entry} disabled={busy} />
      {line ? (
        <button type="button" className={layoutStyles.secondary} disabled={busy} onClick={() => send({ type: 'remove.open' })}>
          <Trans>Remove referee</Trans>
        </button>
      ) : null}
      <button type="submit" form={FORM_ID} className={layoutStyles.primary} disabled={busy}>
        <Trans>Next</Trans>
      </button>
    </>
  );

  const texts = configTexts(config, languageOrDefault(i18n.locale));
  const description = (
    <>
      <p>
        <strong>{texts.name_displayed}</strong>
      </p>
      {texts.note_to_candidate ? <p>{texts.note_to_candidate}</p> : null}
    </>
  );

  return (
    <StepLayout section={SECTION} step={SECTION} formId={FORM_ID} description={description} actions={actions}>
      <RefereeEntries lines={lines} entry={entry} minimum={config.minimum_criteria_count} />
      <form id={FORM_ID} ref={formRef} noValidate onSubmit={onSubmit} className={fieldStyles.form} aria-labelledby="referee-title">
        <h2 id="referee-title" className={groups.title}>
          {name ? <Trans>Referee {entry}: {name}</Trans> : <Trans>Referee {entry}</Trans>}
        </h2>
        <ErrorSummary items={errorSummaryItems(form.formState.errors, translate)} />
        <DraftNotice restored={draft.restored} />
        <FormTextField control={form.control} name="manager.first_name" label={t`Referee's first name`} autoComplete="off" />
        <FormTextField control={form.control} name="manager.last_name" label={t`Referee's last name`} autoComplete="off" />
        <FormCheckboxGroup
          control={form.control}
          name="relationship"
          label={t`How do you know the referee?`}
          options={allowedRelationships(config).map((value) => ({ value, label: i18n._(RELATIONSHIP_LABELS[value]) }))}
        />
        <FormTextField control={form.control} name="organization_name" label={t`Organisation`} autoComplete="off" />
        <FormRadioGroup
          control={form.control}
          name="together_work_experience"
          label={t`How long have you known the referee?`}
          options={ACQUAINTANCE_LENGTHS.map((value) => ({ value: String(value), label: i18n._(ACQUAINTANCE_LABELS[value]) }))}
          toOption={(value) => (value === '' || value === null || value === undefined ? null : String(value))}
          fromOption={(option) => Number(option)}
        />
        {haveEmail ? (
          <FormTextField
            control={form.control}
            name="manager.email"
            label={t`Referee's email address`}
            description={request.allow_personal_email_address ? undefined : t`Use their work email address.`}
            type="email"
            autoComplete="off"
            spellCheck={false}
          />
        ) : null}
        <NoEmailCheckbox control={form.control} label={t`I don't know the referee email address`} />
        <fieldset className={groups.group}>
          <legend className={fieldStyles.legend}>
            {haveEmail ? <Trans>Referee's phone number (optional)</Trans> : <Trans>Referee's phone number</Trans>}
          </legend>
          <PhoneCodeField
            control={form.control}
            name="manager.country_code"
            countries={context.countries}
            preferredCountryId={line?.manager.phone_country ?? request.country}
            label={t`Country code`}
            description={t`Type the country or its code, for example +44.`}
          />
          <FormTextField
            control={form.control}
            name="manager.contact_number"
            label={t`Phone number`}
            description={t`Without the country code. You can use spaces.`}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            narrow
          />
        </fieldset>
        <FormCheckbox
          control={form.control}
          name="information_undertaking"
          label={t`I agree that this referee may be contacted now`}
          isRequired
        />
      </form>
      {line ? (
        <RemoveEntryDialog
          title={<Trans>Remove referee</Trans>}
          confirmLabel={<Trans>Remove</Trans>}
          lineId={line.id}
          isBusy={busy}
          intents={{ state, send }}
        >
          {name ? <Trans>Do you want to remove {name} from your referees?</Trans> : <Trans>Do you want to remove this referee?</Trans>}
        </RemoveEntryDialog>
      ) : null}
    </StepLayout>
  );
}

/** "I don't know the referee email address": the box is ticked when `have_email` is false. */
function NoEmailCheckbox({ control, label }: { control: Control<RefereeInput, unknown, RefereeValues>; label: string }) {
  const { field, inputRef } = useFormField({ control, name: 'have_email' });
  return (
    <Checkbox
      id={field.name}
      name={field.name}
      className={fieldStyles.choice}
      isSelected={field.value === false}
      onChange={(ticked) => field.onChange(!ticked)}
      onBlur={field.onBlur}
      inputRef={inputRef}
    >
      <span className={[fieldStyles.mark, fieldStyles.checkMark].join(' ')} aria-hidden="true" />
      {label}
    </Checkbox>
  );
}
