import { randomUUID } from 'node:crypto';
import { Global, Module, type INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Test } from '@nestjs/testing';
import { APP_CONFIG } from '@lomo/config';
import { openSqlClient, SQL_CLIENT, type SqlClient } from '@lomo/database';
import { EVENT_STORE, PostgresEventStore } from '@lomo/event-store';
import { InProcessMessageBus, lomoTopicCatalog, MESSAGE_BUS } from '@lomo/messaging';
import { HostedServices } from '@lomo/observability';
import { ApiError, BILLING_API, type BillingApi } from '@lomo/service-api';
import { BillingModule } from '../billing.module';
import { HoldFunds } from './hold-funds.handler';

describe('billing through CommandBus / QueryBus (Nest app, PGlite)', () => {
  let sql: SqlClient;
  let store: PostgresEventStore;
  let app: INestApplicationContext;
  let billing: BillingApi;

  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    store = await PostgresEventStore.open(sql);
    const bus = new InProcessMessageBus();
    await bus.provision(lomoTopicCatalog());
    @Global()
    @Module({
      providers: [
        HostedServices,
        { provide: EVENT_STORE, useValue: store },
        // The module's task-purge consumer subscribes at boot (ADR 0018).
        { provide: MESSAGE_BUS, useValue: bus },
        { provide: SQL_CLIENT, useValue: sql },
        { provide: APP_CONFIG, useValue: { BILLING_DEFAULT_CAP_MINOR: 1_000, BILLING_CURRENCY: 'EUR' } },
      ],
      exports: [HostedServices, EVENT_STORE, APP_CONFIG, MESSAGE_BUS, SQL_CLIENT],
    })
    class Infra {}
    const moduleRef = await Test.createTestingModule({ imports: [Infra, BillingModule] }).compile();
    app = await moduleRef.init();
    billing = app.get<BillingApi>(BILLING_API);
  });
  afterAll(async () => {
    await app?.close();
    await store.close();
    await sql.close();
  });

  const caller = () => ({ workspaceId: `ws-${randomUUID()}`, userId: 'u-1' });
  const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' });

  it('given holds, a capture and a refund sent through BILLING_API, then the ledger and the spend show them once each', async () => {
    const who = caller();
    await billing.hold(who, { jobId: 'j-1', amount: eur(300) });
    await billing.hold(who, { jobId: 'j-1', amount: eur(300) });
    await billing.hold(who, { jobId: 'j-2', amount: eur(200) });
    await billing.capture(who, { jobId: 'j-1', amount: eur(250) });
    await billing.refund(who, { jobId: 'j-2' });

    expect((await billing.ledger(who)).map((e) => `${e.jobId}:${e.entry}:${e.amountMinor}`)).toEqual([
      'j-1:hold:300',
      'j-2:hold:200',
      'j-1:capture:250',
      'j-1:refund:50', // the rest of the hold, released by the smaller capture
      'j-2:refund:200',
    ]);
    expect(await billing.spend(who)).toMatchObject({ capMinor: 1_000, capturedMinor: 250, availableMinor: 750 });
    expect(await billing.quote(who, { amount: eur(800) })).toMatchObject({ withinCap: false, availableMinor: 750 });
  });

  it('given a hold over the cap, when it is sent through the API or the CommandBus directly, then both refuse with the same typed ApiError and record nothing', async () => {
    const who = caller();
    const viaApi = await billing.hold(who, { jobId: 'big', amount: eur(5_000) }).catch((e: unknown) => e);
    const viaBus = await app
      .get(CommandBus)
      .execute(new HoldFunds(who, { jobId: 'big', amount: eur(5_000) }))
      .catch((e: unknown) => e);

    for (const refusal of [viaApi, viaBus]) {
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({
        kind: 'payment_required',
        code: 'spend_cap_exceeded',
        details: { capMinor: 1_000, committedMinor: 0, requestedMinor: 5_000 },
      });
    }
    expect(await billing.ledger(who)).toEqual([]);
  });

  it('given a malformed amount, when it is held, then the handler refuses it as invalid_amount before anything is written', async () => {
    const who = caller();
    await expect(billing.hold(who, { jobId: 'j', amount: { amountMinor: 1.5, currency: 'eur' } })).rejects.toEqual(
      expect.objectContaining({ kind: 'invalid', code: 'invalid_amount' }),
    );
    expect(await billing.ledger(who)).toEqual([]);
  });

  it('given a parent task budget of 1000, when a sub-agent gets the default share and spends 100, then its quote carries its share, the parent cannot over-share, and the rest returns when it ends', async () => {
    const who = caller();
    await billing.approveBudget(who, { scope: 'task', id: 'parent', amount: eur(1_000) });
    const input = { parentTaskId: 'parent', childTaskId: 'child' };
    expect(await billing.shareBudget(who, input)).toEqual(eur(500));
    expect(await billing.shareBudget(who, input)).toEqual(eur(500));
    await billing.hold(who, { jobId: 'j-c', amount: eur(100), taskId: 'child' });
    const quote = await billing.quote(who, { amount: eur(450), taskId: 'child' });
    expect(quote.authority.budgets).toEqual([{ scope: 'task', amountMinor: 500, spentMinor: 100, plan: false }]);
    await expect(billing.shareBudget(who, { ...input, childTaskId: 'other', amountMinor: 501 })).rejects.toEqual(
      expect.objectContaining({ kind: 'invalid', code: 'invalid_budget_share' }),
    );
    await billing.returnBudgetShare(who, { childTaskId: 'child' });
    const parent = (await billing.authority(who)).budgets.find((b) => b.id === 'parent');
    expect(parent).toMatchObject({ amountMinor: 1_000, spentMinor: 100 });
  });
});
