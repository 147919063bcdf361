import { Global, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CommandBus, CqrsModule, QueryBus } from '@nestjs/cqrs';
import type { AddressInfo } from 'node:net';
import { ToolRegistry, type ToolDefinition } from '@lomo/agent-tools';
import { APP_CONFIG } from '@lomo/config';
import {
  EVENT_STORE,
  OutboxPublisher,
  ProjectionProcessor,
  withAppendMetadata,
  type EventStore,
} from '@lomo/event-store';
import { GEN_JOB_STREAMS } from '@lomo/contracts';
import { jobStatusMetadata } from './integration/job.status-facts';
import { SQL_CLIENT, type SqlClient } from '@lomo/database';
import { MESSAGE_BUS, onTaskPurged, type MessageBus } from '@lomo/messaging';
import { purgeTaskJobs } from './task-deleted/purge-task-jobs';
import { GENERATION_GATEWAY_GROUP } from './integration/task-stops';
import { hostedService } from '@lomo/observability';
import {
  ApiError,
  BILLING_API,
  type BillingApi,
  GENERATION_API,
  type GenerationApi,
  WORKSPACE_API,
  type WorkspaceApi,
} from '@lomo/service-api';
import { CapabilityRegistry } from './capabilities/capability-registry';
import { parsePrices } from './capabilities/pricing';
import { CAPABILITY_HANDLERS, GenerationBusApi } from './application/generation.bus-api';
import { capabilitiesTool } from './tools/capabilities-tool';
import { NO_REFERENCES, type ReferenceSource } from './provider/providers/references';
import { workspaceReferences } from './provider/providers/workspace-references';
import { systemClock } from '@lomo/clock';
import { GenerationContext } from './application/generation-context';
import { GENERATION_HANDLERS, GenerationJobs } from './application/generation-jobs';
import { JobTracker, type Workspace } from './application/job-tracker';
import { deploymentKeys, generationSettings, type GenerationConfigValues } from './generation.config';
import { DeploymentCredentials, PROVIDER_CREDENTIALS, type ProviderCredentials } from './provider/provider.port';
import { jobOutboxRoutes } from './integration/job-outbox.routes';
import { JobStore } from './job/job-store';
import { GenerationCallbackController } from './nest/callback.controller';
import { GenerationLifecycle } from './nest/generation.lifecycle';
import { JobPoller } from './processing/job-poller';
import { openJobsProjection } from './processing/open-jobs.projection';
import { ProviderRegistry } from './provider/provider-registry';
import { VaultProviderCredentials } from './provider/vault-credentials';
import { Vault, VaultModule } from '@lomo/vault';
import { generationTools } from './tools/generation-tools';
import { renderVideoTool } from './render/render-tool';

const SETTINGS = Symbol('GENERATION_SETTINGS');
const OPEN_JOBS = Symbol('GENERATION_OPEN_JOBS');
const OUTBOX = Symbol('GENERATION_OUTBOX');
const logger = new Logger('generation-gateway');

/**
 * The billing and workspace APIs, when this process hosts those services (embedded mode).
 * The standalone gateway has neither until distributed clients exist: it boots, refuses paid
 * submissions (nothing charged or sent) and keeps finished jobs unsettled (retrying) instead
 * of losing their results.
 */
const WORKSPACE = Symbol('GENERATION_WORKSPACE');
const BILLING = Symbol('GENERATION_BILLING');
/** `PROVIDER_CREDENTIALS` when the app binds it (the vault), else the deployment's configured keys. */
const CREDENTIALS = Symbol('GENERATION_CREDENTIALS');
const REFERENCES = Symbol('GENERATION_REFERENCES');
const unavailable = () =>
  Promise.reject(
    new ApiError(
      'payment_required',
      'billing_unavailable',
      'no billing service in this process: paid generation is refused',
    ),
  );
const noBilling: BillingApi = {
  quote: unavailable,
  hold: unavailable,
  capture: unavailable,
  refund: unavailable,
  spend: unavailable,
  ledger: unavailable,
  setSpendCap: unavailable,
  setNoConfirmLimits: unavailable,
  authority: unavailable,
  setAutonomy: unavailable,
  approveBudget: unavailable,
  grant: unavailable,
  revokeGrant: unavailable,
  topUp: unavailable,
  shareBudget: unavailable,
  returnBudgetShare: unavailable,
};
const noWorkspace: Workspace = {
  createObject: () => Promise.reject(new Error('no workspace service in this process')),
  getObject: () => Promise.reject(new Error('no workspace service in this process')),
};

