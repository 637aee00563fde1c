import type { NextFunction, Request, RequestHandler, Response } from 'express';
import express from 'express';
import { HttpError } from '../http';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** JSON.parse that refuses keys able to reach an object's prototype later on. */
export function parseJsonSafely(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => {
    if (FORBIDDEN_KEYS.has(key)) throw new HttpError(400, 'bad_request', `forbidden key '${key}'`);
    return value;
  });
}

/**
 * Reads a JSON body whatever its content type (curl and stock clients differ),
 * with a size limit. Leaves `req.body` undefined when there is no body.
 */
export function jsonBody(limit: string): RequestHandler[] {
  const raw = express.raw({ type: () => true, limit });
  const parse = (req: Request, _res: Response, next: NextFunction): void => {
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body) || body.length === 0) {
      req.body = undefined;
      next();
      return;
    }
    try {
      req.body = parseJsonSafely(body.toString('utf8'));
      next();
    } catch (err) {
      next(err instanceof HttpError ? err : new HttpError(400, 'bad_request', 'invalid JSON'));
    }
  };
  return [raw, parse];
}
