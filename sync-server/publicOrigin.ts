import type { Request } from 'express';

/** A Host header as it may appear in a link: a name or address and an optional port, nothing else. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's address for absolute links (calendar events, shared pages' metadata, alerts):
 * PUBLIC_URL when configured, else the address this request came to.
 */
export function publicOrigin(req: Request, configured: string | undefined): string {
  if (configured) return configured;
  const host = req.get('host') ?? '';
  return `${req.protocol}://${HOST.test(host) ? host.toLowerCase() : '127.0.0.1'}`;
}
