/**
 * What a document page's uploaders judge with: the request's document type catalogue and the upload schema's
 * context. The catalogue is the shared one of domain/document-types.ts until (or unless) the server's answer
 * arrives, so the page shows from the same table rather than waiting.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { documentTypesFor } from '../../../domain/document-types';
import type { UploadContext } from '../../../domain/documents/upload.schema';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { candidateToday } from '../../../domain/today';
import { documentTypesQueryOptions } from '../../api/oneform/document-types';

export function useUploadCatalogue(guid: string, response: ReferenceResponse) {
  const catalogue = useQuery(documentTypesQueryOptions(guid));
  const documentTypes = useMemo(
    () => catalogue.data ?? documentTypesFor(response.reference_request),
    [catalogue.data, response.reference_request],
  );
  const today = candidateToday();
  const context = useMemo<UploadContext>(
    () => ({
      today,
      documentTypes,
      employmentIds: new Set(response.employers.map((line) => line.id)),
      educationIds: new Set(response.candidate_education_details.map((record) => record.id)),
    }),
    [today, documentTypes, response.employers, response.candidate_education_details],
  );
  return { documentTypes, context };
}
