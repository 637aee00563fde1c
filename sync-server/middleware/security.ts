import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { BOOT_SCRIPT_CSP_SOURCE } from '../routes/bootScript';

/** Security headers; the CSP is the one the PWA works under (one inline script: a server-rendered page's boot script, by its hash). */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", BOOT_SCRIPT_CSP_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Stream links open in a new tab; nothing here needs cross-origin isolation.
    crossOriginEmbedderPolicy: false,
  });
}
