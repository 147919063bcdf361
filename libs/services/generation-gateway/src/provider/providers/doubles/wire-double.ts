import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { renderPng, renderWav } from '../../../simulated/media';
import { checkVendorRequest, type SchemaVendor } from '../vendor-schemas';

/**
 * How a double treats the next submission (vendor-shaped in each double): `reject` (the
 * vendor's 4xx), `fail` (the job fails with the vendor's error), `hang` (the job is created
 * and the answer never comes), `malformed` (2xx with a body that is not the documented
 * shape), `slow` (never finishes: for cancel), `oversized` (an output past any test limit).
 */
export type DoubleScript = 'reject' | 'fail' | 'hang' | 'malformed' | 'slow' | 'oversized';

export interface LedgerRow {
  method: string;
  path: string;
  authorization?: string;
}

/** A job as a double keeps it: queued → running → done after `pollsToFinish` status reads. */
export interface DoubleJob {
  id: string;
  prompt: string;
  kind: 'image' | 'audio';
  script?: DoubleScript;
  reads: number;
  cancelled: boolean;
  output: Buffer;
}

export const OVERSIZED_BYTES = 300_000;

/** The in-test HTTP server every vendor double builds on: a ledger of requests and scripted jobs. */
export abstract class WireDouble {
  readonly ledger: LedgerRow[] = [];
  readonly jobs = new Map<string, DoubleJob>();
  url = '';
  /** What the vendored request schemas found wrong in requests this double received: the conformance suite asserts none. */
  readonly violations: string[] = [];
  /** Every request body this double checked against a vendored schema, by schema name. */
  readonly checked: Array<{ name: string; body: unknown }> = [];
  /** Status reads before a job finishes. */
  pollsToFinish = 2;
  private next?: DoubleScript;
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  /** The next submission behaves so. */
  script(script: DoubleScript): void {
    this.next = script;
  }

  /** Requests that created a job (what the vendor would bill). */
  abstract creates(): number;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.ledger.push({
          method: req.method ?? 'GET',
          path: req.url ?? '/',
          authorization: req.headers.authorization,
        });
        Promise.resolve(this.route(req, Buffer.concat(chunks), res)).catch((error: unknown) =>
          json(res, 500, { error: String(error) }),
        );
      });
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    this.started(this.server);
    return this.url;
  }

  /** Hook for doubles that serve more than HTTP on the same port (ComfyUI's websocket). */
  protected started(_server: Server): void {}

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  protected abstract route(req: IncomingMessage, body: Buffer, res: ServerResponse): void | Promise<void>;

  /** Creates a job with the pending script; `hang` leaves the response open forever. */
  protected create(id: string, prompt: string, kind: DoubleJob['kind'], script = this.takeScript()): DoubleJob {
    const output =
      script === 'oversized'
        ? randomBytes(OVERSIZED_BYTES)
        : Buffer.from(kind === 'audio' ? renderWav(prompt, 0.5).bytes : renderPng(prompt, 64, 64).bytes);
    const job: DoubleJob = { id, prompt, kind, script, reads: 0, cancelled: false, output };
    this.jobs.set(id, job);
    return job;
  }

  /**
   * Checks a request body against the vendor's vendored schema (as the real API validates it
   * before creating anything): the findings, also kept in `violations`. Empty = accepted.
   */
  protected check(vendor: SchemaVendor, name: string, body: unknown, form = false): string[] {
    const errors = checkVendorRequest(vendor, name, body, form);
    this.checked.push({ name, body });
    this.violations.push(...errors);
    return errors;
  }

  /** The pending script, consumed. */
  protected takeScript(): DoubleScript | undefined {
    const script = this.next;
    this.next = undefined;
    return script;
  }

  /** Where a job is after one more status read. */
  protected advance(job: DoubleJob): 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled' {
    if (job.cancelled) return 'cancelled';
    job.reads++;
    if (job.script === 'slow' || job.reads < this.pollsToFinish) return job.reads <= 1 ? 'queued' : 'running';
    return job.script === 'fail' ? 'failed' : 'succeeded';
  }
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export function sendFile(res: ServerResponse, bytes: Buffer, mediaType: string): void {
  res.writeHead(200, { 'content-type': mediaType, 'content-length': String(bytes.byteLength) }).end(bytes);
}
