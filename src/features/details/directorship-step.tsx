/**
 * The directorship step (spec 000 §2 "Directorship: a single yes/no question"): the model of a details step
 * (docs/step-pages.md). A yes adds the directorships section to the hub, where the candidate lists them.
 */
import { useLingui } from '@lingui/react/macro';
import { directorshipDefaults, directorshipSchema } from '../../../domain/details/directorship.schema';
import { useReferenceResponse } from '../../api/candidate-data';
import { useSaveDetails } from '../../api/oneform/save-details';
import { FormYesNo } from '../../forms/fields/yes-no-field';
import { useStepForm } from '../../forms/use-step-form';
import { StepFormPage } from '../../forms/step-form-page';

export function DirectorshipStep() {
  const { t } = useLingui();
  const response = useReferenceResponse();
  const { form, ...page } = useStepForm({
    section: 'details',
    step: 'directorship',
    schema: directorshipSchema(),
    defaultValues: directorshipDefaults(response.candidate_directorship_details),
    save: useSaveDetails('directorship'),
  });

  return (
    <StepFormPage form={page}>
      <FormYesNo
        control={form.control}
        name="past_directorships"
        label={t`Have you ever been a director of a company?`}
        description={t`Answer yes for a directorship you hold now, and for companies that have since closed.`}
      />
    </StepFormPage>
  );
}
