/**
 * POST /providers/mistho/orders?reference_request={id}&lang={language}: the step's instant employment verification
 * order, created at the service the first time and answered as it stands after that (ours: docs/api.md). Every
 * failure is thrown; a service that cannot be reached answers 503.
 */
import type { Language } from '../../../domain/locales';
import { apiRequest, unwrap } from '../http';
import type { MisthoOrder } from './get-mistho-orders';

export async function createMisthoOrder(requestId: number, language: Language): Promise<MisthoOrder> {
  return unwrap(
    await apiRequest<MisthoOrder>('/providers/mistho/orders', {
      method: 'POST',
      query: { reference_request: requestId, lang: language },
    }),
  );
}
