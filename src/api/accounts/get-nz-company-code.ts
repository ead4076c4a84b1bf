/**
 * GET /accounts/nz_company_code/?company_id={id}: the code a New Zealand candidate quotes when booking a drug
 * test for this company (spec 000 §7). A failure is not an error for the page, which shows a dash instead: the
 * query answers null.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '../http';

export interface NzCompanyCode {
  code: string;
}

export async function fetchNzCompanyCode(companyId: number, signal?: AbortSignal): Promise<NzCompanyCode> {
  return fetchJson('/accounts/nz_company_code/', signal, { company_id: companyId });
}

export function nzCompanyCodeQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: ['accounts', 'nz-company-code', companyId] as const,
    queryFn: ({ signal }): Promise<string | null> =>
      fetchNzCompanyCode(companyId, signal).then(
        (answer) => (typeof answer.code === 'string' && answer.code !== '' ? answer.code : null),
        () => null,
      ),
    staleTime: Infinity,
  });
}
