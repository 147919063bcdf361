import { createHash, randomUUID } from 'node:crypto';
import { readAllBytes } from '@lomo/service-api';
import { limitedOutput } from '../../../application/read-output';
import {
  CallbackRejected,
  ProviderProtocolError,
  SubmissionRejected,
  type SubmitRequest,
  UncertainSubmission,
  type UpstreamStatus,
} from '../../provider.port';
import type { ConformanceWorld } from './conformance-world';

export const CONFORMANCE_KEY = 'key-of-ws-conformance';
export const CONFORMANCE_WORKSPACE = 'ws-conformance';
/** Outputs past this fail as oversized in the conformance suite (the doubles' `oversized` output is 300 kB). */
export const CONFORMANCE_MAX_OUTPUT = 100_000;

const TERMINAL = new Set(['succeeded', 'failed', 'cancelled']);
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The provider conformance suite every adapter passes against its wire double (and the
 * generic HTTP provider against the simulated upstream): submit, duplicate submit, webhook
 * verification (valid, unsigned, forged, modified, stale), polling, cancel, failure,
 * rejection, timeout, malformed and oversized answers — each a typed outcome, never a silent
 * success.
 */
export function providerConformance(name: string, open: () => Promise<ConformanceWorld>): void {
  describe(`provider conformance: ${name}`, () => {
    let w: ConformanceWorld;
    beforeAll(async () => {
      w = await open();
    });
    afterAll(() => w?.close());

    const request = (prompt: string): SubmitRequest => ({
      idempotencyKey: `conformance-${randomUUID()}`,
      workspaceId: CONFORMANCE_WORKSPACE,
      clientReference: `job-${randomUUID()}`,
      kind: w.kind,
      model: '',
      prompt,
      params: {},
      references: [],
      callbackUrl: 'http://127.0.0.1:9/v1/generation/callbacks/conformance',
    });
    /** The kind's model and its params at their defaults (the size the planner would ask for). */
    const forKind = async () => {
      const kind = (await w.provider.capability()).kinds[w.kind]!;
      const params = Object.fromEntries(Object.entries(kind.params).map(([name, limit]) => [name, limit.default]));
      return { model: kind.model, params };
    };
    const submit = async (prompt: string) => {
      const req = { ...request(prompt), ...(await forKind()) };
      return { req, result: await w.provider.submit(req) };
    };
    const scope = { workspaceId: CONFORMANCE_WORKSPACE };
    /** A machine-readable reason that names the provider (vendor adapters) and is never empty. */
    const reason = () => new RegExp(`^${w.reasonPrefix}[a-z0-9_.:-]+$`);
    /** Polls (as the gateway's poller does) until the job is terminal; returns every state seen. */
    const pollToEnd = async (upstreamJobId: string, first?: UpstreamStatus) => {
      const seen: UpstreamStatus[] = first ? [first] : [];
      // Bounded by time, not by a count of polls: the machine may be slow, the upstream is not stuck.
      const deadline = Date.now() + 20_000;
      while (!TERMINAL.has(seen.at(-1)?.state ?? '') && Date.now() < deadline) {
        if (seen.length > 0) await new Promise((resolve) => setTimeout(resolve, 20));
        seen.push(await w.provider.query(upstreamJobId, scope));
      }
      return seen;
    };

    it('given a prompt, when submitted and polled, then one job is created with the workspace key, it runs to success and its output streams back byte for byte', async () => {
      const before = w.creates();
      const { result } = await submit('a lighthouse at dusk');
      const seen = await pollToEnd(result.upstreamJobId, result.status);

      expect(w.creates() - before).toBe(1);
      if (w.authorization) expect(w.createAuthorizations().at(-1)).toBe(w.authorization);
      expect(seen.map((s) => s.state).every((s) => ['queued', 'running', 'succeeded'].includes(s))).toBe(true);
      const done = seen.at(-1)!;
      expect(done).toMatchObject({ upstreamJobId: result.upstreamJobId, state: 'succeeded' });
      expect(done.outputs.length).toBeGreaterThanOrEqual(1);
      const output = await w.provider.fetchOutput(result.upstreamJobId, done.outputs[0].index, scope);
      const bytes = await readAllBytes(limitedOutput(output, CONFORMANCE_MAX_OUTPUT));
      expect(sha(bytes)).toBe(sha(w.outputOf(result.upstreamJobId)));
    });

    it('given the same request submitted twice, then each answer names an upstream job and the gateway sees each creation (duplicates are the claim’s job, never the adapter retrying)', async () => {
      const before = w.creates();
      const req = { ...request('twice, the same'), ...(await forKind()) };
      const first = await w.provider.submit(req);
      const second = await w.provider.submit(req).catch((error: unknown) => error);

      expect(first.upstreamJobId).toEqual(expect.any(String));
      // An upstream with a client-chosen id (ComfyUI prompt_id, the HTTP Idempotency-Key) refuses or returns the
      // same job; one without creates another — exactly one request per submit, no hidden retry.
      expect(w.creates() - before).toBeLessThanOrEqual(2);
      if (!(second instanceof Error)) expect(second).toMatchObject({ upstreamJobId: expect.any(String) });
      else expect(second).toBeInstanceOf(SubmissionRejected);
    });

    it('given webhooks, when one arrives signed, unsigned, forged, modified or stale, then only the signed one is accepted', async () => {
      const capability = await w.provider.capability();
      const hooks = w.webhooks;
      const now = Date.now();
      if (!hooks) {
        expect(capability.supports.callbacks).toBe(false);
        await expect(
          Promise.resolve().then(() => w.provider.verifyCallback(Buffer.from('{}'), {}, now, {})),
        ).rejects.toMatchObject({ reason: 'bad_signature' });
        return;
      }
      expect(capability.supports.callbacks).toBe(true);
      const { result } = await submit('a signed result');
      await pollToEnd(result.upstreamJobId);
      const ref = `job-${randomUUID()}`;
      const valid = hooks.valid(result.upstreamJobId, ref, CONFORMANCE_WORKSPACE);
      const verified = await w.provider.verifyCallback(valid.raw, valid.headers, now, valid.query);
      expect(verified.status).toMatchObject({
        upstreamJobId: result.upstreamJobId,
        clientReference: ref,
        state: 'succeeded',
      });
      expect(verified.signatureId).toEqual(expect.any(String));

      const reject = (d: { raw: Buffer; headers: Record<string, string>; query: Record<string, string> }) =>
        Promise.resolve().then(() => w.provider.verifyCallback(d.raw, d.headers, now, d.query));
      await expect(reject({ ...valid, headers: {} })).rejects.toBeInstanceOf(CallbackRejected);
      await expect(reject({ ...valid, headers: {} })).rejects.toMatchObject({ reason: 'bad_signature' });
      await expect(reject(hooks.forged(result.upstreamJobId, ref, CONFORMANCE_WORKSPACE))).rejects.toMatchObject({
        reason: 'bad_signature',
      });
      const modified = Buffer.from(
        valid.raw.toString('utf8').replace('succeeded', 'failed').replace('"OK"', '"ERROR"'),
      );
      await expect(reject({ ...valid, raw: modified })).rejects.toMatchObject({ reason: 'bad_signature' });
      await expect(reject(hooks.stale(result.upstreamJobId, ref, CONFORMANCE_WORKSPACE))).rejects.toMatchObject({
        reason: expect.stringMatching(/^(stale|bad_signature)$/),
      });
    });

    it('given a running job, when cancelled where the upstream supports it, then the upstream confirms and the job never succeeds', async () => {
      const capability = await w.provider.capability();
      if (!capability.supports.cancel) {
        expect(await w.provider.cancel('anything', scope)).toBe(false);
        return;
      }
      w.script('slow', 'slow to finish');
      const { result } = await submit('slow to finish');
      await w.provider.query(result.upstreamJobId, scope);
      await w.provider.query(result.upstreamJobId, scope);
      const before = w.cancels();

      expect(await w.provider.cancel(result.upstreamJobId, scope)).toBe(true);
      expect(w.cancels() - before).toBeGreaterThanOrEqual(1);
      expect((await w.provider.query(result.upstreamJobId, scope)).state).not.toBe('succeeded');
    });

    it('given a job the upstream fails, then the failure is typed with the provider’s reason', async () => {
      w.script('fail', 'this one fails');
      const outcome = await submit('this one fails').then(
        async ({ result }) => (await pollToEnd(result.upstreamJobId, result.status)).at(-1)!,
        (error: unknown) => error,
      );
      if (outcome instanceof SubmissionRejected) expect(outcome.code).toMatch(reason());
      else expect(outcome).toMatchObject({ state: 'failed', errorCode: expect.stringMatching(reason()) });
    });

    it('given a request the upstream refuses, then submit is a typed rejection with the provider’s reason', async () => {
      w.script('reject', 'refused prompt');
      const error = await submit('refused prompt').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SubmissionRejected);
      expect((error as SubmissionRejected).code).toMatch(reason());
    });

    it('given an upstream that creates the job and never answers, then submit times out as uncertain (reconciled, never re-sent)', async () => {
      w.script('hang', 'never answered');
      const before = w.creates();
      const error = await submit('never answered').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UncertainSubmission);
      expect(w.creates() - before).toBe(1);
    });

    it('given a malformed answer to a submission, then it is uncertain (or, from a synchronous upstream, a typed failure)', async () => {
      w.script('malformed', 'garbled answer');
      const outcome = await submit('garbled answer').then(
        ({ result }) => result.status,
        (error: unknown) => error,
      );
      if (outcome instanceof UncertainSubmission) expect(outcome.reason).toBe('malformed_response');
      else expect(outcome).toMatchObject({ state: 'failed', errorCode: `${w.reasonPrefix}malformed_response` });
    });

    it('given an output larger than the limit, then reading it fails as oversized before it is held whole', async () => {
      w.script('oversized', 'a huge output');
      const { result } = await submit('a huge output');
      const done = (await pollToEnd(result.upstreamJobId, result.status)).at(-1)!;
      expect(done.state).toBe('succeeded');
      const error = await w.provider
        .fetchOutput(result.upstreamJobId, done.outputs[0].index, scope)
        .then((output) => readAllBytes(limitedOutput(output, CONFORMANCE_MAX_OUTPUT)))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderProtocolError);
      expect(error).toMatchObject({ code: 'oversized_response' });
    });

    it('then every request the adapter sent above matched the vendor’s own request schema (vendored under src/provider/schemas)', () => {
      // The generic protocol is ours (no vendor schema); every vendor double checks each create request.
      if (w.reasonPrefix !== '') expect(w.checked().length).toBeGreaterThanOrEqual(8);
      expect(w.violations()).toEqual([]);
    });
  });
}
