/** Creates a candidate request through the invite command, as an organisation's tester would. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import type { CreatedRequest } from '../../../domain/org-request.schema';

const run = promisify(execFile);

export async function invite(scenario: string): Promise<CreatedRequest> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/cli/invite.ts', '--scenario', scenario, '--json'], {
    env: { ...process.env, PORT: String(inject('port')), DATA_DIR: inject('dataDir'), PUBLIC_URL: inject('baseUrl'), DATABASE_URL: '' },
  });
  return JSON.parse(stdout) as CreatedRequest;
}
