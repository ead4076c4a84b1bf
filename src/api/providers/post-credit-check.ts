/**
 * POST /providers/credit_check/{responseGuid}/ (ours; docs/api.md "Adverse financial history"): starts the credit
 * search with the candidate's saved name, date of birth and current address, or answers the search that stands.
 * The answer is the search's credit_status. A refusal (400 naming the details to complete, 409, 503) is thrown as
 * an ApiError carrying the server's body.
 */
import { apiRequest, segment, unwrap } from '../http';

export interface CreditCheckStarted {
  credit_status: string | null;
}

export async function postCreditCheck(responseGuid: string): Promise<CreditCheckStarted> {
  return unwrap(
    await apiRequest<CreditCheckStarted>(`/providers/credit_check/${segment(responseGuid)}/`, { method: 'POST' }),
  );
}
