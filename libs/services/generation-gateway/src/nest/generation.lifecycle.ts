import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import type { OutboxPublisher, ProjectionProcessor } from '@lomo/event-store';
import type { HandlerBinding, MessageBus, Subscription } from '@lomo/messaging';
import type { GenerationJobs } from '../application/generation-jobs';
import type { GenerationConfigValues } from '../generation.config';
import { subscribeTaskStops } from '../integration/task-stops';
import type { JobPoller } from '../processing/job-poller';
import { HttpGenerationProvider } from '../provider/http-provider';
import type { ProviderRegistry } from '../provider/provider-registry';
import type { ProviderCredentials } from '../provider/provider.port';
import { buildAdapters } from '../provider/providers/build-adapters';
import type { ReferenceSource } from '../provider/providers/references';
import { SimulatedUpstream } from '../simulated/simulated-upstream';
import { RenderProvider } from '../render/render-provider';

/**
 * Starts the gateway's background parts once the app is up — the simulated upstream (when
 * on), the open-jobs projection, the outbox, the poller, the task-stop subscription — and
 * stops them in reverse before shutdown, while the database and bus are still open.
 */
export class GenerationLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private simulator?: SimulatedUpstream;
  private stops?: Subscription;
  private closeAdapters?: () => Promise<void>;
  private renderer?: RenderProvider;

  constructor(
    private readonly settings: GenerationConfigValues,
    private readonly providers: ProviderRegistry,
    private readonly generation: GenerationJobs,
    private readonly openJobs: ProjectionProcessor,
    private readonly outbox: OutboxPublisher,
    private readonly poller: JobPoller,
    private readonly bus: MessageBus,
    /** The adapters' keys, asked at request time (the vault's binding, else the deployment's). */
    private readonly credentials: ProviderCredentials,
    /** Reference images for adapters that upload them. */
    private readonly references: ReferenceSource,
    /** `TaskPurged`: purges the deleted task's job streams. */
    private readonly deletions?: HandlerBinding,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const s = this.settings;
    if (s.GENERATION_PROVIDER_URL) {
      const secrets = (s.GENERATION_PROVIDER_SECRETS ?? '')
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      this.providers.register(
        new HttpGenerationProvider({
          id: s.GENERATION_PROVIDER_ID,
          baseUrl: s.GENERATION_PROVIDER_URL,
          secrets,
          requestTimeoutMs: s.GENERATION_SUBMIT_TIMEOUT_MS,
          credentials: this.credentials,
        }),
      );
    }
    const adapters = buildAdapters(s, this.credentials, this.references, s.GENERATION_SUBMIT_TIMEOUT_MS);
    for (const provider of adapters.providers) this.providers.register(provider);
    this.closeAdapters = adapters.close;
    if (s.GENERATION_RENDERER === 'on') {
      // Registered unlisted: reached by render_video only, never a default or an offered generator.
      this.renderer = new RenderProvider({
        references: this.references,
        dir: join(s.GENERATION_SPOOL_DIR ?? tmpdir(), `lomo-render-${process.pid}-${randomBytes(4).toString('hex')}`),
      });
      this.providers.register(this.renderer, { listed: false });
    }
    if (s.GENERATION_SIMULATOR === 'on') {
      const secret = randomBytes(24).toString('hex');
      this.simulator = new SimulatedUpstream({ secret, port: s.GENERATION_SIMULATOR_PORT });
      const url = await this.simulator.start();
      this.providers.register(
        new HttpGenerationProvider({
          id: 'simulated',
          baseUrl: url,
          secrets: [secret],
          requestTimeoutMs: s.GENERATION_SUBMIT_TIMEOUT_MS,
        }),
      );
    }
    // A price for a provider or model this deployment does not have refuses the boot, naming it.
    await this.providers.checkPrices();
    await this.generation.migrate();
    await this.openJobs.start();
    await this.outbox.start();
    this.poller.start();
    this.stops = await subscribeTaskStops(
      this.bus,
      (workspaceId, taskId) => this.generation.cancelTaskJobs(workspaceId, taskId),
      this.deletions,
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stops?.close({ timeoutMs: 5_000 });
    await this.poller.stop();
    await this.outbox.stop();
    await this.openJobs.stop();
    await this.simulator?.stop();
    await this.closeAdapters?.();
    await this.renderer?.close();
  }
}
