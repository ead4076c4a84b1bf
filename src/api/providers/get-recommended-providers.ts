/**
 * GET /providers/trinsic/recommended_providers/{guid}/: the digital ID providers to offer, grouped as recognized,
 * relevant and remainder (spec 000 §3 "Digital ID provider entry", §7). {guid} is the request's guid. `language`
 * (ours, docs/api.md) is the language of the subtexts. Any failure answers the three lists empty, as the
 * specification's client does, so the step shows 'No providers found' rather than an error page.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../domain/locales';
import { apiRequest, segment } from '../http';

export interface DigitalIdProvider {
  id: string;
  providerId: string;
  name: string;
  logoUrl: string | null;
  subtext: string;
}

export interface RecommendedProviders {
  recognized: DigitalIdProvider[];
  relevant: DigitalIdProvider[];
  remainder: DigitalIdProvider[];
}

const listOf = (value: unknown): DigitalIdProvider[] => (Array.isArray(value) ? (value as DigitalIdProvider[]) : []);

async function fetchRecommendedProviders(
  guid: string,
  language: Language,
  signal?: AbortSignal,
): Promise<RecommendedProviders> {
  const result = await apiRequest<Partial<RecommendedProviders>>(
    `/providers/trinsic/recommended_providers/${segment(guid)}/`,
    { query: { language }, ...(signal ? { signal } : {}) },
  ).catch(() => null);
  const data = result?.ok ? result.data : {};
  return { recognized: listOf(data.recognized), relevant: listOf(data.relevant), remainder: listOf(data.remainder) };
}

export function recommendedProvidersQueryOptions(guid: string, language: Language) {
  return queryOptions({
    queryKey: ['providers', 'trinsic', 'recommended', guid, language] as const,
    queryFn: ({ signal }) => fetchRecommendedProviders(guid, language, signal),
  });
}
