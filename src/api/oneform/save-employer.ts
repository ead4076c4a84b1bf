/**
 * The employers section's save (spec 001 §7, docs/api.md "Employment history saves"): POST
 * /oneform/{guid}/{responseGuid}/employers/employers/ saves one employer line (with its `id`, that line). The answer
 * is the whole reference response, which replaces the cached one (response-write.ts), so the entry tabs and the hub
 * already show the change.
 */
import type { EmployerValues } from '../../../domain/employers/employer.schema';
import { responseWrite, useResponseWrite } from './response-write';

export const EMPLOYERS_PATH = 'employers/employers/';

export const saveEmployer = responseWrite<EmployerValues>({ key: ['employers', 'save'], method: 'POST', path: EMPLOYERS_PATH });

export const useSaveEmployer = () => useResponseWrite(saveEmployer);
