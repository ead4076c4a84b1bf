/**
 * POST /providers/trinsic/created_hosted_session/{guid}/ {provider_id, redirectUrl}: starts a session with the
 * chosen digital ID provider and answers its `launchUrl`, which the page navigates to in the same window (spec
 * 000 §4, §7). {guid} is the request's guid; `redirectUrl` is where the provider sends the candidate back;
 * `language` (ours, docs/api.md) is the language of the provider's page. Every failure is thrown: the step goes
 * back to the list.
 */
import { mutationOptions } from '@tanstack/react-query';
import type { Language } from '../../../domain/locales';
import { apiRequest, segment, unwrap } from '../http';

export interface CreateHostedSession {
  providerId: string;
  redirectUrl: string;
  language: Language;
}

interface HostedSession {
  launchUrl: string;
}

async function createHostedSession(guid: string, { providerId, redirectUrl, language }: CreateHostedSession) {
  const body = { provider_id: providerId, redirectUrl, language };
  const session = unwrap(
    await apiRequest<HostedSession>(`/providers/trinsic/created_hosted_session/${segment(guid)}/`, { method: 'POST', body }),
  );
  if (typeof session.launchUrl !== 'string' || session.launchUrl === '') throw new Error('The session has no launch URL');
  return session.launchUrl;
}

export function createHostedSessionMutationOptions(guid: string) {
  return mutationOptions({
    mutationKey: ['providers', 'trinsic', guid, 'created_hosted_session'] as const,
    mutationFn: (input: CreateHostedSession) => createHostedSession(guid, input),
  });
}
