import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import {
  MemorySessionRevocationStore,
  type SessionRevocationStore,
} from './session-revocations.server';

/**
 * Session revocations shared by the worker processes of one storefront (WEB_CONCURRENCY): the
 * cluster's primary process keeps them, and each worker asks it over the processes' IPC channel,
 * so a session signed out through one worker is refused by every other at once. While the primary
 * does not answer in time, a worker answers from its own memory, as the Redis store does while
 * Redis is down: revocations then hold in the worker that made them rather than not at all.
 */

const CHANNEL = 'storefront:session-revocations';
const ANSWER_TIMEOUT_MS = 500;

type QuestionBody =
  { kind: 'revoke'; sessionId: string; until: number } | { kind: 'is-revoked'; sessionId: string };
type Question = QuestionBody & { channel: typeof CHANNEL; id: string };
interface Answer {
  channel: typeof CHANNEL;
  id: string;
  revoked: boolean;
}

function isMessage<T extends { channel: string }>(message: unknown): message is T {
  return (message as { channel?: unknown } | null)?.channel === CHANNEL;
}

/** A worker's store: every question goes to the primary; its own memory is the fallback. */
export class ClusterSessionRevocationStore implements SessionRevocationStore {
  readonly #local = new MemorySessionRevocationStore();
  readonly #waiting = new Map<string, (revoked: boolean) => void>();

  constructor() {
    process.on('message', (message: unknown) => {
      if (!isMessage<Answer>(message)) return;
      this.#waiting.get(message.id)?.(message.revoked);
    });
  }

  async revoke(sessionId: string, until: number) {
    await this.#local.revoke(sessionId, until);
    await this.#ask({ kind: 'revoke', sessionId, until });
  }

  async isRevoked(sessionId: string) {
    const answer = await this.#ask({ kind: 'is-revoked', sessionId });
    return answer ?? (await this.#local.isRevoked(sessionId));
  }

  /** The primary's answer, or null when it cannot be asked or does not answer in time. */
  #ask(question: QuestionBody): Promise<boolean | null> {
    const send = process.send?.bind(process);
    if (!send || !process.connected) return Promise.resolve(null);
    const id = randomUUID();
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(null), ANSWER_TIMEOUT_MS);
      const finish = (answer: boolean | null) => {
        clearTimeout(timer);
        this.#waiting.delete(id);
        resolve(answer);
      };
      this.#waiting.set(id, finish);
      const message: Question = { ...question, channel: CHANNEL, id };
      send(message, undefined, undefined, (error) => {
        if (error) finish(null);
      });
    });
  }
}

/** Run in the primary process: keeps the workers' revocations and answers their questions. */
export function serveSessionRevocationsToWorkers(): void {
  const revocations = new MemorySessionRevocationStore();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<Question>(message)) return;
    const answer = (revoked: boolean) => {
      if (worker.isConnected()) worker.send({ channel: CHANNEL, id: message.id, revoked });
    };
    if (message.kind === 'revoke') {
      void revocations.revoke(message.sessionId, message.until).then(() => answer(true));
    } else {
      void revocations.isRevoked(message.sessionId).then(answer);
    }
  });
}
