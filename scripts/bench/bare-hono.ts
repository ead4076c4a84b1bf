/**
 * The yardstick of the middleware's cost: Hono on @hono/node-server answering GET /api/bench/static/ with the same
 * 2 KB JSON as the app's static route, with no middleware at all. `npm run bench` starts it beside the server.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { BENCH_STATIC_BODY } from '../../server/routes/bench-static';
import { BARE_PATH } from './server-process';

const app = new Hono();
app.get(BARE_PATH, (c) => c.json(BENCH_STATIC_BODY));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
