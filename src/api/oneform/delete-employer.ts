/**
 * DELETE /oneform/{guid}/{responseGuid}/employers/employers/{id}/ (spec 001 §7): removes one of the candidate's
 * employer lines, by its id. The answer is the whole reference response, which replaces the cached one; a line that
 * is not theirs answers 404, which is thrown.
 */
import { segment } from '../http';
import { responsePath, responseWrite, useResponseWrite } from './response-write';
import { EMPLOYERS_PATH } from './save-employer';

export const deleteEmployer = responseWrite<number>({
  key: ['employers', 'delete'],
  method: 'DELETE',
  path: (target, id) => responsePath(target, `${EMPLOYERS_PATH}${segment(id)}/`),
  send: () => undefined,
});

export const useDeleteEmployer = () => useResponseWrite(deleteEmployer);
