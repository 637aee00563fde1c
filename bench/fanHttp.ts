import net from 'node:net';

/**
 * A fan's HTTP/1.1 keep-alive connections for plain GETs, on raw sockets.
 *
 * Why not node's `http.Agent`: thousands of simulated fans share two cores with
 * the server under test, and profiled at 2,000 fans the bench process spent more
 * CPU in node's HTTP client than the server spent answering it, so the bench was
 * measuring itself. A browser's HTTP stack is native code on the fan's own device.
 * The server sees the same requests (method, path, Host, Accept, keep-alive) on
 * real TCP connections; answers are read completely (status, headers, a
 * content-length or chunked body) and parsed as JSON by the caller.
 */
export interface FanHttp {
  /** GET `pathAndQuery`; resolves with the status and the body's text. `onHead`: the answer's head has arrived. */
  get(pathAndQuery: string, onHead?: () => void): Promise<{ status: number; text: string }>;
  /** Sockets this pool has held open at once, at most. */
  maxOpen(): number;
  destroy(): void;
}

interface Pending {
  resolve(answer: { status: number; text: string }): void;
  reject(err: Error): void;
  onHead?: () => void;
}

const HEADER_END = Buffer.from('\r\n\r\n');
// Views, not copies (node's Buffer and the DOM's Uint8Array typings disagree here).
const view = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const bytesOf = (buffer: Buffer): Uint8Array => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/** One keep-alive connection; one request at a time (no pipelining, as browsers do). */
class Connection {
  readonly socket: net.Socket;
  private buffer = Buffer.alloc(0);
  private received: Uint8Array[] = [];
  private pending: Pending | undefined;
  /** Answers completed on this socket: a failure on a reused socket is retried once. */
  served = 0;
  closed = false;

  constructor(port: number, host: string, onClose: (conn: Connection) => void) {
    this.socket = net.connect(port, host);
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk: Uint8Array) => this.onData(chunk));
    this.socket.on('error', () => undefined);
    this.socket.on('close', () => {
      this.closed = true;
      this.pending?.reject(new Error('connection closed'));
      this.pending = undefined;
      onClose(this);
    });
  }

  send(request: string, pending: Pending): void {
    this.pending = pending;
    this.socket.write(request);
  }

  private onData(chunk: Uint8Array): void {
    this.received.push(chunk);
    this.buffer = this.received.length === 1 ? view(chunk) : Buffer.concat(this.received);
    this.received = [bytesOf(this.buffer)];
    const pending = this.pending;
    if (!pending) return;
    const headEnd = this.buffer.indexOf(HEADER_END);
    if (headEnd === -1) return;
    if (pending.onHead) {
      pending.onHead();
      pending.onHead = undefined;
    }
    const head = this.buffer.subarray(0, headEnd).toString('latin1');
    const status = Number(head.slice(9, 12));
    const lengthMatch = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    const chunked = /\r\ntransfer-encoding:\s*chunked/i.test(head);
    const start = headEnd + 4;
    let body: Buffer | undefined;
    let end = start;
    if (lengthMatch) {
      end = start + Number(lengthMatch[1]);
      if (this.buffer.length >= end) body = this.buffer.subarray(start, end);
    } else if (chunked) {
      const decoded = decodeChunked(this.buffer, start);
      if (decoded) ({ body, end } = decoded);
    } else {
      return pending.reject(new Error('answer without a length'));
    }
    if (!body) return;
    this.buffer = this.buffer.subarray(end);
    this.received = this.buffer.length ? [bytesOf(this.buffer)] : [];
    this.pending = undefined;
    this.served++;
    if (/\r\nconnection:\s*close/i.test(head)) this.socket.end();
    pending.resolve({ status, text: body.toString('utf8') });
  }
}

/** The body of a complete chunked message starting at `from`, or undefined while more bytes are due. */
function decodeChunked(buffer: Buffer, from: number): { body: Buffer; end: number } | undefined {
  const parts: Uint8Array[] = [];
  let at = from;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd === -1) return undefined;
    const size = parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) throw new Error('bad chunk size');
    const dataStart = lineEnd + 2;
    if (size === 0) {
      // No trailers are sent to us: the message ends with an empty line.
      if (buffer.length < dataStart + 2) return undefined;
      return { body: Buffer.concat(parts), end: dataStart + 2 };
    }
    if (buffer.length < dataStart + size + 2) return undefined;
    parts.push(new Uint8Array(buffer.buffer, buffer.byteOffset + dataStart, size));
    at = dataStart + size + 2;
  }
}

export function createFanHttp(baseUrl: string, maxSockets: number): FanHttp {
  const { hostname, port } = new URL(baseUrl);
  const portNumber = Number(port || 80);
  const idle: Connection[] = [];
  const open = new Set<Connection>();
  const waiting: (() => void)[] = [];
  let max = 0;
  let destroyed = false;

  const onClose = (conn: Connection): void => {
    open.delete(conn);
    const i = idle.indexOf(conn);
    if (i !== -1) idle.splice(i, 1);
    waiting.shift()?.();
  };

  async function connection(): Promise<Connection> {
    for (;;) {
      if (destroyed) throw new Error('closed');
      const reused = idle.pop();
      if (reused && !reused.closed) return reused;
      if (open.size < maxSockets) {
        const conn = new Connection(portNumber, hostname, onClose);
        open.add(conn);
        max = Math.max(max, open.size);
        return conn;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  }

  function release(conn: Connection): void {
    if (!conn.closed) idle.push(conn);
    waiting.shift()?.();
  }

  async function attempt(request: string, onHead?: () => void): Promise<{ answer?: { status: number; text: string }; retry: boolean }> {
    const conn = await connection();
    const reused = conn.served > 0;
    try {
      const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => conn.send(request, { resolve, reject, onHead }));
      release(conn);
      return { answer, retry: false };
    } catch (err) {
      conn.socket.destroy();
      // The server may close an idle keep-alive socket just as we reuse it: once more on a fresh one, like browsers.
      if (reused && !destroyed) return { retry: true };
      throw err;
    }
  }

  return {
    async get(pathAndQuery, onHead) {
      const request = `GET ${pathAndQuery} HTTP/1.1\r\nHost: ${hostname}:${portNumber}\r\nAccept: application/json\r\nConnection: keep-alive\r\n\r\n`;
      const first = await attempt(request, onHead);
      if (first.answer) return first.answer;
      const second = await attempt(request, onHead);
      if (!second.answer) throw new Error('connection closed');
      return second.answer;
    },
    maxOpen: () => max,
    destroy() {
      destroyed = true;
      for (const conn of open) conn.socket.destroy();
      for (const wake of waiting.splice(0)) wake();
    },
  };
}
