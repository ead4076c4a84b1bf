/** Creates a candidate request through the invite command, as an organisation's tester would. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import type { CreatedRequest, SandboxState } from '../../../domain/org-request.schema';

const run = promisify(execFile);

export interface InviteOptions {
  /** Creates the request already in this sandbox state (docs/decisions/0002-sandbox-states.md). */
  state?: SandboxState;
}

export async function invite(scenario: string, { state }: InviteOptions = {}): Promise<CreatedRequest> {
  const args = ['--import', 'tsx', 'server/cli/invite.ts', '--scenario', scenario, ...(state ? ['--state', state] : []), '--json'];
  const { stdout } = await run(process.execPath, args, {
    env: { ...process.env, PORT: String(inject('port')), DATA_DIR: inject('dataDir'), PUBLIC_URL: inject('baseUrl'), DATABASE_URL: '' },
  });
  return JSON.parse(stdout) as CreatedRequest;
}
