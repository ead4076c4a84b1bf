import { describe, expect, it } from 'vitest';
import { returnPathOf, signingHref, withoutOutcome } from './signing-link';

const STEP = '/candidate-feedback/acic_consent/acic_consent';

describe('returnPathOf', () => {
  it("keeps the step's path and query, without the token or an earlier outcome", () => {
    expect(returnPathOf(STEP, '?guid=g-1&user_token=t-1&signing=declined&idProvider=hooyu')).toBe(
      `${STEP}?guid=g-1&idProvider=hooyu`,
    );
    expect(returnPathOf(STEP, 'guid=g%201')).toBe(`${STEP}?guid=g+1`);
    expect(returnPathOf(STEP, '')).toBe(STEP);
  });
});

describe('withoutOutcome', () => {
  it('drops only the outcome', () => {
    expect(withoutOutcome('?guid=g-1&signing=sealed&user_token=t')).toBe('?guid=g-1&user_token=t');
    expect(withoutOutcome('?signing=sealed')).toBe('');
  });
});

describe('signingHref', () => {
  const base = 'http://127.0.0.1:3000/candidate-feedback/acic_consent/acic_consent?guid=g-1';

  it('adds the way back and the language to the link the API answered', () => {
    const href = new URL(
      signingHref('http://127.0.0.1:3000/e-signing/7c1e', { returnPath: `${STEP}?guid=g-1`, language: 'pt-BR', base }),
    );
    expect(href.origin + href.pathname).toBe('http://127.0.0.1:3000/e-signing/7c1e');
    expect(href.searchParams.get('return')).toBe(`${STEP}?guid=g-1`);
    expect(href.searchParams.get('lang')).toBe('pt-BR');
  });

  it('resolves a link given as a path, and replaces a return or language it already had', () => {
    const href = new URL(signingHref('/e-signing/7c1e?lang=fr&return=/x', { returnPath: STEP, language: 'es', base }));
    expect(href.href).toBe(`http://127.0.0.1:3000/e-signing/7c1e?lang=es&return=${encodeURIComponent(STEP)}`);
  });
});
