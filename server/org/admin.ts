/**
 * Managing organisations and their API keys: what `npm run org` does, on the database directly or through the
 * running server's admin routes (server/routes/admin.ts), which call these same functions.
 */
import type { Database } from '../db/client';
import { ApiError } from '../errors';
import {
  findOrganisation,
  insertApiKey,
  insertOrganisation,
  listApiKeys,
  listOrganisations,
  revokeApiKey,
  type OrganisationIdentity,
} from '../db/repositories/organisations';
import { generateApiKey } from './api-keys';

/** A refusal the caller can act on; the admin routes answer it with its status and the message as `detail`. */
export class AdminError extends ApiError {
  override name = 'AdminError';
  constructor(status: 400 | 404 | 409, message: string) {
    super(status, { detail: message });
  }
}

export interface OrganisationView {
  guid: string;
  name: string;
  is_default: boolean;
  created_at: string;
}

export interface ApiKeyView {
  guid: string;
  prefix: string;
  label: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A key as created: the only time the whole key is ever shown. */
export interface CreatedApiKey {
  organisation: string;
  guid: string;
  prefix: string;
  label: string | null;
  key: string;
}

/** What managing organisations offers, whichever way it reaches the database. */
export interface OrganisationAdmin {
  createOrganisation(name: string): Promise<OrganisationView>;
  listOrganisations(): Promise<OrganisationView[]>;
  createKey(organisation: string, label: string | null): Promise<CreatedApiKey>;
  listKeys(organisation: string): Promise<ApiKeyView[]>;
  revokeKey(organisation: string, key: string): Promise<void>;
}

export const MAX_NAME_LENGTH = 200;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function organisationAdmin(db: Database, now: () => Date = () => new Date()): OrganisationAdmin {
  async function organisationNamed(nameOrGuid: string): Promise<OrganisationIdentity> {
    const found = await findOrganisation(db, nameOrGuid);
    if (!found) throw new AdminError(404, `No organisation is named "${nameOrGuid}".`);
    return found;
  }

  return {
    async createOrganisation(name) {
      const trimmed = name.trim();
      if (trimmed === '' || trimmed.length > MAX_NAME_LENGTH) {
        throw new AdminError(400, `An organisation's name has 1 to ${MAX_NAME_LENGTH} characters.`);
      }
      const at = now();
      const created = await insertOrganisation(db, trimmed, at);
      if (!created) throw new AdminError(409, `An organisation named "${trimmed}" already exists.`);
      return { guid: created.guid, name: created.name, is_default: false, created_at: at.toISOString() };
    },

    async listOrganisations() {
      const rows = await listOrganisations(db);
      return rows.map((row) => ({ guid: row.guid, name: row.name, is_default: row.isDefault, created_at: row.createdAt.toISOString() }));
    },

    async createKey(organisation, label) {
      const owner = await organisationNamed(organisation);
      const { key, prefix, keyHash } = generateApiKey();
      const trimmedLabel = label?.trim() || null;
      const created = await insertApiKey(db, { organisationId: owner.id, prefix, keyHash, label: trimmedLabel }, now());
      return { organisation: owner.name, guid: created.guid, prefix, label: trimmedLabel, key };
    },

    async listKeys(organisation) {
      const owner = await organisationNamed(organisation);
      const rows = await listApiKeys(db, owner.id);
      return rows.map((row) => ({
        guid: row.guid,
        prefix: row.prefix,
        label: row.label,
        created_at: row.createdAt.toISOString(),
        last_used_at: iso(row.lastUsedAt),
        revoked_at: iso(row.revokedAt),
      }));
    },

    async revokeKey(organisation, key) {
      const owner = await organisationNamed(organisation);
      const revoked = await revokeApiKey(db, owner.id, key, now());
      if (revoked === 0) throw new AdminError(404, `"${owner.name}" has no active key with the prefix or id "${key}".`);
      if (revoked > 1) throw new AdminError(409, `Several active keys of "${owner.name}" match "${key}"; name the key by its id.`);
    },
  };
}
