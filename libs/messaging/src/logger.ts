import pino from 'pino';

/**
 * What the bus logs through: a subset of pino's API, so an app passes its `nestjs-pino`
 * logger and a test passes a collecting one.
 */
export interface MessagingLogger {
  error(context: object, message: string): void;
  warn(context: object, message: string): void;
  info(context: object, message: string): void;
}

/** A standalone pino logger at `warn`, for a bus opened without one. */
export function defaultMessagingLogger(): MessagingLogger {
  return pino({ name: 'lomo-messaging', level: 'warn' });
}
