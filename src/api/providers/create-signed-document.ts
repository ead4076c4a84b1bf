/**
 * POST /providers/scrive/create/ {reference_request, scrive_document_type, language}: creates the request's
 * e-signing document of that type, or answers the one that stands (spec 000 §7, spec 001 §7; docs/api.md). The
 * answer is the document's link, which becomes the link query's data. `language` (ours) is the language the
 * document is written in. Every failure is thrown: a refusal (400, 409) carries the server's body.
 */
import { type QueryClient, mutationOptions } from '@tanstack/react-query';
import type { CreateSignedDocumentInput, SignedDocumentLink } from '../../../domain/consents/e-signing.schema';
import type { Language } from '../../../domain/locales';
import type { SignedDocumentType } from '../../../domain/provider-status';
import { apiRequest, unwrap } from '../http';
import { signedDocumentLinkQueryOptions } from './get-signed-document-link';

export interface CreateSignedDocument {
  /** The request's numeric id (reference_request.id). */
  referenceRequest: number;
  type: SignedDocumentType;
  language: Language;
}

export async function createSignedDocument({
  referenceRequest,
  type,
  language,
}: CreateSignedDocument): Promise<SignedDocumentLink> {
  const body: CreateSignedDocumentInput = {
    reference_request: referenceRequest,
    scrive_document_type: type,
    language,
  };
  return unwrap(await apiRequest<SignedDocumentLink>('/providers/scrive/create/', { method: 'POST', body }));
}

/** {guid} is the request's guid, under which the link and status queries of its documents are kept. */
export function createSignedDocumentMutationOptions(queryClient: QueryClient, guid: string) {
  return mutationOptions({
    mutationKey: ['providers', 'scrive', guid, 'create'] as const,
    mutationFn: createSignedDocument,
    onSuccess: (link, { type }) => {
      queryClient.setQueryData(signedDocumentLinkQueryOptions(guid, type).queryKey, link);
    },
  });
}
