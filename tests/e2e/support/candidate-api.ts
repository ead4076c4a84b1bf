/** The candidate's own API calls, made with the token from their link, to check what the server answers. */
import { expect } from '@playwright/test';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { server } from './server';

const authorization = (token: string) => ({ Authorization: `Token ${token}` });

export async function readResponse(guid: string, token: string): Promise<ReferenceResponse> {
  const answer = await fetch(`${server('baseUrl')}/api/oneform/${guid}/`, { headers: authorization(token) });
  expect(answer.status).toBe(200);
  return (await answer.json()) as ReferenceResponse;
}

/** POST .../complete/ as the Complete button sends it; answers the status and the body. */
export async function postComplete(guid: string, token: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const { guid: responseGuid } = await readResponse(guid, token);
  const answer = await fetch(`${server('baseUrl')}/api/oneform/${guid}/${responseGuid}/complete/`, {
    method: 'POST',
    headers: authorization(token),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}
