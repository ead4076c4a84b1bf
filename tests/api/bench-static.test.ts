import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

const ctx = useTestApp();

describe('GET /api/bench/static/ (the benchmark yardstick)', () => {
  it('is not served unless BENCH_STATIC_ROUTE turns it on', async () => {
    const response = await ctx.app.request('/api/bench/static/');
    expect(response.status).toBe(404);
  });

  it('answers about 2 KB of JSON through the API middleware when turned on', async () => {
    ctx.makeApp({ config: { benchStaticRoute: true } });
    const response = await ctx.app.request('/api/bench/static/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text.length).toBeGreaterThan(1900);
    expect(text.length).toBeLessThan(2200);
    expect(JSON.parse(text)).toMatchObject({ items: expect.any(Array) });
  });
});
