import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signCallback, SIGNATURE_HEADER } from '../provider/callback-signature';
import type { GenerationKind, ProviderCapability, SubmitRequest, UpstreamState } from '../provider/provider.port';
import { renderGif, renderGltf, renderPng, renderWav, type RenderedOutput } from './media';

/** How the simulated upstream treats one request (R-12.1 fault injection). */
export interface SimScript {
  /** Time between progress steps. @default 20 */
  stepMs?: number;
  /** Progress steps before the result. @default 3 */
  steps?: number;
  /** The job fails half-way with this code. */
  failWith?: string;
  /** The submission is refused (HTTP 422) with this code. */
  rejectWith?: string;
  /** The job is created but the submit request never gets an answer (the client times out). */
  hangAfterCreate?: boolean;
  /** The job is created, then the connection is reset without an answer. */
  resetAfterCreate?: boolean;
  /** Every callback is sent this many times. @default 1 */
  duplicateCallbacks?: number;
  /** Callbacks are held back and sent in random order after the job ends. */
  shuffleCallbacks?: boolean;
  /** No callback at all: the gateway only learns by polling. */
  loseCallbacks?: boolean;
  /** Cancel requests are answered `cancelled: false` and the job runs on. */
  ignoreCancel?: boolean;
  /** The job is created but the answer is 201 with a body that is not a job (no id). */
  malformedAnswer?: boolean;
  /** The output is this many random bytes (an oversized result). */
  oversizedOutput?: number;
}

export interface SimRule {
  /** Applies when the prompt contains this text … */
  promptContains?: string;
  /** … or the request carries this idempotency key. */
  idempotencyKey?: string;
  /** Applies to the first `times` jobs (idempotency keys) it matches, then no more: "the first attempt fails". */
  times?: number;
  script: SimScript;
}

/** Every request the simulated upstream received, in order: what tests and demos count. */
export interface LedgerEntry {
  at: string;
  method: string;
  path: string;
  idempotencyKey?: string;
  upstreamJobId?: string;
  /** The `Authorization` header the request carried (the upstream sees the key; tests check it). */
  authorization?: string;
}

interface SimJob {
  id: string;
  request: SubmitRequest;
  script: SimScript;
  state: UpstreamState;
  progress: number;
  outputs: RenderedOutput[];
  errorCode?: string;
  timer?: NodeJS.Timeout;
  heldCallbacks: string[];
}

export interface SimulatedUpstreamOptions {
  /** Secret the callbacks are signed with. */
  secret: string;
  /** @default 0 (ephemeral) */
  port?: number;
  /** Overrides of the advertised features (a provider without query-by-key, …). */
  supports?: Partial<ProviderCapability['supports']>;
}

/** What the simulated upstream advertises at `GET /v1/capabilities`. */
export function simulatedCapability(supports: Partial<ProviderCapability['supports']> = {}): ProviderCapability {
  const size = { width: { min: 32, max: 1024, default: 256 }, height: { min: 32, max: 1024, default: 256 } };
  return {
    kinds: {
      image: {
        model: 'sim-image-1',
        outputFormats: ['image/png'],
        maxPromptChars: 2000,
        maxReferences: 4,
        params: size,
        cost: { currency: 'USD', baseMinor: 4, perUnitMinor: 0 },
      },
      video: {
        model: 'sim-video-1',
        outputFormats: ['image/gif'],
        maxPromptChars: 2000,
        maxReferences: 2,
        params: {
          width: { min: 32, max: 512, default: 128 },
          height: { min: 32, max: 512, default: 96 },
          seconds: { min: 1, max: 10, default: 2 },
        },
        cost: { currency: 'USD', baseMinor: 10, perUnitMinor: 5, unitParam: 'seconds' },
      },
      model3d: {
        model: 'sim-3d-1',
        outputFormats: ['model/gltf+json'],
        maxPromptChars: 1000,
        maxReferences: 4,
        params: {},
        cost: { currency: 'USD', baseMinor: 20, perUnitMinor: 0 },
      },
    },
    supports: { callbacks: true, polling: true, cancel: true, queryByKey: true, ...supports },
  };
}

/**
 * A real HTTP generation upstream for tests and demos: it speaks the generic HTTP
 * provider's protocol, renders real files (PNG, animated GIF, glTF), reports progress by
 * polling and signed callbacks, and can be scripted per request to misbehave. It dedupes
 * submissions by idempotency key like a well-behaved upstream — the gateway must not rely on
 * that, and the ledger shows whether it did.
 */
