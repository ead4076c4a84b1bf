/**
 * The document upload machine (machines/document-upload.machine.ts) running for one uploader, with the SPA's actors:
 * the photo checked in a worker, the photo scaled in the browser, the XHR upload reporting its progress, the deletion. A kept upload or a deletion
 * is reported only once the reference response is refreshed, so the page, its completion message and the home page
 * agree with what the uploader announces.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { type ChosenFile, type DocumentUploadEvent, documentUploadMachine } from '../../../machines/document-upload.machine';
import { referenceResponseQueryOptions } from '../../api/oneform/get-reference-response';
import { deleteDocument } from '../../api/reference-requests/delete-document';
import { type UploadDetails, uploadDocument, uploadOutcome } from '../../api/reference-requests/upload-document';
import { machineInspection } from '../../app/machine-inspection';
import { checkPhoto } from './photo-quality/photo-check';
import { scalePhoto } from './scale-photo';
import { useUploadTransport } from './upload-transport';

export function useDocumentUpload(guid: string, details: () => UploadDetails) {
  const queryClient = useQueryClient();
  const transport = useUploadTransport();
  const refreshResponse = useCallback(
    () => queryClient.invalidateQueries({ queryKey: referenceResponseQueryOptions(guid).queryKey, exact: true }),
    [queryClient, guid],
  );
  const refresh = transport?.refresh ?? refreshResponse;
  const machine = useMemo(
    () =>
      documentUploadMachine.provide({
        actors: {
          checkPhoto: fromPromise(({ input, signal }: { input: ChosenFile; signal: AbortSignal }) => checkPhoto(input as File, signal)),
          prepareFile: fromPromise<ChosenFile, ChosenFile>(({ input }) => scalePhoto(input as File)),
          sendUpload: fromCallback<DocumentUploadEvent, ChosenFile>(({ input, sendBack }) => {
            const onProgress = (loaded: number, total: number) => sendBack({ type: 'upload.progress', loaded, total });
            const upload = transport
              ? transport.upload(input as File, details(), onProgress)
              : uploadDocument(guid, input as File, details(), onProgress);
            void uploadOutcome(upload).then((outcome) => {
              if (outcome.ok) void refresh().then(() => sendBack({ type: 'upload.done' }));
              else sendBack({ type: 'upload.failed', failure: { kind: 'server', status: outcome.status, body: outcome.error } });
            });
            return upload.abort;
          }),
          removeDocument: fromPromise(async ({ input }: { input: { documentId: number } }) => {
            const result = await deleteDocument(guid, input.documentId);
            if (!result.ok) throw result;
            await refresh();
            return result.data;
          }),
        },
      }),
    [guid, details, refresh, transport],
  );
  return useMachine(machine, machineInspection());
}
