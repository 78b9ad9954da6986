import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ScheduleModule } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from './config';
import { mikroOrmOptions } from './database';
import {
  AllExceptionsFilter,
  createValidationPipe,
  SessionGuard,
  UndeclaredInputGuard,
} from './common';
import { EbayModule } from './integrations/ebay';
import { JobsModule, type ProcessRole } from './integrations/jobs';
import { RedisModule } from './integrations/redis';
import { AnalyticsModule } from './modules/analytics';
import { AuthModule } from './modules/auth';
import { BillingModule } from './modules/billing';
import { CardsModule } from './modules/cards';
import { CatalogModule } from './modules/catalog';
import { DealersModule } from './modules/dealers';
import { ListingsModule } from './modules/listings';
import { OrdersModule } from './modules/orders';
import { PlatformModule } from './modules/platform';
import { PricingModule } from './modules/pricing';
import { SettingsModule } from './modules/settings';
import { UploadsModule } from './modules/uploads';
import { RateLimitsModule } from './http/rate-limits.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string, role: ProcessRole = 'api'): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MikroOrmModule.forRoot({ ...mikroOrmOptions(databaseUrl), autoLoadEntities: true }),
        ConfigModule.forRoot(config),
        RateLimitsModule.forRoot(config, databaseUrl),
        EbayModule,
        RedisModule.forRoot(databaseUrl),
        JobsModule.forRoot(config, databaseUrl, role),
        // Crons enqueue, or run a short sweep whose rows each process claims; only API processes
        // schedule (workers take the jobs).
        ...(role === 'api' ? [ScheduleModule.forRoot()] : []),
        DealersModule,
        AuthModule,
        SettingsModule,
        OrdersModule,
        AnalyticsModule,
        ListingsModule,
        PlatformModule,
        PricingModule,
        CatalogModule,
        UploadsModule,
        CardsModule,
        BillingModule,
      ],
      providers: [
        // Before the rate limits: a signed-out call to a dealer's route answers 401 uncounted.
        { provide: APP_GUARD, useClass: SessionGuard },
        { provide: APP_GUARD, useClass: UndeclaredInputGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}

/** The validated configuration, injectable everywhere as APP_CONFIG. */
@Module({})
class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
