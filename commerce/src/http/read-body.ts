import type { IncomingMessage } from 'node:http';
import getRawBody from 'raw-body';
import { HttpError } from './http-error';

/**
 * Reads the whole request body through raw-body (Express's own body reader), refusing (413)
 * anything over `limitBytes` both by the declared Content-Length and by what actually arrives,
 * so a lying or chunked client cannot exhaust memory.
 */
export async function readBody(request: IncomingMessage, limitBytes: number): Promise<Buffer> {
  try {
    return await getRawBody(request, {
      limit: limitBytes,
      length: request.headers['content-length'],
    });
  } catch (error) {
    if ((error as { type?: string }).type === 'entity.too.large') {
      // raw-body paused the request: drain it, so that the 413 can still be sent.
      request.resume();
      throw new HttpError(413, `Request body is too large (limit ${limitBytes} bytes).`, {
        connection: 'close',
      });
    }
    throw new HttpError(400, `Could not read the request body: ${(error as Error).message}`);
  }
}

/** Reads a form-encoded body (see readBody); the hosted pages' small forms fit in 4 KiB. */
export const readForm = async (request: IncomingMessage, limitBytes = 4 * 1024) =>
  new URLSearchParams((await readBody(request, limitBytes)).toString('utf8'));
