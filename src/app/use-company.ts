import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { referenceResponseQueryOptions } from '../api/oneform/get-reference-response';

export interface Company {
  name: string;
  logo: string | null;
}

/**
 * The company of a cached reference response, or null when the cache holds none or holds one whose company is not
 * a name and a logo address. The shell and the error pages read it, so a request with bad data can never break
 * the page that reports the error: they show no company instead.
 */
export function companyOf(data: unknown): Company | null {
  if (typeof data !== 'object' || data === null) return null;
  const request: unknown = (data as { reference_request?: unknown }).reference_request;
  if (typeof request !== 'object' || request === null) return null;
  const { company_name: name, company_logo: logo } = request as { company_name?: unknown; company_logo?: unknown };
  if (typeof name !== 'string' || name.trim() === '') return null;
  return { name, logo: typeof logo === 'string' && logo !== '' ? logo : null };
}

/**
 * The requesting company, once the candidate area has loaded the request. The shell only reads what the
 * route loader put in the cache (enabled: false): it never fetches on its own, so pages without a request
 * (/logout, a bad link) show no company at all.
 */
export function useCompany(): Company | null {
  const { guid } = useSearch({ strict: false });
  const { data } = useQuery({ ...referenceResponseQueryOptions(guid ?? ''), enabled: false });
  return guid ? companyOf(data) : null;
}
