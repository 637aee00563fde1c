import type { Response } from 'express';

/** CouchDB-style JSON error: every refusal has the same `{error, reason}` shape. */
export function sendError(res: Response, status: number, error: string, reason: string, extra?: object): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(status).json({ error, reason, ...extra });
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}
