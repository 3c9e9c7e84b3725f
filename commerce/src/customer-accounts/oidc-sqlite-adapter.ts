import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { CommerceDatabase } from '../db/connection';

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/**
 * oidc-provider's storage in SQLite (table oidc_payloads), so sessions, codes and tokens
 * survive a restart of the local platform. Returns a class, as the provider wants one to
 * construct per model name.
 */
export function sqliteAdapterFor(db: CommerceDatabase) {
  /** The live (unexpired) payload of a model by id or uid. */
  const selectBy = (column: 'id' | 'uid') =>
    db.prepare<[string, string, number], { payload: string }>(
      `SELECT payload FROM oidc_payloads WHERE model = ? AND ${column} = ?
       AND (expires_at IS NULL OR expires_at > ?)`,
    );
  const statements = {
    upsert: db.prepare(
      `INSERT INTO oidc_payloads (model, id, payload, grant_id, uid, expires_at)
       VALUES (@model, @id, @payload, @grantId, @uid, @expiresAt)
       ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload,
         grant_id = excluded.grant_id, uid = excluded.uid, expires_at = excluded.expires_at`,
    ),
    byId: selectBy('id'),
    byUid: selectBy('uid'),
    destroy: db.prepare('DELETE FROM oidc_payloads WHERE model = ? AND id = ?'),
    revokeByGrantId: db.prepare('DELETE FROM oidc_payloads WHERE grant_id = ?'),
    consume: db.prepare(
      `UPDATE oidc_payloads SET payload = json_set(payload, '$.consumed', ?)
       WHERE model = ? AND id = ?`,
    ),
    deleteExpired: db.prepare(
      'DELETE FROM oidc_payloads WHERE expires_at IS NOT NULL AND expires_at < ?',
    ),
  };

  let lastSweep = 0;
  /** Expired rows are swept at most once a minute, on writes. */
  const sweepExpired = () => {
    const now = nowInSeconds();
    if (now - lastSweep < 60) return;
    lastSweep = now;
    statements.deleteExpired.run(now);
  };

  const parse = (row: { payload: string } | undefined) =>
    row && (JSON.parse(row.payload) as AdapterPayload);

  return class SqliteAdapter implements Adapter {
    readonly #model: string;

    constructor(model: string) {
      this.#model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      sweepExpired();
      statements.upsert.run({
        model: this.#model,
        id,
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? nowInSeconds() + expiresIn : null,
      });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return parse(statements.byId.get(this.#model, id, nowInSeconds()));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return parse(statements.byUid.get(this.#model, uid, nowInSeconds()));
    }

    /** User codes belong to the device flow, which is off: none is ever stored. */
    async findByUserCode(): Promise<undefined> {
      return undefined;
    }

    async consume(id: string): Promise<void> {
      statements.consume.run(nowInSeconds(), this.#model, id);
    }

    async destroy(id: string): Promise<void> {
      statements.destroy.run(this.#model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      statements.revokeByGrantId.run(grantId);
    }
  };
}
