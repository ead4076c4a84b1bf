/**
 * Hono's router with the matches of paths that carry no parameter kept. The API's paths put a fixed segment and a
 * parameter side by side (`/oneform/document-upload/` beside `/oneform/:guid/`), which Hono's fastest router
 * refuses, so its trie router walks every request's path through the whole table of routes and middleware. A path
 * without parameters (`/healthz`, `/api/settings/`, the SPA's files) always matches the same handlers: the second
 * time, they are looked up by the path instead.
 */
import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** Enough for every fixed path the app serves; past it, paths are matched as before (junk paths cannot grow it). */
const KEPT_MATCHES = 1000;

function withoutParameters<T>(result: Result<T>): boolean {
  // A stash (the regular-expression router's form) means parameters were captured.
  if (result.length !== 1) return false;
  for (const [, params] of result[0]) {
    for (const _name in params) return false;
  }
  return true;
}

export class RouteMatchCache<T> implements Router<T> {
  readonly name: string;
  readonly #router: Router<T>;
  readonly #kept = new Map<string, Result<T>>();

  constructor(router: Router<T> = new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] })) {
    this.#router = router;
    this.name = `${router.name} with kept matches`;
  }

  add(method: string, path: string, handler: T): void {
    this.#kept.clear();
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const kept = this.#kept.get(key);
    if (kept) return kept;
    const result = this.#router.match(method, path);
    if (this.#kept.size < KEPT_MATCHES && withoutParameters(result)) this.#kept.set(key, result);
    return result;
  }
}
