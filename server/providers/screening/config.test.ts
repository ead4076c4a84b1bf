import { describe, expect, it } from 'vitest';
import { DEFAULT_SCREENING_TIMEOUT_MS, loadScreeningConfig, SANDBOX_SCREENING, screeningWidgetOrigin } from './config';

const REMOTE = {
  SCREENING_PROVIDER: 'remote',
  SCREENING_BASE_URL: 'https://screening.example.com/v1/',
  SCREENING_API_KEY: ' scr-key-42 ',
  SCREENING_WIDGET_ORIGIN: 'https://widget.screening.example.com',
};

describe('loadScreeningConfig', () => {
  it('uses the sandbox by default, whose widget is on our own origin', () => {
    expect(loadScreeningConfig({})).toStrictEqual(SANDBOX_SCREENING);
    expect(screeningWidgetOrigin(loadScreeningConfig({ SCREENING_PROVIDER: ' Sandbox ' }))).toBeNull();
    expect(screeningWidgetOrigin(undefined)).toBeNull();
  });

  it('reads the remote service and its widget origin', () => {
    const config = loadScreeningConfig({ ...REMOTE, SCREENING_TIMEOUT_MS: '4000' });
    expect(config).toStrictEqual({
      provider: 'remote',
      baseUrl: 'https://screening.example.com/v1',
      apiKey: 'scr-key-42',
      widgetOrigin: 'https://widget.screening.example.com',
      timeoutMs: 4000,
    });
    expect(screeningWidgetOrigin(config)).toBe('https://widget.screening.example.com');
  });

  it.each([
    [{ SCREENING_PROVIDER: 'clearstar' }, /SCREENING_PROVIDER/],
    [{ SCREENING_TIMEOUT_MS: '99' }, /SCREENING_TIMEOUT_MS/],
    [{ ...REMOTE, SCREENING_BASE_URL: 'ftp://screening.example.com' }, /SCREENING_BASE_URL/],
    [{ ...REMOTE, SCREENING_API_KEY: '' }, /SCREENING_API_KEY/],
    [{ ...REMOTE, SCREENING_WIDGET_ORIGIN: '' }, /SCREENING_WIDGET_ORIGIN/],
    [{ ...REMOTE, SCREENING_WIDGET_ORIGIN: 'https://widget.example.com/collect' }, /SCREENING_WIDGET_ORIGIN/],
    [{ ...REMOTE, SCREENING_WIDGET_ORIGIN: 'javascript:alert(1)' }, /SCREENING_WIDGET_ORIGIN/],
  ])('refuses %o', (env, message) => {
    expect(() => loadScreeningConfig(env)).toThrow(message);
  });

  it('never repeats the key in its messages', () => {
    expect(() => loadScreeningConfig({ ...REMOTE, SCREENING_BASE_URL: 'nowhere', SCREENING_API_KEY: 'secret-key-1' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('secret-key-1') }),
    );
    expect(DEFAULT_SCREENING_TIMEOUT_MS).toBe(10_000);
  });
});