/** Registers the gateway's tools into the process-wide registry. */
class GenerationToolsRegistrar implements OnModuleInit {
  constructor(
    private readonly tools: ToolRegistry,
    private readonly generation: GenerationJobs,
    private readonly api: GenerationApi,
    private readonly renderer: boolean,
  ) {}

  onModuleInit(): void {
    for (const tool of generationTools(this.generation)) this.tools.register(tool);
    this.tools.register(capabilitiesTool(this.api));
    if (this.renderer) this.tools.register(renderVideoTool(this.generation) as ToolDefinition<never>);
  }
}

/** This app's own address once it listens: where upstreams post callbacks unless configured. */
function callbackUrlOf(settings: GenerationConfigValues, http: HttpAdapterHost) {
  return (providerId: string): string | undefined => {
    if (settings.GENERATION_CALLBACK_BASE_URL)
      return `${settings.GENERATION_CALLBACK_BASE_URL.replace(/\/$/, '')}/v1/generation/callbacks/${providerId}`;
    const address = http.httpAdapter?.getHttpServer?.()?.address?.() as AddressInfo | string | null | undefined;
    if (!address || typeof address === 'string') return undefined;
    return `http://127.0.0.1:${address.port}/v1/generation/callbacks/${providerId}`;
  };
}

/**
 * The generation-gateway service. The same module runs inside `apps/platform` (embedded) and
 * `apps/generation-gateway` (distributed). It needs `BILLING_API` and `WORKSPACE_API` from
 * the app (the billing and workspace modules provide them globally). `GenerationJobs`
 * dispatches through `CommandBus` / `QueryBus` to one handler per command in `job/`, and
 * `GenerationBusApi` (`GENERATION_API`) to the capability handlers in `capabilities/`.
 * Global: the task runtime resolves `GENERATION_API` (the capability registry) without importing it.
 */
