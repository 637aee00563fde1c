import path from 'node:path';
import { storeNames } from './store/couch';
import { SCORE_ALERT_INTERVAL_MS } from '../src/shared/alerts';
import { SCORER_REQUEST_TIMEOUT_MS } from '../src/shared/scoring/scorerSeat';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** An external CouchDB (with credentials); unset = embedded store under dataDir. */
  couchdbUrl?: string;
  /** Put in front of every store database's name (COUCHDB_DB_PREFIX): several servers can share one CouchDB. */
  dbPrefix: string;
  demoData: boolean;
  adminEmail?: string;
  adminPassword?: string;
  /** Token lifetime in seconds: a day courtside plus margin. */
  tokenTtl: number;
  tokenSecret?: string;
  /**
   * How long an instance may reuse the store's answer about a session or an account (SESSION_CACHE_MS):
   * a sign-out or a disabled account elsewhere is refused here this long after at most.
   */
  sessionCacheMs: number;
  staticDir: string;
  sseHeartbeatMs: number;
  /** The site's public address (PUBLIC_URL, no trailing slash): links in calendars, shared pages' metadata and alerts. Unset: the request's own host. */
  publicUrl?: string;
  /** Web Push (services/push/): the least time between two score alerts of one game (PUSH_SCORE_INTERVAL_MS, 30 s). */
  pushScoreIntervalMs: number;
  /** Also send alerts to push endpoints on loopback or private addresses (PUSH_ALLOW_LOCAL_ENDPOINTS=on): tests' local push service only. */
  pushAllowLocalEndpoints: boolean;
  /** The VAPID subject (PUSH_SUBJECT): how a push service reaches the operator, a mailto: or https: address. */
  pushSubject: string;
  /**
   * Express's `trust proxy` (TRUST_PROXY): which proxies' X-Forwarded-For names the client, so that
   * limits counted per client (failed sign-ins, checkpoint writes) see the client, not the balancer.
   */
  trustProxy: false | number | string;
  /**
   * Replication checkpoints (`_local` documents) any reader may write (services/checkpoints.ts): the
   * largest one in bytes (LOCAL_DOC_MAX_BYTES), how many one client keeps (LOCAL_DOCS_PER_CLIENT)
   * and writes a minute (LOCAL_WRITES_PER_MINUTE); 0 refuses them.
   */
  localDocMaxBytes: number;
  localDocsPerClient: number;
  localWritesPerMinute: number;
  /** How long a game's scorer has to answer a request to take over (SCORER_REQUEST_TIMEOUT_MS; docs/design/scoring.md). */
  scorerRequestTimeoutMs: number;
}

function intFrom(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got '${raw}'`);
  return n;
}

function nonEmpty(raw: string | undefined): string | undefined {
  const v = raw?.trim();
  return v ? v : undefined;
}

function publicUrlFrom(raw: string | undefined): string | undefined {
  const value = nonEmpty(raw);
  if (!value) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_URL must be an http(s) address, got '${value}'`);
  return url.origin;
}

/** Off, a number of hops, or the proxies' addresses, subnets and Express's names for them (loopback, uniquelocal, …). */
function trustProxyFrom(raw: string | undefined): false | number | string {
  const value = nonEmpty(raw);
  if (value === undefined || value === 'off' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  // Every client could then pick the address it is counted under.
  if (value === 'true' || value === 'on') throw new Error("TRUST_PROXY must name the proxies (addresses, subnets, 'loopback', …) or their number, not trust every one");
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    couchdbUrl: nonEmpty(env.COUCHDB_URL),
    // Checked here, so a bad one stops the server before anything starts.
    dbPrefix: storeNames(env.COUCHDB_DB_PREFIX?.trim()).prefix,
    demoData: (env.DEMO_DATA ?? '').trim().toLowerCase() !== 'off',
    adminEmail: nonEmpty(env.ADMIN_EMAIL),
    adminPassword: env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : undefined,
    tokenTtl: Math.max(1, intFrom(env.TOKEN_TTL, 86400 * 2, 'TOKEN_TTL')),
    tokenSecret: nonEmpty(env.TOKEN_SECRET),
    sessionCacheMs: Math.min(10_000, intFrom(env.SESSION_CACHE_MS, 2_000, 'SESSION_CACHE_MS')),
    staticDir: path.resolve(nonEmpty(env.STATIC_DIR) ?? './dist'),
    sseHeartbeatMs: Math.max(10, intFrom(env.SSE_HEARTBEAT_MS, 15_000, 'SSE_HEARTBEAT_MS')),
    publicUrl: publicUrlFrom(env.PUBLIC_URL),
    pushScoreIntervalMs: intFrom(env.PUSH_SCORE_INTERVAL_MS, SCORE_ALERT_INTERVAL_MS, 'PUSH_SCORE_INTERVAL_MS'),
    pushAllowLocalEndpoints: (env.PUSH_ALLOW_LOCAL_ENDPOINTS ?? '').trim().toLowerCase() === 'on',
    pushSubject: nonEmpty(env.PUSH_SUBJECT) ?? 'mailto:webmaster@liaa.example',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    // CouchDB's replicator keeps 50 sessions in its checkpoint: about 33 KB with a CouchDB 3 store's sequences (two shards).
    localDocMaxBytes: intFrom(env.LOCAL_DOC_MAX_BYTES, 64 * 1024, 'LOCAL_DOC_MAX_BYTES'),
    // Nine collections, a few replications of each.
    localDocsPerClient: intFrom(env.LOCAL_DOCS_PER_CLIENT, 50, 'LOCAL_DOCS_PER_CLIENT'),
    // CouchDB's replicator checkpoints each replication every 30 s at most; PouchDB after each batch (it goes on without, past the limit).
    localWritesPerMinute: intFrom(env.LOCAL_WRITES_PER_MINUTE, 60, 'LOCAL_WRITES_PER_MINUTE'),
    scorerRequestTimeoutMs: intFrom(env.SCORER_REQUEST_TIMEOUT_MS, SCORER_REQUEST_TIMEOUT_MS, 'SCORER_REQUEST_TIMEOUT_MS'),
  };
}
