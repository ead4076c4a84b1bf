import { createFileRoute } from '@tanstack/react-router';
import { languageOrDefault } from '../../../../../domain/locales';
import { ensureReferenceResponse } from '../../../../api/candidate-data';
import { idCheckProviderQueryOptions } from '../../../../api/providers/get-id-check-provider';
import { recommendedProvidersQueryOptions } from '../../../../api/providers/get-recommended-providers';
import { identityFlowFromLink } from '../../../../api/providers/provider-statuses';
import { parseSearch } from '../../../../app/search-params';
import { IdentityValidationStep } from '../../../../features/identity-validation/identity-validation-step';
import { guardStep } from '../../../../step-layout/step-guard';

/** The identity validation step: the flow's choice and, for the digital ID, its provider list are fetched first. */
export const Route = createFileRoute('/candidate-feedback/_sections/identity_validation/identity_validation_step')({
  beforeLoad: (args) => guardStep(args, 'identity_validation', 'identity_validation_step'),
  loaderDeps: ({ search }) => ({ guid: search.guid }),
  loader: async ({ context: { queryClient, i18n }, deps, location }) => {
    const response = await ensureReferenceResponse(queryClient, deps.guid);
    const fromLink = identityFlowFromLink(parseSearch(location.searchStr).idProvider);
    const isDigitalId =
      fromLink ??
      (await queryClient.fetchQuery(idCheckProviderQueryOptions(response.guid)).then(
        (answer) => answer.is_trinsic_id_check === true,
        // The page decides what a failed look-up means.
        () => false,
      ));
    const language = languageOrDefault(i18n.locale);
    if (isDigitalId) await queryClient.prefetchQuery(recommendedProvidersQueryOptions(deps.guid, language));
  },
  component: IdentityValidationStep,
});
