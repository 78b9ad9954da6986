import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import session from 'express-session';
import passport from 'passport';
import connectPgSimple from 'connect-pg-simple';
import pg from 'pg';
import { createEbayEmulator, type EbayEmulator } from '@pennant/ebay-emulator';
import { type AppConfig, operatorLogger } from './config';
import { postgresConnection } from './database';
import { AppModule } from './app.module';
import { refuseNulInQuery, refuseRepeatedQuery, requestIdMiddleware } from './common';
import { SESSION_COOKIE } from './modules/auth';
import { setupOpenApi } from './http/openapi';
import { serveFrontends } from './http/frontends';
import { emulatorControlAccess } from './http/emulator-control-access';
import { sameOriginOnly } from './http/same-origin';
import { explainUnreadableBody, jsonBodiesOnly, refuseBodyNotUtf8 } from './http/json-bodies';
import { securityHeaders } from './http/security-headers';
import { OBJECT_STORAGE, type ObjectStorage } from './integrations/storage';

export interface PennantApp {
  app: NestExpressApplication;
  emulator?: EbayEmulator;
  close(): Promise<void>;
}

/** For the worker process, which builds its logger the same way. */
export { LOG_LEVELS, operatorLogger } from './config';

/**
 * Builds the whole HTTP application: API, sessions in PostgreSQL, the eBay emulator (embedded mode),
 * OpenAPI docs and the built frontends. Migrations are applied before it answers.
 */
export async function createPennantApp(
  config: AppConfig,
  databaseUrl: string,
): Promise<PennantApp> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, databaseUrl),
    caseSensitiveExpress(),
    {
      logger: operatorLogger(config),
      bodyParser: true,
      // Stripe's webhook signature is over the exact bytes it sent (request.rawBody).
      rawBody: true,
    },
  );
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.disable('x-powered-by');
  app.use(requestIdMiddleware);
  app.use(securityHeaders(config, [await uploadOrigin(app.get<ObjectStorage>(OBJECT_STORAGE))]));
  app.use(
    sameOriginOnly({
      publicUrl: config.publicUrl,
      protect: ['/api/'],
      // eBay's servers call it; it proves itself with eBay's signature.
      exempt: ['/api/ebay/account-deletion'],
    }),
  );
  app.use(jsonBodiesOnly({ protect: ['/api/'], multipart: ['/api/cards/upload'] }));
  // Compressed bodies are refused (415): no browser sends one, and inflating is a bomb's way in.
  app.useBodyParser('json', { limit: '1mb', inflate: false });
  app.useBodyParser('urlencoded', { limit: '100kb', extended: true, inflate: false });
  app.use(explainUnreadableBody);
  app.use('/api', refuseBodyNotUtf8);
  app.use(['/api', '/objects'], refuseNulInQuery);
  app.use('/api', refuseRepeatedQuery);

  const emulator =
    config.ebay.environment === 'emulator' ? mountEbayEmulator(app, config) : undefined;

  // The same connection settings as MikroORM's (sslmode, application_name...): see postgresConnection.
  const sessionPool = new pg.Pool({ ...postgresConnection(databaseUrl), max: 5 });
  // An idle connection dropped by the server (restart, failover) must not bring the process down.
  sessionPool.on('error', (error) =>
    new Logger('Sessions').warn(`Session store connection lost: ${error.message}`),
  );
  // /objects too: card images are served to their owner's session.
  const sessions = sessionMiddleware(config, sessionPool);
  // passport restores the signed-in dealer from the session as request.user.
  for (const path of ['/api', '/objects'])
    app.use(path, sessions, passport.initialize(), passport.session());

  setupOpenApi(app);
  serveFrontends(app, config);

  // Before init: start-up hooks (jobs taken up, queues started) may already read the tables.
  await app.get(MikroORM).getMigrator().up();
  await app.init();

  return {
    app,
    emulator,
    close: async () => {
      await app.close();
      await sessionPool.end();
      await emulator?.close();
    },
  };
}

/**
 * Express matches routes case-insensitively by default, so `/API/...` reached the API past every
 * check written for `/api/` (the same-origin check among them). The setting is read when Express
 * makes its router, before Nest adds anything, hence an instance of our own.
 */
function caseSensitiveExpress(): ExpressAdapter {
  const instance = express();
  instance.set('case sensitive routing', true);
  return new ExpressAdapter(instance);
}

function sessionMiddleware(config: AppConfig, pool: pg.Pool) {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret: config.session.secret,
    store: new PgStore({
      pool,
      tableName: 'session',
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
    }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      path: '/',
      maxAge: config.session.maxAgeDays * 24 * 60 * 60 * 1000,
    },
  });
}

/** In embedded mode, eBay's auth, api and apiz hosts are paths on Pennant's own server. */
function mountEbayEmulator(app: NestExpressApplication, config: AppConfig): EbayEmulator {
  const emulator = createEbayEmulator({
    apps: [
      {
        clientId: config.ebay.clientId,
        clientSecret: config.ebay.clientSecret,
        ruName: config.ebay.ruName,
        acceptUrl: config.ebay.callbackUrl,
        declineUrl: config.ebay.callbackUrl,
      },
    ],
    stateFile: config.ebay.emulatorStateFile,
    // Picture and item-page links must reach browsers, whatever address the server calls itself on.
    publicBaseUrl: `${config.publicUrl}/__ebay`,
    accountDeletion: {
      endpointUrl: config.ebay.deletionEndpointUrl,
      verificationToken: config.ebay.verificationToken,
    },
    // The emulator's own guard, behind emulatorControlAccess: the token must open it too (it refused a token holder
    // whose address, behind TRUST_PROXY, is not this machine's).
    control: { token: config.ebay.emulatorControl.token, allowLoopback: true },
  });
  app.use('/__ebay/auth', emulator.auth);
  app.use('/__ebay/api', emulator.api);
  app.use('/__ebay/apiz', emulator.apiz);
  app.use('/__ebay/apim', emulator.apim);
  app.use('/__ebay/www', emulator.www);
  const control = config.ebay.emulatorControl;
  if (control.enabled) {
    app.use(
      '/__ebay/_control',
      emulatorControlAccess({
        token: control.token,
        allowLoopback: true,
        publicHost: new URL(config.publicUrl).hostname,
      }),
      emulator.control,
    );
  }
  new Logger('EbayEmulator').log(
    `eBay emulator mounted at ${config.publicUrl}/__ebay` +
      (control.enabled ? ' (control API on, loopback or token only)' : ''),
  );
  return emulator;
}

/** Where browsers send uploads (the bucket's origin, or PUBLIC_URL's): the CSP must allow it. */
async function uploadOrigin(storage: ObjectStorage): Promise<string> {
  const probe = await storage.presignUpload(
    '00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000000',
    new Date(Date.now() + 60_000),
    1,
  );
  return new URL(probe).origin;
}
