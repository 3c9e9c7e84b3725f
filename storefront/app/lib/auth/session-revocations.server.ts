import { LRUCache } from 'lru-cache';

/**
 * Sessions signed out before their time. Session cookies are sealed and stateless, so a copy of
 * one would stay valid until its lifetime ends; logging out records the session's id here until
 * that moment, and every read of a session asks first. The store is an interface so that several
 * instances can share revocations (Redis when REDIS_URL is set); memory is the default for one.
 */
export interface SessionRevocationStore {
  /** Refuses the session `id` from now until `until` (epoch ms), when it would end anyway. */
  revoke(id: string, until: number): Promise<void>;
  isRevoked(id: string): Promise<boolean>;
}

/**
 * Revoked ids kept in bounded memory: each dropped once its session's lifetime is over, and past
 * `max` the oldest revocation goes first. lru-cache does both (the size bound and a time to live
 * per entry) and is the cache the npm ecosystem itself runs on, so none of that is ours to keep.
 */
export class MemorySessionRevocationStore implements SessionRevocationStore {
  readonly #revoked: LRUCache<string, true>;
  readonly #now: () => number;

  constructor({
    max = 100_000,
    now = () => Date.now(),
  }: { max?: number; now?: () => number } = {}) {
    this.#now = now;
    // The cache reads this clock on every check (ttlResolution 0: no timer per read).
    this.#revoked = new LRUCache<string, true>({ max, perf: { now }, ttlResolution: 0 });
  }

  revoke(id: string, until: number) {
    const ttl = until - this.#now();
    if (ttl > 0) this.#revoked.set(id, true, { ttl });
    return Promise.resolve();
  }

  isRevoked(id: string) {
    return Promise.resolve(this.#revoked.has(id));
  }
}

let store: SessionRevocationStore = new MemorySessionRevocationStore();

/** Replaces the store every session read asks (the server sets a shared store at start-up). */
export function setSessionRevocationStore(next: SessionRevocationStore): void {
  store = next;
}

export function sessionRevocations(): SessionRevocationStore {
  return store;
}