@Global()
@Module({
  imports: [CqrsModule.forRoot(), VaultModule],
  controllers: [GenerationCallbackController],
  providers: [
    hostedService({
      name: 'generation-gateway',
      purpose: 'Submits paid asynchronous generation jobs exactly once and tracks them to settlement.',
      ownsStreams: ['genjob'],
    }),
    {
      provide: SETTINGS,
      inject: [APP_CONFIG],
      useFactory: (config: Partial<GenerationConfigValues>) => generationSettings(config),
    },
    {
      provide: ProviderRegistry,
      inject: [SETTINGS],
      // Validated at boot by the config mixin; the providers they name are checked once registered.
      useFactory: (settings: GenerationConfigValues) => new ProviderRegistry(parsePrices(settings.GENERATION_PRICES)),
    },
    {
      provide: CapabilityRegistry,
      inject: [ProviderRegistry],
      useFactory: (providers: ProviderRegistry) => new CapabilityRegistry(providers),
    },
    ...CAPABILITY_HANDLERS,
    {
      provide: GENERATION_API,
      inject: [CommandBus, QueryBus],
      useFactory: (commands: CommandBus, queries: QueryBus) => new GenerationBusApi({ commands, queries }),
    },
    {
      provide: BILLING,
      inject: [{ token: BILLING_API, optional: true }],
      useFactory: (billing?: BillingApi) => billing ?? noBilling,
    },
    {
      // A workspace's own provider key from the vault first, the deployment's as the fallback.
      provide: PROVIDER_CREDENTIALS,
      inject: [Vault, SETTINGS],
      useFactory: (vault: Vault, settings: GenerationConfigValues) =>
        new VaultProviderCredentials(vault, new DeploymentCredentials(deploymentKeys(settings))),
    },
    {
      provide: CREDENTIALS,
      inject: [SETTINGS, { token: PROVIDER_CREDENTIALS, optional: true }],
      useFactory: (settings: GenerationConfigValues, bound?: ProviderCredentials) =>
        bound ?? new DeploymentCredentials(deploymentKeys(settings)),
    },
    {
      provide: REFERENCES,
      inject: [{ token: WORKSPACE_API, optional: true }],
      useFactory: (workspace?: WorkspaceApi): ReferenceSource =>
        workspace ? workspaceReferences(workspace) : NO_REFERENCES,
    },
    {
      provide: WORKSPACE,
      inject: [{ token: WORKSPACE_API, optional: true }],
      useFactory: (workspace?: Workspace) => workspace ?? noWorkspace,
    },
    {
      provide: JobStore,
      inject: [EVENT_STORE],
      // Every job event is recorded with its status fact (status contract v1) for the gateway's lines.
      useFactory: (store: EventStore) =>
        new JobStore(withAppendMetadata(store, GEN_JOB_STREAMS.owns, jobStatusMetadata)),
    },
    {
      provide: JobTracker,
      inject: [JobStore, ProviderRegistry, BILLING, WORKSPACE, SETTINGS, HttpAdapterHost],
      useFactory: (
        jobs: JobStore,
        providers: ProviderRegistry,
        billing: BillingApi,
        workspace: Workspace,
        settings: GenerationConfigValues,
        http: HttpAdapterHost,
      ) =>
        new JobTracker(jobs, providers, billing, workspace, systemClock, {
          submitTimeoutMs: settings.GENERATION_SUBMIT_TIMEOUT_MS,
          lostJobTimeoutMs: settings.GENERATION_LOST_JOB_TIMEOUT_MS,
          jobDeadlineMs: 3_600_000,
          callbackUrl: callbackUrlOf(settings, http),
          maxOutputBytes: settings.GENERATION_MAX_OUTPUT_BYTES,
        }),
    },
    {
      provide: GenerationContext,
      inject: [JobStore, JobTracker, ProviderRegistry, BILLING, WORKSPACE, SQL_CLIENT],
      useFactory: (
        jobs: JobStore,
        tracker: JobTracker,
        providers: ProviderRegistry,
        billing: BillingApi,
        workspace: Workspace,
        sql: SqlClient,
      ) => new GenerationContext(jobs, tracker, providers, billing, workspace, sql, systemClock),
    },
    ...GENERATION_HANDLERS,
    {
      provide: GenerationJobs,
      inject: [CommandBus, QueryBus, SQL_CLIENT],
      useFactory: (commands: CommandBus, queries: QueryBus, sql: SqlClient) =>
        new GenerationJobs({ commands, queries }, sql),
    },
    {
      provide: GenerationToolsRegistrar,
      inject: [ToolRegistry, GenerationJobs, GENERATION_API, SETTINGS],
      useFactory: (
        tools: ToolRegistry,
        generation: GenerationJobs,
        api: GenerationApi,
        settings: GenerationConfigValues,
      ) => new GenerationToolsRegistrar(tools, generation, api, settings.GENERATION_RENDERER === 'on'),
    },
    {
      provide: OPEN_JOBS,
      inject: [EVENT_STORE, SQL_CLIENT],
      useFactory: (store: EventStore, sql: SqlClient) => new ProjectionProcessor(store, sql, openJobsProjection),
    },
    {
      provide: OUTBOX,
      inject: [EVENT_STORE, SQL_CLIENT, MESSAGE_BUS],
      useFactory: (store: EventStore, sql: SqlClient, bus: MessageBus) =>
        new OutboxPublisher(
          store,
          sql,
          'generation-gateway-outbox',
          jobOutboxRoutes,
          (messages) => bus.publish(messages),
          {
            onError: (error) => logger.warn({ err: error, msg: 'generation outbox batch failed; retrying' }),
          },
        ),
    },
    {
      provide: JobPoller,
      inject: [SQL_CLIENT, JobTracker, SETTINGS],
      useFactory: (sql: SqlClient, tracker: JobTracker, settings: GenerationConfigValues) =>
        new JobPoller(sql, tracker, systemClock, {
          tickMs: settings.GENERATION_POLL_TICK_MS,
          minPollMs: 1_000,
          maxPollMs: 60_000,
          requestedGraceMs: 2_000,
        }),
    },
    {
      provide: GenerationLifecycle,
      inject: [
        SETTINGS,
        ProviderRegistry,
        GenerationJobs,
        OPEN_JOBS,
        OUTBOX,
        JobPoller,
        MESSAGE_BUS,
        CREDENTIALS,
        REFERENCES,
        EVENT_STORE,
        SQL_CLIENT,
        JobTracker,
      ],
      useFactory: (
        settings: GenerationConfigValues,
        providers: ProviderRegistry,
        generation: GenerationJobs,
        openJobs: ProjectionProcessor,
        outbox: OutboxPublisher,
        poller: JobPoller,
        bus: MessageBus,
        credentials: ProviderCredentials,
        references: ReferenceSource,
        store: EventStore,
        sql: SqlClient,
        tracker: JobTracker,
      ) =>
        new GenerationLifecycle(
          settings,
          providers,
          generation,
          openJobs,
          outbox,
          poller,
          bus,
          credentials,
          references,
          onTaskPurged(sql, GENERATION_GATEWAY_GROUP, (task) =>
            purgeTaskJobs({ store, cancel: (jobId) => tracker.cancel(jobId, 'task_ended') }, task),
          ),
        ),
    },
  ],
  exports: [GenerationJobs, GENERATION_API],
})
export class GenerationGatewayModule {}