export class SimulatedUpstream {
  readonly ledger: LedgerEntry[] = [];
  private readonly jobs = new Map<string, SimJob>();
  private readonly byKey = new Map<string, SimJob>();
  private rules: SimRule[] = [];
  /** Jobs each `times`-limited rule has applied to (a repeat of the same key is the same job). */
  private readonly applied = new Map<SimRule, Set<string>>();
  private server?: Server;

  constructor(private readonly options: SimulatedUpstreamOptions) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res).catch(() => res.destroy()));
    this.server.listen(this.options.port ?? 0, '127.0.0.1');
    await new Promise((resolve) => this.server!.once('listening', resolve));
    return this.url();
  }

  url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const job of this.jobs.values()) clearTimeout(job.timer);
    this.server?.closeAllConnections();
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(undefined)));
  }

  /** While true, every output download answers 503: an outage of the upstream's file store. */
  outputsUnavailable = false;

  /** Whether the job reached an end state (succeeded, failed or cancelled). */
  isFinished(upstreamJobId: string): boolean {
    const state = this.jobs.get(upstreamJobId)?.state;
    return state === 'succeeded' || state === 'failed' || state === 'cancelled';
  }

  script(rule: SimRule): void {
    this.rules.push(rule);
  }

  /** Submissions received (all, or for one idempotency key). */
  submissions(idempotencyKey?: string): LedgerEntry[] {
    return this.ledger.filter(
      (e) =>
        e.method === 'POST' &&
        e.path === '/v1/jobs' &&
        (idempotencyKey === undefined || e.idempotencyKey === idempotencyKey),
    );
  }

  /** The bytes of a job's output (what the gateway should have stored). */
  outputOf(upstreamJobId: string, index: number): Uint8Array {
    const output = this.jobs.get(upstreamJobId)?.outputs[index];
    if (!output) throw new Error(`no output ${index} of ${upstreamJobId}`);
    return output.bytes;
  }

  private scriptFor(request: SubmitRequest): SimScript {
    const rule = [...this.rules]
      .reverse()
      .find(
        (r) =>
          ((r.idempotencyKey !== undefined && r.idempotencyKey === request.idempotencyKey) ||
            (r.promptContains !== undefined && request.prompt.includes(r.promptContains))) &&
          this.withinTimes(r, request.idempotencyKey),
      );
    return rule?.script ?? {};
  }

  private withinTimes(rule: SimRule, key: string): boolean {
    if (rule.times === undefined) return true;
    const keys = this.applied.get(rule) ?? new Set<string>();
    this.applied.set(rule, keys);
    if (!keys.has(key) && keys.size >= rule.times) return false;
    keys.add(key);
    return true;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sim');
    const body = await readBody(req);
    const entry: LedgerEntry = { at: new Date().toISOString(), method: req.method ?? 'GET', path: url.pathname };
    const key = req.headers['idempotency-key'];
    if (typeof key === 'string') entry.idempotencyKey = key;
    if (req.headers.authorization) entry.authorization = req.headers.authorization;
    if (!url.pathname.startsWith('/_sim/')) this.ledger.push(entry);
    const parts = url.pathname.split('/').filter(Boolean);

    if (req.method === 'GET' && url.pathname === '/v1/capabilities')
      return send(res, 200, simulatedCapability(this.options.supports));
    if (req.method === 'POST' && url.pathname === '/v1/jobs')
      return this.submit(JSON.parse(body || '{}') as SubmitRequest, entry, res);
    if (req.method === 'GET' && url.pathname === '/v1/jobs') {
      if (this.options.supports?.queryByKey === false) return send(res, 501, { error: 'not_supported' });
      const job = this.byKey.get(url.searchParams.get('idempotencyKey') ?? '');
      return job ? send(res, 200, this.status(job)) : send(res, 404, { error: 'not_found' });
    }
    const job = parts[0] === 'v1' && parts[1] === 'jobs' ? this.jobs.get(parts[2] ?? '') : undefined;
    if (job) entry.upstreamJobId = job.id;
    if (req.method === 'GET' && job && parts.length === 3) return send(res, 200, this.status(job));
    if (req.method === 'POST' && job && parts[3] === 'cancel') return send(res, 200, { cancelled: this.cancel(job) });
    if (req.method === 'GET' && job && parts[3] === 'outputs') {
      if (this.outputsUnavailable) return send(res, 503, { error: 'unavailable' });
      const output = job.outputs[Number(parts[4])];
      if (!output) return send(res, 404, { error: 'not_found' });
      res.writeHead(200, { 'content-type': output.mediaType, 'content-length': output.bytes.length });
      return void res.end(Buffer.from(output.bytes));
    }
    // Remote control for tests whose gateway runs in another process.
    if (req.method === 'POST' && url.pathname === '/_sim/rules') {
      this.script(JSON.parse(body) as SimRule);
      return send(res, 204, undefined);
    }
    if (req.method === 'GET' && url.pathname === '/_sim/ledger') return send(res, 200, this.ledger);
    send(res, 404, { error: 'not_found' });
  }

  private submit(request: SubmitRequest, entry: LedgerEntry, res: ServerResponse): void {
    const script = this.scriptFor(request);
    if (script.rejectWith) return send(res, 422, { error: script.rejectWith });
    const kind = simulatedCapability().kinds[request.kind];
    if (!kind || typeof request.prompt !== 'string' || !request.idempotencyKey)
      return send(res, 400, { error: 'invalid_request' });
    let job = this.byKey.get(request.idempotencyKey);
    if (!job) {
      job = {
        id: `sim-${randomUUID()}`,
        request,
        script,
        state: 'queued',
        progress: 0,
        outputs: [],
        heldCallbacks: [],
      };
      this.jobs.set(job.id, job);
      this.byKey.set(request.idempotencyKey, job);
      this.schedule(job, 1);
    }
    entry.upstreamJobId = job.id;
    if (script.hangAfterCreate) return; // the socket stays open until the client gives up
    if (script.resetAfterCreate) return void res.destroy();
    if (script.malformedAnswer) return send(res, 201, { accepted: true });
    send(res, 201, this.status(job));
  }

  private schedule(job: SimJob, step: number): void {
    const steps = job.script.steps ?? 3;
    job.timer = setTimeout(() => {
      if (job.state === 'cancelled') return;
      if (job.script.failWith && step > steps / 2) {
        job.state = 'failed';
        job.errorCode = job.script.failWith;
      } else if (step > steps) {
        job.outputs = job.script.oversizedOutput
          ? [
              {
                name: 'big.bin',
                mediaType: 'image/png',
                bytes: new Uint8Array(randomBytes(job.script.oversizedOutput)),
              },
            ]
          : render(job.request);
        job.state = 'succeeded';
        job.progress = 100;
      } else {
        job.state = 'running';
        job.progress = Math.round((100 * step) / (steps + 1));
      }
      this.notify(job);
      if (job.state === 'running') this.schedule(job, step + 1);
    }, job.script.stepMs ?? 20);
  }

  private cancel(job: SimJob): boolean {
    if (job.script.ignoreCancel || job.state === 'succeeded' || job.state === 'failed') return false;
    if (job.state === 'cancelled') return true;
    clearTimeout(job.timer);
    job.state = 'cancelled';
    this.notify(job);
    return true;
  }

  private status(job: SimJob) {
    return {
      id: job.id,
      clientReference: job.request.clientReference,
      state: job.state,
      progress: job.progress,
      errorCode: job.errorCode,
      outputs: job.outputs.map((o, index) => ({ index, mediaType: o.mediaType, name: o.name })),
    };
  }

  private notify(job: SimJob): void {
    const url = job.request.callbackUrl;
    if (!url || job.script.loseCallbacks || this.options.supports?.callbacks === false) return;
    const body = JSON.stringify(this.status(job));
    const copies = Array.from({ length: job.script.duplicateCallbacks ?? 1 }, () => body);
    if (!job.script.shuffleCallbacks) return void this.deliver(url, copies);
    job.heldCallbacks.push(...copies);
    if (['succeeded', 'failed', 'cancelled'].includes(job.state)) {
      const all = job.heldCallbacks.splice(0).sort(() => Math.random() - 0.5);
      void this.deliver(url, all);
    }
  }

  /** Sends callbacks one after the other (so their order is the shuffled one), ignoring failures. */
  private async deliver(url: string, bodies: string[]): Promise<void> {
    for (const body of bodies) {
      const signature = signCallback(body, this.options.secret, Math.floor(Date.now() / 1000));
      await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body,
      }).catch(() => undefined);
    }
  }
}

function render(request: SubmitRequest): RenderedOutput[] {
  const p = request.params ?? {};
  const byKind: Record<GenerationKind, () => RenderedOutput> = {
    image: () => renderPng(request.prompt, p.width ?? 256, p.height ?? 256),
    video: () => renderGif(request.prompt, p.width ?? 128, p.height ?? 96, p.seconds ?? 2),
    model3d: () => renderGltf(request.prompt),
    audio: () => renderWav(request.prompt, p.duration ?? 2),
  };
  return [byKind[request.kind]()];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (body === undefined) return void res.writeHead(status).end();
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
