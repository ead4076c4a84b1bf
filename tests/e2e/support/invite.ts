/** Creates candidate requests as an organisation does: through the invite command, or its API. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import type { CreatedRequest, OrgRequestInput, SandboxState } from '../../../domain/org-request.schema';
import { loadConfig } from '../../../server/config';
import { server, serverEnv } from './server';

const run = promisify(execFile);

export interface InviteOptions {
  /** Creates the request already in this sandbox state (docs/decisions/0002-sandbox-states.md). */
  state?: SandboxState;
}

export async function invite(scenario: string, { state }: InviteOptions = {}): Promise<CreatedRequest> {
  const args = ['--import', 'tsx', 'server/cli/invite.ts', '--scenario', scenario, ...(state ? ['--state', state] : []), '--json'];
  const { stdout } = await run(process.execPath, args, { env: serverEnv() });
  return JSON.parse(stdout) as CreatedRequest;
}

/** Creates a request through the organisation API, as an organisation's own system posts it. */
export async function createThroughOrgApi(request: OrgRequestInput): Promise<CreatedRequest> {
  const { orgApiKey } = loadConfig(serverEnv());
  const answer = await fetch(`${server('baseUrl')}/api/org/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${orgApiKey}` },
    body: JSON.stringify(request),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()) as CreatedRequest;
}
