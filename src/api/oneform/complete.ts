/**
 * POST /oneform/{guid}/{responseGuid}/complete/ (spec 000 §7): no body; the answer is the reference response,
 * status 'done' once the server accepts, which replaces the cached one (response-write.ts), so the companion pages
 * see the response as done without reading it again. The server refuses with 409 {detail, missing_sections} while
 * a required section is incomplete (docs/api.md); the hub's machine reads that refusal as a thrown error. Once
 * submitted, the request's drafts are removed from the device.
 */
import { type QueryClient, mutationOptions } from '@tanstack/react-query';
import { draftStorage, removeDrafts } from '../step-drafts';
import { ApiError, unwrap } from '../http';
import { responseWrite, sendWrite } from './response-write';

export const completeResponse = responseWrite({ key: ['complete'], method: 'POST', path: 'complete/' });

export function completeMutationOptions(queryClient: QueryClient, guid: string) {
  return mutationOptions({
    mutationKey: ['oneform', guid, ...completeResponse.spec.key] as const,
    mutationFn: async (responseGuid: string) => {
      const submitted = unwrap(await sendWrite(queryClient, completeResponse, { guid, responseGuid }, undefined));
      // A submitted request takes no more answers: nothing typed for it stays on the device.
      const storage = draftStorage();
      if (storage) removeDrafts(storage, guid);
      return submitted;
    },
  });
}

/** Why the server refused: its detail and the section slugs it found incomplete, each empty when not given. */
export interface CompletionRefusal {
  detail: string | null;
  missingSections: string[];
}

export function completionRefusal(error: unknown): CompletionRefusal {
  const body = error instanceof ApiError ? error.body : null;
  const detail = typeof body?.detail === 'string' && body.detail !== '' ? body.detail : null;
  const missing = body?.missing_sections;
  const missingSections = Array.isArray(missing) ? missing.filter((slug) => typeof slug === 'string') : [];
  return { detail, missingSections };
}
