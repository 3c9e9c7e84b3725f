import type { IncomingMessage } from 'node:http';
import { HttpError } from './http-error';

/**
 * Reads the whole request body, refusing (413) anything over `limitBytes` both by the declared
 * Content-Length and by what actually arrives, so a lying or chunked client cannot exhaust memory.
 */
export async function readBody(request: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new HttpError(413, `Request body is too large (limit ${limitBytes} bytes).`, {
      connection: 'close',
    });
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) {
    request.resume();
    throw tooLarge();
  }

  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > limitBytes) {
      request.resume();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, received);
}
