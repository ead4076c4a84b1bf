/**
 * What a phone link shows and takes (docs/documents.md "Continue on your phone"): the uploaders of its step as the
 * computer's page shows them now. The server's alone: the phone page reads them from GET /api/handoff/, so the
 * supporting documents' rules stay out of its chunk.
 */
import { documentTypesFor } from '../document-types';
import { optionalSupportingTypes, requiredSupportingTypes } from '../documents/supporting';
import { NAME_CHANGE_SLOTS, type UploadSlot, uploadSlots } from '../documents/upload-pages';
import type { DocumentType, ReferenceResponse } from '../reference-response';
import type { HandoffStep } from './handoff';

/** What a phone link shows: the page's uploaders, and the types the page offers besides, one picked at a time. */
export interface HandoffUploaders {
  slots: UploadSlot[];
  offered: UploadSlot[];
}

const typeSlot = (type: DocumentType): UploadSlot => ({ key: type.slug, type: type.slug, target: null, recordName: null });

/**
 * The uploaders of a link's step as the computer's page shows them now: the supporting documents page's required
 * types, with its optional types offered through a picker; the name-change page's two once the candidate answered
 * Yes, and none otherwise.
 */
export function handoffUploaders(
  step: HandoffStep,
  response: ReferenceResponse,
  documentTypes: readonly DocumentType[] = documentTypesFor(response.reference_request),
): HandoffUploaders {
  switch (step) {
    case 'document_upload':
      return { slots: requiredSupportingTypes(documentTypes).map(typeSlot), offered: optionalSupportingTypes(documentTypes).map(typeSlot) };
    case 'acic_documents_confirmation': {
      const nameChanged = response.candidate_id_document_details?.has_different_name_in_acic_documents === true;
      return { slots: nameChanged ? [...NAME_CHANGE_SLOTS] : [], offered: [] };
    }
    default:
      return { slots: uploadSlots(step, response, documentTypes), offered: [] };
  }
}
