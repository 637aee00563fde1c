import type { Express } from 'express';
import express from 'express';
import type { CollectionName } from '../src/shared/schemas/collections';
import type { ServerConfig } from './config';
import { sendError } from './http';
import { compress } from './middleware/compress';
import { errorHandler } from './middleware/errors';
import { securityHeaders } from './middleware/security';
import { accountsRouter } from './routes/accounts';
import { auditRouter } from './routes/audit';
import { authRouter } from './routes/auth';
import { calendarRouter } from './routes/calendar';
import { createChangeStreams } from './routes/changes';
import { dbRouter } from './routes/db';
import { healthRouter } from './routes/health';
import { pushRouter } from './routes/push';
import { sharedPulls } from './routes/pulls';
import { firstScreensRouter } from './routes/firstScreens';
import { homeRouter } from './routes/home';
import { staticRouter } from './routes/static';
import { scorersRouter } from './routes/scorers';
import { statsRouter } from './routes/stats';
import { createChangesCoalescer } from './store/changesCoalescer';
import type { ChangesCoalescer } from './store/changesCoalescer';
import type { ChangesHub } from './services/changesHub';
import { createCalendarService } from './services/calendar';
import { createCheckpointWrites } from './services/checkpoints';
import { createFirstScreens } from './services/firstScreens';
import { createHomePreview } from './services/homePreview';
import { createGamesFeed } from './services/gamesFeed';
import { createStandingsFirstScreens } from './services/standingsFirstScreen';
import { createLeadersAnswers } from './services/leadersAnswers';
import { createPageMeta } from './services/pageMeta';
import { createPageRenderer } from './services/pageRenderer';
import { createCreditedLines } from './services/creditedLines';
import { createScoringService } from './services/scoring';
import type { SeasonMoves } from './services/seasonMoves';
import { createSeasonMoves } from './services/seasonMoves';
import type { GamesFeed } from './services/gamesFeed';
import type { LoginLimiter } from './services/loginLimiter';
import type { AuditService } from './services/audit';
import { createAuditService } from './services/audit';
import { createWritePolicy } from './services/permissions';
import type { SessionsService } from './services/sessions';
import type { SubscriptionStore } from './services/push/subscriptions';
import type { VapidKeys } from './services/push/vapid';
import type { TokenService } from './services/tokens';
import type { UsersService } from './services/users';
import type { Couch } from './store/couch';

export interface AppDeps {
  config: ServerConfig;
  couch: Couch;
  storeKind: 'embedded' | 'couchdb';
  tokens: TokenService;
  users: UsersService;
  /** Sessions in the shared store: every token is checked against its session (docs/design/sync.md §8). */
  sessions: SessionsService;
  limiter: LoginLimiter;
  /** The audit trail (services/audit.ts); made here when absent. */
  audit?: AuditService;
  hub: ChangesHub;
  /** Answers the pulls fans share (server.ts makes it right after the hub); made here when absent. */
  changes?: ChangesCoalescer;
  /** The server's feed of every game and article (server.ts stops its background reads on close); made here when absent. */
  feed?: GamesFeed;
  /** Web Push's keys and subscriptions (server.ts loads the keys at start); /api/push answers 404 without them. */
  push?: { vapid: VapidKeys; subscriptions: SubscriptionStore };
  /** movedFrom on season-scoped writes (services/seasonMoves.ts); made here when absent. */
  seasonMoves?: SeasonMoves;
}

/** The public Express app: one place where every router and middleware is mounted. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // req.ip: the client's address as the proxies named (throws at start-up for a malformed address).
  app.set('trust proxy', deps.config.trustProxy);
  app.use(securityHeaders());

  // Subscribed to the hub before any SSE client, so its generation moves before a notice reaches anyone.
  const changes = deps.changes ?? createChangesCoalescer(deps.couch.endpoint, deps.couch.names, deps.hub);
  // The two requests every connected fan repeats: the change stream, and after each notice the pull.
  // Before compression: a notice leaves at once, and a shared pull's answer is gzipped once for all.
  const streams = createChangeStreams({ hub: deps.hub, heartbeatMs: deps.config.sseHeartbeatMs });
  app.get('/api/changes', streams.open);
  app.use(sharedPulls(changes));
  app.use(compress());

  const feed = deps.feed ?? createGamesFeed({ couch: deps.couch, hub: deps.hub });
  const home = createHomePreview({ couch: deps.couch, hub: deps.hub, feed });
  const firstScreens = createFirstScreens({ couch: deps.couch, hub: deps.hub, feed });
  const standings = createStandingsFirstScreens({ couch: deps.couch, hub: deps.hub, feed });
  const leaders = createLeadersAnswers({ couch: deps.couch, hub: deps.hub });
  const calendar = createCalendarService({ couch: deps.couch, hub: deps.hub, feed, firstScreens });
  const pageMeta = createPageMeta({ firstScreens });
  const afterWrite = (collection: CollectionName) => {
    feed.invalidate(collection);
    home.invalidate(collection);
    firstScreens.invalidate(collection);
    standings.invalidate(collection);
    leaders.invalidate(collection);
    calendar.invalidate(collection);
  };
  const policy = createWritePolicy(deps.couch);
  const audit = deps.audit ?? createAuditService(deps.couch);
  const scoring = createScoringService(deps.couch);
  const { localDocMaxBytes: maxBytes, localDocsPerClient: perClient, localWritesPerMinute: writesPerMinute } = deps.config;
  app.use('/db', dbRouter({
    endpoint: deps.couch.endpoint, names: deps.couch.names, couch: deps.couch, sessions: deps.sessions, policy, audit,
    changes, afterWrite, scoring, creditedLines: createCreditedLines(deps.couch, scoring), seasonMoves: deps.seasonMoves ?? createSeasonMoves(deps.couch),
    checkpoints: createCheckpointWrites(deps.couch, { maxBytes, perClient, writesPerMinute }),
  }));
  app.use('/api/auth', authRouter(deps));
  app.use('/api/accounts', accountsRouter(deps));
  app.use('/api/audit', auditRouter({ audit, sessions: deps.sessions }));
  app.use('/api/stats', statsRouter({ ...deps, policy, audit, changes, afterWrite }));
  app.use('/api/scorers', scorersRouter({ ...deps, policy, audit, changes, timeoutMs: deps.config.scorerRequestTimeoutMs }));
  app.use('/api/home', homeRouter(home));
  app.use('/api/first', firstScreensRouter(firstScreens, standings, leaders));
  app.use('/api/calendar', calendarRouter({ calendar, publicUrl: deps.config.publicUrl }));
  if (deps.push) app.use('/api/push', pushRouter({ ...deps.push, allowLocalEndpoints: deps.config.pushAllowLocalEndpoints }));
  app.use('/api/health', healthRouter({ couch: deps.couch, hub: deps.hub, changes, store: deps.storeKind }));
  app.use('/api', (_req, res) => sendError(res, 404, 'not_found', 'no such API endpoint'));

  app.use(staticRouter(deps.config.staticDir, createPageRenderer({ home, firstScreens }), { meta: pageMeta, publicUrl: deps.config.publicUrl }));
  app.use((_req, res) => sendError(res, 404, 'not_found', 'not found'));
  app.use(errorHandler);
  return app;
}
