/**
 * DELETE /oneform/{guid}/{responseGuid}/reference/reference/{id}/ (spec 001 §7): removes one of the candidate's
 * referees, by its id. The answer is the whole reference response, which replaces the cached one; a referee that is
 * not theirs answers 404, which is thrown.
 */
import { deleteByIdWrite, useResponseWrite } from './response-write';
import { REFEREES_PATH } from './save-referee';

export const deleteReferee = deleteByIdWrite(['referees', 'delete'], REFEREES_PATH);

export const useDeleteReferee = () => useResponseWrite(deleteReferee);
