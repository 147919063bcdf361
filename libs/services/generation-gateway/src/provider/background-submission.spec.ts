import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BackgroundSubmission } from './background-submission';
import type { SubmitRequest, UpstreamStatus } from './provider.port';
import { OpenAiDouble } from './providers/doubles/openai-double';
import { CONFORMANCE_KEY, CONFORMANCE_WORKSPACE } from './providers/doubles/provider.conformance';
import { conformanceCredentials, conformanceReferences } from './providers/doubles/worlds';
import { OpenAiImagesProvider } from './providers/openai-images';
import { OutputSpool } from './providers/output-spool';

const request = (n: number): SubmitRequest => ({
  idempotencyKey: `bg-${n}`,
  workspaceId: CONFORMANCE_WORKSPACE,
  clientReference: `job-${n}`,
  kind: 'image',
  model: 'gpt-image-1',
  prompt: `poster ${n}`,
  params: { width: 1024, height: 1024 },
  references: [],
});

describe('a synchronous vendor (OpenAI Images) run as background jobs', () => {
  let double: OpenAiDouble;
  let dir: string;
  let provider: BackgroundSubmission;
  beforeAll(async () => {
    double = new OpenAiDouble(CONFORMANCE_KEY);
    const baseUrl = `${await double.start()}/v1`;
    dir = await mkdtemp(join(tmpdir(), 'lomo-bg-spool-'));
    provider = new BackgroundSubmission(
      new OpenAiImagesProvider({
        baseUrl,
        credentials: conformanceCredentials,
        references: conformanceReferences,
        spool: new OutputSpool(dir),
      }),
      { concurrency: 2 },
    );
  });
  afterAll(async () => {
    await double.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const untilDone = async (id: string): Promise<UpstreamStatus> => {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      const status = await provider.query(id, { workspaceId: CONFORMANCE_WORKSPACE });
      if (status.state === 'succeeded' || status.state === 'failed') return status;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`${id} never finished`);
  };

  it('given five calls that each take 400 ms upstream, when submitted together, then every submit returns before its call ends, at most two run at once, they overlap, and each result arrives by query', async () => {
    double.delayMs = 400;
    const before = double.spans.length;
    const started = Date.now();
    const submitted = await Promise.all([1, 2, 3, 4, 5].map((n) => provider.submit(request(n))));
    // The submits answered without waiting for any image (each takes 400 ms upstream).
    expect(Date.now() - started).toBeLessThan(400);
    expect(submitted.every((s) => s.status === undefined)).toBe(true);
    expect((await provider.query(submitted[4]!.upstreamJobId, { workspaceId: CONFORMANCE_WORKSPACE })).state).toBe(
      'queued',
    );

    const done = await Promise.all(submitted.map((s) => untilDone(s.upstreamJobId)));
    expect(done.map((d) => d.state)).toEqual(Array(5).fill('succeeded'));
    expect(done.every((d) => d.outputs.length === 1)).toBe(true);
    expect(double.maxInFlight).toBe(2);
    const spans = double.spans.slice(before);
    expect(spans).toHaveLength(5);
    const overlaps = spans.flatMap((a, i) => spans.slice(i + 1).filter((b) => a.start < b.end && b.start < a.end));
    expect(overlaps.length).toBeGreaterThan(0);
    // The same job submitted again (a retried claim) is not a second call: still five.
    await provider.submit(request(1));
    expect(double.creates()).toBe(5);
  });

  it('given a call the vendor refuses, then the job fails with the vendor’s reason, found by query (and by key)', async () => {
    double.delayMs = 0;
    double.script('reject');
    const { upstreamJobId } = await provider.submit(request(6));
    expect(await untilDone(upstreamJobId)).toMatchObject({ state: 'failed', errorCode: 'openai:moderation_blocked' });
    expect(await provider.queryByKey('bg-6', { workspaceId: CONFORMANCE_WORKSPACE })).toMatchObject({
      state: 'failed',
    });
  });

  it('given a job this process never started (another replica’s, or cut off by a restart) and no spooled result, then it reads as running — the job deadline ends it, never an early failure', async () => {
    expect(await provider.query('oai-unknown', { workspaceId: CONFORMANCE_WORKSPACE })).toMatchObject({
      state: 'running',
    });
  });
});
