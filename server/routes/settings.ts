/**
 * GET /settings/: the links the completion page offers (spec 000 §1: help centre and digital career passport).
 * Our own endpoint: the specification names the links but not where they come from. They are the same for every
 * candidate, so no token is needed and browsers may keep them for five minutes.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';

const SETTINGS_CACHE_CONTROL = 'public, max-age=300';

export function settingsRoutes({ config }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const settings = { help_centre_url: config.helpCentreUrl, career_passport_url: config.careerPassportUrl };

  routes.get('/settings/', (c) => {
    c.header('Cache-Control', SETTINGS_CACHE_CONTROL);
    return c.json(settings);
  });

  return routes;
}
