/**
 * The referees section's save (spec 001 §7, docs/referees.md): POST /oneform/{guid}/{responseGuid}/reference/reference/
 * saves one referee (with its `id`, that referee). The answer is the whole reference response, which replaces the
 * cached one (response-write.ts), so the summary and the hub already count the referee.
 */
import type { RefereeValues } from '../../../domain/referees/referee.schema';
import { responseWrite, useResponseWrite } from './response-write';

export const REFEREES_PATH = 'reference/reference/';

export const saveReferee = responseWrite<RefereeValues>({ key: ['referees', 'save'], method: 'POST', path: REFEREES_PATH });

export const useSaveReferee = () => useResponseWrite(saveReferee);
