import type { AppRuntime } from '../../src/data/appBootstrap';
import type { RemoteRuntime } from '../../src/data/remote/client';
import { connectRuntime } from '../../src/data/remote/client';
import { serveRuntime } from '../../src/data/remote/host';
import type { LazyQueryRegistry, QueryRegistry } from '../../src/data/remote/messages';

export interface ServedRuntime<R extends QueryRegistry> {
  /** The page's side. */
  remote: RemoteRuntime<R>;
  /** Closes the page's side, stops serving and closes both ports (the runtime stays open). */
  close(): void;
}

/**
 * A runtime served across a real MessageChannel, as the storage worker serves a page
 * (src/data/remote/): every message a structured clone.
 */
export async function serveOverChannel<R extends QueryRegistry>(runtime: Promise<AppRuntime>, queries: LazyQueryRegistry): Promise<ServedRuntime<R>> {
  const channel = new MessageChannel();
  const stopServing = serveRuntime(channel.port1, runtime, queries);
  const close = () => {
    stopServing();
    channel.port1.close();
    channel.port2.close();
  };
  try {
    const remote = await connectRuntime<R>(channel.port2);
    return {
      remote,
      close() {
        remote.close();
        close();
      },
    };
  } catch (error) {
    close();
    throw error;
  }
}
