import type { SqlClient } from '@lomo/database';
import { migrateInbox } from '../inbox';
import type { MessagingLogger } from '../logger';
import type { MessageBus } from '../message-bus';
import { deliveryConformance } from './conformance/delivery.conformance';
import { failuresConformance } from './conformance/failures.conformance';
import { collectingLogger, type ConformanceContext, createEffectsTable } from './conformance/fixtures';
import { membershipConformance } from './conformance/membership.conformance';

export interface MessageBusConformanceOptions {
  /** Opens the bus under test, logging through `logger`; the suite closes it. */
  openBus(logger: MessagingLogger): Promise<MessageBus>;
  /** The database of the inbox tests (PGlite or a server); the suite closes it. */
  openSql(): Promise<SqlClient>;
  /** Longest wait for an expected delivery. @default 20000 */
  timeoutMs?: number;
}

/**
 * The one behaviour every MessageBus adapter must show (STYLE rule 4): delivery and
 * per-key order, groups, retries and dead letters, decoding failures and unknown types,
 * rebalancing and crashed members with the inbox, pause/resume and drain. Every test uses
 * fresh topics and groups, so the suite runs on a shared, long-lived broker.
 */
export function messageBusConformance(adapter: string, options: MessageBusConformanceOptions): void {
  describe(`MessageBus conformance: ${adapter}`, () => {
    let bus: MessageBus | undefined;
    let sql: SqlClient | undefined;
    const ctx: ConformanceContext = {
      bus: () => bus!,
      sql: () => sql!,
      logs: [],
      timeoutMs: options.timeoutMs ?? 20_000,
      opened: [],
    };

    beforeAll(async () => {
      sql = await options.openSql();
      await migrateInbox(sql);
      await createEffectsTable(sql);
      bus = await options.openBus(collectingLogger(ctx.logs));
    });

    afterEach(async () => {
      await Promise.all(ctx.opened.splice(0).map((subscription) => subscription.close({ timeoutMs: 1_000 })));
    });

    afterAll(async () => {
      await bus?.close();
      await sql?.close();
    });

    deliveryConformance(ctx);
    failuresConformance(ctx);
    membershipConformance(ctx);
  });
}
