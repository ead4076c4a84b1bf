/**
 * The directorships section's save (spec 001 §7, docs/api.md "Directorship saves"): POST
 * /oneform/{guid}/{responseGuid}/directors/directors/ saves one directorship line (with its `id`, that line). The
 * answer is the whole reference response, which replaces the cached one (response-write.ts), so the entry tabs and
 * the hub already show the change.
 */
import type { DirectorshipValues } from '../../../domain/directorships/directorship.schema';
import { responseWrite, useResponseWrite } from './response-write';

export const saveDirectorship = responseWrite<DirectorshipValues>({
  key: ['directorships', 'save'],
  method: 'POST',
  path: 'directors/directors/',
});

export const useSaveDirectorship = () => useResponseWrite(saveDirectorship);
