/**
 * DELETE /oneform/{guid}/{responseGuid}/employers/employers/{id}/ (spec 001 §7): removes one of the candidate's
 * employer lines, by its id. The answer is the whole reference response, which replaces the cached one; a line that
 * is not theirs answers 404, which is thrown.
 */
import { deleteByIdWrite, useResponseWrite } from './response-write';
import { EMPLOYERS_PATH } from './save-employer';

export const deleteEmployer = deleteByIdWrite(['employers', 'delete'], EMPLOYERS_PATH);

export const useDeleteEmployer = () => useResponseWrite(deleteEmployer);
