/**
 * GET /accounts/nz_company_code/?company_id={id}: the code a New Zealand candidate quotes when booking a drug
 * test for this company (spec 000 §7). A failure is not an error for the page, which shows a dash instead: the
 * query answers null.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../http';

export interface NzCompanyCode {
  code: string;
}

export async function fetchNzCompanyCode(companyId: number, signal?: AbortSignal): Promise<NzCompanyCode> {
  return unwrap(
    await apiRequest<NzCompanyCode>('/accounts/nz_company_code/', {
      query: { company_id: companyId },
      ...(signal ? { signal } : {}),
    }),
  );
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
