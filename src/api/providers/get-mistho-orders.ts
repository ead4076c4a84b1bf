/**
 * GET /providers/mistho/orders?reference_request={id}: the instant employment verification orders of a request
 * (spec 000 §7); the step reads the first one's id, status and app_url. The id is the service's, a string.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '../http';

export interface MisthoOrder {
  id: string;
  status: string;
  app_url: string | null;
}

export interface MisthoOrders {
  results: MisthoOrder[];
}

async function fetchMisthoOrders(requestId: number, signal?: AbortSignal): Promise<MisthoOrders> {
  return fetchJson('/providers/mistho/orders', signal, { reference_request: requestId });
}

export function misthoOrdersQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: ['providers', 'mistho-orders', requestId] as const,
    queryFn: ({ signal }) => fetchMisthoOrders(requestId, signal),
    staleTime: 0,
  });
}
