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
    // Asked for uncompressed, so HTML can be read as text; `host` is the server's own.
    const { host: _host, 'accept-encoding': _encoding, ...headers } = req.headers;
    const forwarded = http.request(new URL(req.url ?? '/', serverUrl), { method: req.method, headers }, (answer) => {
      if (!(answer.headers['content-type'] ?? '').includes('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      let html = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (html += chunk));
      answer.on('end', () => {
        const { link: _link, 'content-length': _length, ...kept } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, kept);
        res.end(withoutScripts(html));
      });
    });
    forwarded.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
    req.pipe(forwarded);
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
