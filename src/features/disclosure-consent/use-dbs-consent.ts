/**
 * The UK consent machine (machines/dbs-consent.machine.ts) running for its page, with the page's save and the
 * ways it shows an outcome: the server's refusal on the fields, the consent save failure in the error summary
 * (spec 000 §8), or home once the consent is recorded. Everything it is given is stable across renders, so the
 * machine is provided once.
 */
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { fromPromise } from 'xstate';
import type { DbsConsentInput } from '../../../domain/consents/disclosure-consent.schema';
import { MESSAGES } from '../../../domain/messages';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { type DbsConsentAnswer, dbsConsentMachine } from '../../../machines/dbs-consent.machine';
import { toFieldErrors } from '../../api/field-errors';
import type { ApiResult } from '../../api/http';
import type { DisclosureConsentBody } from '../../api/oneform/save-disclosure-consent';
import { machineInspection } from '../../app/machine-inspection';
import { SERVER_ROOT_ERROR, setServerErrors } from '../../forms/form-errors';
import { HOME_LINK } from '../../step-layout/step-links';

export interface DbsConsentMachineOptions {
  save(body: DisclosureConsentBody): Promise<ApiResult<ReferenceResponse>>;
  setError: UseFormSetError<DbsConsentInput>;
  /** Moves to the first error once React has shown it (useErrorFocus). */
  focusErrors(): void;
}

export function useDbsConsentMachine({ save, setError, focusErrors }: DbsConsentMachineOptions) {
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      dbsConsentMachine.provide({
        actors: {
          save: fromPromise<DbsConsentAnswer, { body: unknown }>(async ({ input }) => {
            // The page submits the body it built from the shared schema's output.
            const result = await save(input.body as DisclosureConsentBody);
            return result.ok
              ? { outcome: 'answered', signedAt: result.data.disclosure_signed_at ?? null }
              : { outcome: 'refused', error: result.error };
          }),
        },
        actions: {
          showRefusal: (_, { error }) => {
            setServerErrors(setError, toFieldErrors(error));
            focusErrors();
          },
          showFailure: () => {
            setError(SERVER_ROOT_ERROR, { type: 'server', message: MESSAGES.consentSaveFailed });
            focusErrors();
          },
          // The consent is its section's only step: once it is saved, the candidate is back on the home page.
          leave: () => {
            void navigate({ ...HOME_LINK, search: true });
          },
        },
      }),
    [save, setError, focusErrors, navigate],
  );
  return useMachine(machine, machineInspection());
}
