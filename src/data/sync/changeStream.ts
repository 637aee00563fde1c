import type { RetryGate } from './retryGate';
import type { SyncError } from './syncError';
import { SyncError as SyncErrorClass, toSyncError } from './syncError';

export interface ChangeNotice {
  collection: string;
  seq?: unknown;
  ids?: string[];
}

export interface ChangeStreamOptions {
  url: string;
  fetch: typeof fetch;
  gate: RetryGate;
  /** No byte (event or heartbeat comment) for this long: the connection is dead. */
  silenceTimeout: number;
  onConnected(): void;
  onDisconnected(error?: SyncError): void;
  onChange(notice: ChangeNotice): void;
}

export interface ChangeStream {
  /** Drop the current connection (if any) and connect again now. */
  reconnectNow(): void;
  close(): void;
}

interface SseEvent {
  event: string;
  data: string;
}

/** Incremental SSE parser: feed text chunks, get complete events. */
export function createSseParser(onEvent: (event: SseEvent) => void): (chunk: string) => void {
  let buffer = '';
  let eventName = '';
  let data: string[] = [];
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0 || eventName !== '') onEvent({ event: eventName || 'message', data: data.join('\n') });
        eventName = '';
        data = [];
      } else if (!line.startsWith(':')) {
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') eventName = value;
        else if (field === 'data') data.push(value);
      }
    }
  };
}

function parseNotice(data: string): ChangeNotice | null {
  try {
    const value: unknown = JSON.parse(data);
    if (value && typeof value === 'object' && typeof (value as ChangeNotice).collection === 'string') {
      return value as ChangeNotice;
    }
  } catch {
    // A malformed event is skipped; the next RESYNC catches up anyway.
  }
  return null;
}

/**
 * ONE server-sent-events connection for every collection (docs/design/sync.md §3), read
 * with fetch + a stream reader: Node 20 has no EventSource, and fetch lets us
 * detect a silent dead connection and reconnect with backoff.
 */
export function openChangeStream(options: ChangeStreamOptions): ChangeStream {
  let closed = false;
  let reconnectRequested = false;
  let controller: AbortController | null = null;

  async function readOnce(): Promise<void> {
    controller = new AbortController();
    const signal = controller.signal;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const armWatchdog = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => controller?.abort(), options.silenceTimeout);
    };
    try {
      armWatchdog();
      const response = await options.fetch(options.url, {
        headers: { accept: 'text/event-stream' },
        cache: 'no-store',
        // A stream that never ends is not part of loading the page: at its default (high)
        // priority the browser and page-load tools wait for it as for a script.
        priority: 'low',
        signal,
      });
      if (!response.ok || !response.body) {
        throw new SyncErrorClass('server', `Change stream answered ${response.status}`, { status: response.status });
      }
      options.onConnected();
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const feed = createSseParser((event) => {
        if (event.event !== 'change') return;
        const notice = parseNotice(event.data);
        if (notice) options.onChange(notice);
      });
      for (;;) {
        armWatchdog();
        const { done, value } = await reader.read();
        if (done) break;
        feed(decoder.decode(value, { stream: true }));
      }
      options.onDisconnected();
    } finally {
      clearTimeout(watchdog);
      controller = null;
    }
  }

  async function loop(): Promise<void> {
    let attempt = 0;
    while (!closed) {
      const startedAt = Date.now();
      try {
        await readOnce();
      } catch (error) {
        if (closed) break;
        options.onDisconnected(toSyncError(error));
      }
      if (closed) break;
      if (reconnectRequested) {
        reconnectRequested = false;
        attempt = 0;
        continue;
      }
      // A connection that lived a while was healthy: start the backoff over.
      attempt = Date.now() - startedAt > options.silenceTimeout ? 1 : attempt + 1;
      await options.gate.wait(options.gate.delayFor(new SyncErrorClass('network', 'stream'), attempt));
    }
  }

  void loop();

  return {
    reconnectNow() {
      if (controller) reconnectRequested = true;
      controller?.abort();
      options.gate.wake();
    },
    close() {
      closed = true;
      controller?.abort();
    },
  };
}
