// The settings every remote provider shares are checked in ../remote-settings.test.ts; here, what e-signing adds.
import { describe, expect, it } from 'vitest';
import { loadESigningConfig } from './config';

describe('loadESigningConfig', () => {
  it('lets a tester make the sandbox fail', () => {
    expect(loadESigningConfig({ E_SIGNING_SANDBOX_FAIL: 'sign' }).sandboxFailure).toBe('sign');
    expect(loadESigningConfig({ E_SIGNING_SANDBOX_FAIL: 'Create' }).sandboxFailure).toBe('create');
  });

  it('refuses a failure it does not know', () => {
    expect(() => loadESigningConfig({ E_SIGNING_SANDBOX_FAIL: 'sometimes' })).toThrow(/E_SIGNING_SANDBOX_FAIL/);
  });
});
