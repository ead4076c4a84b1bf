import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { referenceResponseQueryOptions } from '../api/oneform/get-reference-response';

export interface Company {
  name: string;
  logo: string | null;
}

/**
 * The requesting company, once the candidate area has loaded the request. The shell only reads what the
 * route loader put in the cache (enabled: false): it never fetches on its own, so pages without a request
 * (/logout, a bad link) show no company at all.
 */
export function useCompany(): Company | null {
  const { guid } = useSearch({ strict: false });
  const { data } = useQuery({ ...referenceResponseQueryOptions(guid ?? ''), enabled: false });
  if (!guid || !data) return null;
  return { name: data.reference_request.company_name, logo: data.reference_request.company_logo };
}
