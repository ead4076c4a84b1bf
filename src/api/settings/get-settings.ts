/**
 * GET /settings/: the links the completion page offers, the help centre and the digital career passport
 * (spec 000 §1). They do not change during a visit.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../http';

export interface Settings {
  help_centre_url: string;
  career_passport_url: string;
}

export async function fetchSettings(signal?: AbortSignal): Promise<Settings> {
  return unwrap(await apiRequest<Settings>('/settings/', signal ? { signal } : {}));
}

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: ['settings'] as const,
    queryFn: ({ signal }) => fetchSettings(signal),
    staleTime: Infinity,
  });
}
