import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { companies } from '../schema';

/**
 * Finds the company by name or creates it, in one statement (safe under concurrent requests). A logo, New
 * Zealand company code or contact given replaces the stored one; none keeps what is there.
 */
export async function upsertCompany(
  db: Database,
  input: {
    name: string;
    logoUrl: string | null;
    nzCompanyCode?: string | null;
    contactEmail?: string | null;
    contactPhone?: string | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({
      name: input.name,
      logoUrl: input.logoUrl,
      nzCompanyCode: input.nzCompanyCode ?? null,
      contactEmail: input.contactEmail ?? null,
      contactPhone: input.contactPhone ?? null,
    })
    .onConflictDoUpdate({
      target: companies.name,
      set: {
        logoUrl: sql`coalesce(excluded.logo_url, ${companies.logoUrl})`,
        nzCompanyCode: sql`coalesce(excluded.nz_company_code, ${companies.nzCompanyCode})`,
        contactEmail: sql`coalesce(excluded.contact_email, ${companies.contactEmail})`,
        contactPhone: sql`coalesce(excluded.contact_phone, ${companies.contactPhone})`,
      },
    })
    .returning({ id: companies.id });
  if (!row) throw new Error('Company upsert returned no row.');
  return row.id;
}

/** The company's New Zealand drug-test code, or null when it has none. */
export async function findNzCompanyCode(db: Database, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: companies.nzCompanyCode })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.code ?? null;
}
