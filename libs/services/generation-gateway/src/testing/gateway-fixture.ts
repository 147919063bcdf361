import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import { type Clock, systemClock } from '@lomo/clock';
import type { SqlClient } from '@lomo/database';
import { type EventStore, PostgresEventStore, ProjectionProcessor } from '@lomo/event-store';
import type { BillingApi } from '@lomo/service-api';
import { GenerationJobs, inProcessGenerationJobs } from '../application/generation-jobs';
import { JobTracker, type TrackerSettings } from '../application/job-tracker';
import { JobStore } from '../job/job-store';
import { GenerationCallbackController } from '../nest/callback.controller';
import { JobPoller } from '../processing/job-poller';
import { openJobsProjection } from '../processing/open-jobs.projection';
import { HttpGenerationProvider } from '../provider/http-provider';
import { ProviderRegistry } from '../provider/provider-registry';
import type { ProviderCapability } from '../provider/provider.port';
import { SimulatedUpstream } from '../simulated/simulated-upstream';
import { InMemoryWorkspace } from './in-memory-workspace';

export interface GatewayFixture {
  sql: SqlClient;
  store: EventStore;
  billing: BillingApi;
  workspace: InMemoryWorkspace;
  upstream: SimulatedUpstream;
  secret: string;
  providers: ProviderRegistry;
  jobs: JobStore;
  tracker: JobTracker;
  generation: GenerationJobs;
  openJobs: ProjectionProcessor;
  poller: JobPoller;
  /** The Nest app serving `POST /v1/generation/callbacks/:provider` (raw body on). */
  callbackBaseUrl: string;
  /** Polls until `check` passes or the timeout ends (then throws with the last failure). */
  eventually<T>(check: () => Promise<T>, timeoutMs?: number): Promise<T>;
}

export interface FixtureOptions {
  billing: (store: EventStore) => BillingApi;
  supports?: Partial<ProviderCapability['supports']>;
  tracker?: Partial<TrackerSettings>;
  clock?: Clock;
  /** Upstream request timeout (uncertain submissions). @default 2000 */
  requestTimeoutMs?: number;
}

/**
 * The gateway wired for integration tests against one SQL backend: real event store and
 * billing, the simulated upstream over HTTP, the callback route in a real Nest app, and the
 * poller stepped by hand (`poller.tick()`) or started.
 */
export function useGatewayFixture(openSql: () => Promise<SqlClient>, options: FixtureOptions): GatewayFixture {
  const f = {} as GatewayFixture;
  let app: INestApplication;
  beforeAll(async () => {
    f.sql = await openSql();
    f.store = await PostgresEventStore.open(f.sql);
    f.billing = options.billing(f.store);
    f.workspace = new InMemoryWorkspace();
    f.secret = randomBytes(16).toString('hex');
    f.upstream = new SimulatedUpstream({ secret: f.secret, supports: options.supports });
    const url = await f.upstream.start();
    f.providers = new ProviderRegistry();
    f.providers.register(
      new HttpGenerationProvider({
        id: 'simulated',
        baseUrl: url,
        secrets: ['previous-secret-still-active', f.secret],
        requestTimeoutMs: options.requestTimeoutMs ?? 2_000,
      }),
    );
    f.jobs = new JobStore(f.store);
    const clock = options.clock ?? systemClock;
    f.tracker = new JobTracker(f.jobs, f.providers, f.billing, f.workspace, clock, {
      submitTimeoutMs: 3_000,
      lostJobTimeoutMs: 60_000,
      jobDeadlineMs: 3_600_000,
      callbackUrl: (id) => `${f.callbackBaseUrl}/v1/generation/callbacks/${id}`,
      ...options.tracker,
    });
    f.generation = inProcessGenerationJobs(f.jobs, f.tracker, f.providers, f.billing, f.workspace, f.sql, clock);
    await f.generation.migrate();
    f.openJobs = new ProjectionProcessor(f.store, f.sql, openJobsProjection, { pollIntervalMs: 20 });
    await f.openJobs.start();
    f.poller = new JobPoller(f.sql, f.tracker, clock, {
      tickMs: 50,
      minPollMs: 50,
      maxPollMs: 500,
      requestedGraceMs: 500,
    });

    @Module({
      controllers: [GenerationCallbackController],
      providers: [{ provide: GenerationJobs, useValue: f.generation }],
    })
    class CallbackTestModule {}
    app = await NestFactory.create(CallbackTestModule, { rawBody: true, logger: false });
    await app.listen(0, '127.0.0.1');
    f.callbackBaseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    f.eventually = async <T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        try {
          return await check();
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await new Promise((r) => setTimeout(r, 25));
        }
      }
    };
  });
  afterAll(async () => {
    await f.poller?.stop();
    await app?.close();
    await f.upstream?.stop();
    await f.openJobs?.stop();
    await f.store?.close();
    await f.sql?.close();
  });
  return f;
}
