import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFanHttp } from './fanHttp';

/** The simulated fans' HTTP client against a real node HTTP server. */
let server: http.Server;
let baseUrl: string;
const sockets = new Set<Socket>();
let requests = 0;
let connections = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests++;
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/length') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ path: url.pathname, q: url.searchParams.get('q'), accept: req.headers.accept }));
    } else if (url.pathname === '/chunked') {
      res.write('{"results":[\n');
      setTimeout(() => res.end(`{"id":"${'é'.repeat(3)}"}],"last_seq":7}`), 20);
    } else if (url.pathname === '/slow') {
      setTimeout(() => res.end('{"slow":true}'), 50);
    } else {
      res.statusCode = 404;
      res.end('{"error":"not_found"}');
    }
  });
  server.on('connection', (socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('createFanHttp', () => {
  it('reads content-length and chunked answers completely, keeping one connection alive', async () => {
    const fan = createFanHttp(baseUrl, 5);
    try {
      const first = await fan.get('/length?q=1');
      expect(first.status).toBe(200);
      expect(JSON.parse(first.text)).toEqual({ path: '/length', q: '1', accept: 'application/json' });
      const chunked = await fan.get('/chunked');
      expect(JSON.parse(chunked.text)).toEqual({ results: [{ id: 'ééé' }], last_seq: 7 });
      expect((await fan.get('/missing')).status).toBe(404);
      expect(fan.maxOpen()).toBe(1);
    } finally {
      fan.destroy();
    }
  });

  it('opens at most maxSockets connections for concurrent requests', async () => {
    const fan = createFanHttp(baseUrl, 2);
    try {
      const before = requests;
      const answers = await Promise.all(Array.from({ length: 6 }, () => fan.get('/slow')));
      expect(answers.every((a) => a.text === '{"slow":true}')).toBe(true);
      expect(requests - before).toBe(6);
      expect(fan.maxOpen()).toBe(2);
    } finally {
      fan.destroy();
    }
  });

  it('retries once on a fresh connection when the server closed an idle one', async () => {
    const fan = createFanHttp(baseUrl, 1);
    try {
      await fan.get('/length?q=a');
      // The server drops every idle connection (as its keep-alive timeout does), and the fan
      // asks again before it has heard of it: nothing is read from the sockets until this turn
      // of the event loop ends, so the request goes out on the dead connection, and fails there.
      for (const socket of sockets) socket.destroy();
      const opened = connections;
      expect(JSON.parse((await fan.get('/length?q=b')).text).q).toBe('b');
      expect(connections).toBe(opened + 1);
    } finally {
      fan.destroy();
    }
  });

  it('fails what is pending when destroyed', async () => {
    const fan = createFanHttp(baseUrl, 1);
    const pending = fan.get('/slow');
    fan.destroy();
    await expect(pending).rejects.toThrow();
  });
});
