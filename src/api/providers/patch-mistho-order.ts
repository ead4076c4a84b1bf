/**
 * PATCH /providers/mistho/orders/{id} {status: 'CANDIDATE_DECLINED', decline_reason, decline_notes}: the candidate
 * declines the instant employment verification (spec 000 §3, §5, §7). A refusal (400 with field errors, 409) comes
 * back as the result's error for the dialog to show; any other failure is thrown.
 */
import { ORDER_STATUSES } from '../../../domain/employment-verification';
import type { DeclineFormValues } from '../../../domain/employment-verification.schema';
import { apiRequest, segment, type ApiResult } from '../http';
import type { MisthoOrder } from './get-mistho-orders';

export function patchMisthoOrder(orderId: string, values: DeclineFormValues): Promise<ApiResult<MisthoOrder>> {
  return apiRequest<MisthoOrder>(`/providers/mistho/orders/${segment(orderId)}`, {
    method: 'PATCH',
    body: { status: ORDER_STATUSES.declined, ...values },
  });
}
