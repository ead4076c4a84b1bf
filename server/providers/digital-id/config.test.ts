// The settings every remote provider shares are checked in ../remote-settings.test.ts; here, what digital ID adds.
import { describe, expect, it } from 'vitest';
import { loadDigitalIdConfig } from './config';

describe('loadDigitalIdConfig', () => {
  it('reads the sandbox failures a tester can turn on', () => {
    expect(loadDigitalIdConfig({ DIGITAL_ID_SANDBOX_FAIL: 'providers' }).sandboxFailure).toBe('providers');
    expect(loadDigitalIdConfig({ DIGITAL_ID_SANDBOX_FAIL: 'CREATE' }).sandboxFailure).toBe('create');
  });

  it('refuses a failure it does not know', () => {
    expect(() => loadDigitalIdConfig({ DIGITAL_ID_SANDBOX_FAIL: 'results' })).toThrow(/DIGITAL_ID_SANDBOX_FAIL/);
  });
});
