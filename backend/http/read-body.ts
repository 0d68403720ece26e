import type { IncomingMessage } from 'node:http';
import { ApiError } from './api-error.ts';

export const MAX_BODY_BYTES = 1024 * 1024;
/** Beyond this much an oversized body is not drained any more: the connection is cut. */
const MAX_DRAIN_BYTES = 16 * MAX_BODY_BYTES;

const tooLarge = () => new ApiError(413, 'request_entity_too_large', 'Request body too large');

/**
 * Reads the whole request body. Over MAX_BODY_BYTES the rest is drained (so the client can
 * read the answer) and 413 is thrown.
 */
export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (size > MAX_DRAIN_BYTES) req.destroy();
    });
    req.on('end', () => (size > MAX_BODY_BYTES ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(tooLarge());
    });
  });
}

/** Parses a GoTrue request body: any content type is read as a JSON object, like GoTrue does. */
export function parseJsonObject(raw: Buffer): Record<string, unknown> {
  if (raw.length === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw new ApiError(400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return value as Record<string, unknown>;
}
