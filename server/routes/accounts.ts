/**
 * GET /accounts/nz_company_code/?company_id={id} (spec 000 §7): the company's code for New Zealand drug-test
 * bookings, shown on the completion page. A token may ask only about its own request's company.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound, requireCandidate } from '../auth/candidate-auth';
import { findNzCompanyCode } from '../db/repositories/companies';
import { readIntegerQuery } from '../http';

export function accountRoutes({ db }: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/accounts/nz_company_code/', async (c) => {
    const candidate = await requireCandidate(db, c.req.header('authorization'));
    if (readIntegerQuery(c, 'company_id') !== candidate.companyId) throw notFound();
    const code = await findNzCompanyCode(db, candidate.companyId);
    if (!code) throw notFound();
    return c.json({ code });
  });

  return routes;
}
