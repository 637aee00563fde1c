import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The public pages as they would be with no script at all: a proxy in front of the sync server that
 * passes every answer through but takes each executable `<script>` out of the HTML (the first screens'
 * JSON stays: it is data the page carries), with the `modulepreload` and `preload` links and the
 * `Link` header that announce them. The page's own HTML, stylesheets and images are what is left:
 * Lighthouse on it is the floor this machine gives the page before the app runs any code
 * (docs/design/page-start.md, "The pages without their scripts").
 */
export async function startScriptFreeProxy(serverUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    void forward(serverUrl, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The HTML without anything the browser would run or fetch for a script. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*>/g, '');
}

const DROPPED_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'link']);

async function forward(serverUrl: string, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'host' || name === 'accept-encoding' || name === 'connection' || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const answer = await fetch(serverUrl + (req.url ?? '/'), { method: req.method, headers, redirect: 'manual' });
  const out: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) out[name] = value;
  });
  const body = Buffer.from(await answer.arrayBuffer());
  const isHtml = (answer.headers.get('content-type') ?? '').includes('text/html');
  res.writeHead(answer.status, out);
  res.end(isHtml ? Buffer.from(withoutScripts(body.toString('utf8'))) : body);
}
