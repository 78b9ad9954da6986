import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { AppConfig } from './config';

export const LOG_LEVELS: Record<AppConfig['logLevel'], LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

/** Nest's own start-up lines (each module, route and controller mapped): wanted only when debugging. */
const START_UP_CHATTER = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

/** Nest's console logger, with its start-up chatter at debug level. */
class OperatorLogger extends ConsoleLogger {
  override log(message: unknown, ...rest: unknown[]): void {
    const context = rest.at(-1) ?? this.context;
    if (typeof context === 'string' && START_UP_CHATTER.has(context)) this.debug(message, ...rest);
    else super.log(message, ...rest);
  }
}

/** The logger of the API and worker processes, at LOG_LEVEL; colours only on a terminal (not in files or pipes). */
export function operatorLogger(
  config: Pick<AppConfig, 'logLevel'>,
  output: { isTTY?: boolean } = process.stdout,
): ConsoleLogger {
  return new OperatorLogger({
    logLevels: LOG_LEVELS[config.logLevel],
    colors: output.isTTY === true && !process.env.NO_COLOR,
  });
}
