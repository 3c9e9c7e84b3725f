import type { IncomingMessage } from 'node:http';
import { HttpError } from './http-error';

/**
 * Reads the whole request body, refusing (413) anything over `limitBytes` both by the declared
 * Content-Length and by what actually arrives, so a lying or chunked client cannot exhaust memory.
 */
export function readBody(request: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new HttpError(413, `Request body is too large (limit ${limitBytes} bytes).`, {
      connection: 'close',
    });
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) {
    request.resume();
    return Promise.reject(tooLarge());
  }

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) {
        cleanUp();
        request.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanUp();
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, received));
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(new HttpError(400, `Could not read the request body: ${error.message}`));
    };
    const cleanUp = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
  });
}

/** Reads a form-encoded body (see readBody). */
export const readForm = async (request: IncomingMessage, limitBytes: number) =>
  new URLSearchParams((await readBody(request, limitBytes)).toString('utf8'));
