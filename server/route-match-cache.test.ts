import { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { RouteMatchCache } from './route-match-cache';

function app() {
  const app = new Hono({ router: new RouteMatchCache() });
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('X-Seen', 'api');
  });
  app.get('/api/items/fixed/', (c) => c.text('fixed'));
  app.get('/api/items/:id/', (c) => c.text(`item ${c.req.param('id')}`));
  app.get('*', (c) => c.text(`page ${c.req.path}`));
  return app;
}

describe('RouteMatchCache', () => {
  it('answers a fixed path the same way each time, middleware included, beside a parameter at the same level', async () => {
    const server = app();
    for (let i = 0; i < 2; i++) {
      const answer = await server.request('/api/items/fixed/');
      expect(await answer.text()).toBe('fixed');
      expect(answer.headers.get('x-seen')).toBe('api');
    }
  });

  it('keeps no parameter of one request for the next', async () => {
    const server = app();
    expect(await (await server.request('/api/items/1/')).text()).toBe('item 1');
    expect(await (await server.request('/api/items/2/')).text()).toBe('item 2');
    expect(await (await server.request('/about')).text()).toBe('page /about');
    expect(await (await server.request('/help')).text()).toBe('page /help');
  });

  it('forgets what it kept when a route is added to a router that allows it', () => {
    const router = new RouteMatchCache<string>(new TrieRouter());
    router.add('GET', '/a', 'first');
    expect(router.match('GET', '/a')[0].map(([handler]) => handler)).toStrictEqual(['first']);
    router.add('GET', '/a', 'second');
    expect(router.match('GET', '/a')[0].map(([handler]) => handler)).toStrictEqual(['first', 'second']);
  });
});
