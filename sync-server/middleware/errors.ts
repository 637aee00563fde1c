import type { NextFunction, Request, Response } from 'express';
import { HttpError, sendError } from '../http';

function statusOf(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as { status?: unknown; statusCode?: unknown };
  const s = typeof e.status === 'number' ? e.status : e.statusCode;
  return typeof s === 'number' ? s : undefined;
}

/** Last middleware: any error becomes JSON, never a stack trace and never a crash. */
export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction): void {
  if (err instanceof HttpError) return sendError(res, err.status, err.error, err.reason);
  const status = statusOf(err);
  if (status === 413) return sendError(res, 413, 'too_large', 'the request body is too large');
  if (status === 400) return sendError(res, 400, 'bad_request', 'invalid request body');
  if (status !== undefined && status >= 400 && status < 500) return sendError(res, status, 'bad_request', 'invalid request');
  console.error(`[sync-server] ${req.method} ${req.path}:`, err);
  sendError(res, 500, 'internal', 'internal server error');
}
