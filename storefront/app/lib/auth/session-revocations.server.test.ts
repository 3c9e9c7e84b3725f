import { describe, expect, it } from 'vitest';
import { MemorySessionRevocationStore } from './session-revocations.server';

describe('MemorySessionRevocationStore', () => {
  it('refuses a revoked id until its session would have ended, then forgets it', async () => {
    let now = 1_000_000;
    const store = new MemorySessionRevocationStore({ now: () => now });
    await store.revoke('session-a', now + 60_000);
    expect(await store.isRevoked('session-a')).toBe(true);
    expect(await store.isRevoked('session-b')).toBe(false);
    now += 59_999;
    expect(await store.isRevoked('session-a')).toBe(true);
    // By then the session itself is refused for its age: the store need not keep the id.
    now += 2;
    expect(await store.isRevoked('session-a')).toBe(false);
  });

  it('keeps nothing for a session that has already ended', async () => {
    const store = new MemorySessionRevocationStore({ now: () => 5_000 });
    await store.revoke('ended', 5_000);
    expect(await store.isRevoked('ended')).toBe(false);
  });

  it('holds at most `max` revocations, the oldest going first', async () => {
    const store = new MemorySessionRevocationStore({ max: 3 });
    const until = Date.now() + 60_000;
    for (const id of ['one', 'two', 'three']) await store.revoke(id, until);
    // Asking about an id does not keep it longer: only revoking counts.
    expect(await store.isRevoked('one')).toBe(true);
    await store.revoke('four', until);
    expect(await store.isRevoked('one')).toBe(false);
    for (const id of ['two', 'three', 'four']) expect(await store.isRevoked(id)).toBe(true);
  });
});
