import { sessionRevocations } from '../../app/lib/auth/session-revocations.server';
import { checkRateLimits } from '../../app/lib/http/rate-limit.server';
import { shareStores } from '../../server/shared-stores';

/**
 * A worker process of a clustered storefront, reduced to its shared stores: set up as
 * server/app.ts sets them up (no REDIS_URL), then driven by the test in the primary process.
 */
type Command =
  | { command: 'revoke'; sessionId: string }
  | { command: 'is-revoked'; sessionId: string }
  | { command: 'count'; rule: string };

shareStores(undefined);

process.on('message', (message: Command & { ask: string }) => {
  if (!message?.ask) return;
  const answer = async () => {
    if (message.command === 'revoke') {
      await sessionRevocations().revoke(message.sessionId, Date.now() + 60_000);
      return true;
    }
    if (message.command === 'is-revoked') return sessionRevocations().isRevoked(message.sessionId);
    const refusal = await checkRateLimits([
      { rule: { name: message.rule, limit: 1, windowMs: 60_000 }, key: 'ip' },
    ]);
    return refusal?.status ?? 'counted';
  };
  void answer().then((value) => process.send?.({ ask: message.ask, value }));
});
process.send?.('ready');
