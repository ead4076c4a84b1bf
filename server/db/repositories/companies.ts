import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { companies } from '../schema';

/**
 * Finds the company by name or creates it, in one statement (safe under concurrent requests). A logo given
 * replaces the stored one; no logo keeps what is there.
 */
export async function upsertCompany(db: Database, input: { name: string; logoUrl: string | null }): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({ name: input.name, logoUrl: input.logoUrl })
    .onConflictDoUpdate({
      target: companies.name,
      set: { logoUrl: sql`coalesce(excluded.logo_url, ${companies.logoUrl})` },
    })
    .returning({ id: companies.id });
  if (!row) throw new Error('Company upsert returned no row.');
  return row.id;
}
