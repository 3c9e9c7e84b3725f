import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AnalyticsRepository } from '../db/analytics-repository';
import { HttpError } from '../http/http-error';
import { readBody } from '../http/read-body';
import { sendJson, sendJsonError } from '../http/responses';
import { readProduceBatch } from './produce-batch';

/** Where storefronts send their analytics events (Shopify's path on the online store's domain). */
export const PRODUCE_BATCH_PATH = '/.well-known/shopify/monorail/unstable/produce_batch';

/** A batch of a few events is a few kilobytes; a product with many lines stays far below this. */
const MAX_BATCH_BYTES = 64 * 1024;

/**
 * POST {PRODUCE_BATCH_PATH}: keeps a batch's events for the owner's analytics page and answers
 * each one ({result: [{status, message}]}, as Monorail does). hydrogen-react sends the batch as
 * text/plain, so a browser may send it without a preflight; JSON is taken too. A body that is
 * not a batch is a 400, a large one a 413, another type a 415.
 */
export function createProduceBatchHandler(analytics: AnalyticsRepository) {
  return async function handleProduceBatch(
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    if (request.method !== 'POST') {
      request.resume();
      return sendJsonError(response, 405, 'Method not allowed', { allow: 'POST' });
    }
    const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'text/plain' && mediaType !== 'application/json') {
      request.resume();
      return sendJsonError(response, 415, 'Send the batch as text/plain or application/json.');
    }
    let text: string;
    try {
      text = (await readBody(request, MAX_BATCH_BYTES)).toString('utf8');
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return sendJsonError(response, error.status, error.message, error.headers);
    }
    const batch = readProduceBatch(text);
    if (!batch.ok) return sendJsonError(response, 400, batch.error);
    analytics.insertEvents(batch.events);
    sendJson(response, 200, { result: batch.result }, { 'cache-control': 'no-store' });
  };
}
