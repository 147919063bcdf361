import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { systemClock } from '@lomo/clock';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore, type EventStore } from '@lomo/event-store';
import type { ApiCaller, ObjectView, WorkspaceApi } from '@lomo/service-api';
import { inProcessBillingApi } from '@lomo/services/billing';
import { drainMeasured, largeSource } from '@lomo/testing';
import { JobStore } from '../job/job-store';
import { ProviderRegistry } from '../provider/provider-registry';
import type { GenerationProvider, ProviderCapability, UpstreamStatus } from '../provider/provider.port';
import { inProcessGenerationJobs } from './generation-jobs';
import { JobTracker } from './job-tracker';

const MB = 1000 * 1000;

/** A synchronous upstream whose one output is `size` bytes made on the fly as it is read. */
function largeOutputProvider(size: number) {
  const sources: Array<ReturnType<typeof largeSource>> = [];
  const done = (upstreamJobId: string, clientReference: string): UpstreamStatus => ({
    upstreamJobId,
    clientReference,
    state: 'succeeded',
    progress: 100,
    outputs: [{ index: 0, mediaType: 'video/mp4', name: 'take.mp4' }],
  });
  const capability: ProviderCapability = {
    kinds: {
      video: {
        model: 'big-1',
        outputFormats: ['video/mp4'],
        maxPromptChars: 1000,
        maxReferences: 0,
        params: {},
        cost: { currency: 'USD', baseMinor: 5, perUnitMinor: 0 },
      },
    },
    supports: { callbacks: false, polling: true, cancel: false, queryByKey: false },
  };
  const provider: GenerationProvider = {
    id: 'large',
    capability: async () => capability,
    submit: async (request) => ({
      upstreamJobId: `up-${request.clientReference}`,
      status: done(`up-${request.clientReference}`, request.clientReference),
    }),
    query: async (upstreamJobId) => done(upstreamJobId, ''),
    queryByKey: async () => undefined,
    cancel: async () => false,
    fetchOutput: async () => {
      const source = largeSource(size);
      sources.push(source);
      return { stream: Readable.from(source.source, { objectMode: false }), mediaType: 'video/mp4', sizeBytes: size };
    },
    verifyCallback: () => {
      throw new Error('no callbacks');
    },
  };
  return { provider, sources };
}

/** The workspace as far as the gateway sees it: reads each output stream to its end, keeping nothing, measuring memory. */
class MeasuringWorkspace implements Pick<WorkspaceApi, 'createObject' | 'getObject'> {
  readonly stored: Array<{ sha256: string; bytes: number; peakGrowthBytes: number }> = [];
  async createObject(_caller: ApiCaller, input: Parameters<WorkspaceApi['createObject']>[1]) {
    if (input.content.type !== 'blob' || input.content.bytes instanceof Uint8Array)
      throw new Error('expected the output as a stream');
    this.stored.push(await drainMeasured(input.content.bytes));
    return { objectId: randomUUID(), version: 1 };
  }
  getObject(): Promise<ObjectView> {
    return Promise.reject(new Error('not used'));
  }
}

describe('a large generation output (PGlite)', () => {
  let sql: SqlClient;
  let store: EventStore;
  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    store = await PostgresEventStore.open(sql);
  });
  afterAll(async () => {
    await store?.close();
    await sql?.close();
  });

  it('is piped from the provider into the workspace, never held whole: 64 MB with memory growth under 16 MB', async () => {
    // given a provider whose output is 64 MB made on the fly, and a workspace that streams what it gets
    const { provider, sources } = largeOutputProvider(64 * MB);
    const workspace = new MeasuringWorkspace();
    const billing = inProcessBillingApi(store, systemClock, { defaultCapMinor: 100_000, currency: 'USD' });
    const providers = new ProviderRegistry();
    providers.register(provider);
    const jobs = new JobStore(store);
    const tracker = new JobTracker(jobs, providers, billing, workspace, systemClock, {
      submitTimeoutMs: 2_000,
      lostJobTimeoutMs: 60_000,
      jobDeadlineMs: 3_600_000,
      callbackUrl: () => undefined,
      maxOutputBytes: 128 * MB,
    });
    const generation = inProcessGenerationJobs(jobs, tracker, providers, billing, workspace, sql, systemClock);
    await generation.migrate();
    // when a video is generated
    const caller = { workspaceId: `ws-${randomUUID().slice(0, 8)}`, userId: 'u-1' };
    const job = await generation.submit(caller, {
      taskId: randomUUID(),
      callId: '1:1:0',
      kind: 'video',
      prompt: 'a long take',
    });
    // then the job succeeded with the whole output stored, while neither side held a quarter of it
    expect(await generation.status(caller, job.jobId)).toMatchObject({
      state: 'succeeded',
      objectIds: [expect.any(String)],
    });
    expect(workspace.stored).toEqual([
      { sha256: sources[0].sha256(), bytes: 64 * MB, peakGrowthBytes: expect.any(Number) },
    ]);
    expect(workspace.stored[0].peakGrowthBytes).toBeLessThan((64 * MB) / 4);
    expect(sources[0].peakGrowthBytes()).toBeLessThan((64 * MB) / 4);
  }, 300_000);
});
