/**
 * POST /oneform/document-upload/select/ (spec 001 §7, docs/api.md "Identity document selection"): saves the 100-point
 * selection of the loaded request. It answers the saved selection, which is written into the cached reference
 * response (response-write.ts), so the hub and the step's guard already see the step complete.
 */
import type { SelectionInput } from '../../../domain/documents/selection';
import type { SelectedDocuments } from '../../../domain/reference-response';
import { responseWrite, useResponseWrite } from './response-write';

export const selectDocuments = responseWrite<SelectionInput, SelectedDocuments>({
  key: ['documents-selection'],
  method: 'POST',
  path: () => '/oneform/document-upload/select/',
  merge: (cached, selection) => ({ ...cached, selected_documents: selection }),
});

export const useSelectDocuments = () => useResponseWrite(selectDocuments);
