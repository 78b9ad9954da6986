import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger, type LogLevel } from '@nestjs/common';
import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import pg from 'pg';
import { createEbayEmulator, type EbayEmulator } from '@pennant/ebay-emulator';
import type { AppConfig } from './config';
import { AppModule } from './app.module';
import { requestIdMiddleware } from './common';
import { SESSION_COOKIE } from './modules/auth';
import { setupOpenApi } from './http/openapi';
import { serveFrontends } from './http/frontends';

export interface PennantApp {
  app: NestExpressApplication;
  emulator?: EbayEmulator;
  close(): Promise<void>;
}

export const LOG_LEVELS: Record<AppConfig['logLevel'], LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

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
    {
      logger: LOG_LEVELS[config.logLevel],
      bodyParser: true,
    },
  );
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.disable('x-powered-by');
  app.use(requestIdMiddleware);
  app.useBodyParser('json', { limit: '1mb' });

  const emulator =
    config.ebay.environment === 'emulator' ? mountEbayEmulator(app, config) : undefined;

  const sessionPool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  // An idle connection dropped by the server (restart, failover) must not bring the process down.
  sessionPool.on('error', (error) =>
    new Logger('Sessions').warn(`Session store connection lost: ${error.message}`),
  );
  // /objects too: card images are served to their owner's session.
  const sessions = sessionMiddleware(config, sessionPool);
  app.use('/api', sessions);
  app.use('/objects', sessions);

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
  });
  app.use('/__ebay/auth', emulator.auth);
  app.use('/__ebay/api', emulator.api);
  app.use('/__ebay/apiz', emulator.apiz);
  app.use('/__ebay/apim', emulator.apim);
  app.use('/__ebay/www', emulator.www);
  app.use('/__ebay/_control', emulator.control);
  new Logger('EbayEmulator').log(`eBay emulator mounted at ${config.publicUrl}/__ebay`);
  return emulator;
}
