import { createHash, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DoubleJob, json, sendFile, WireDouble } from './wire-double';

/**
 * fal.ai's queue API as documented: `POST /{endpoint}[?fal_webhook=]` → `{ request_id,
 * response_url, status_url, cancel_url }`; `GET /{app}/requests/{id}/status` → IN_QUEUE
 * (`queue_position`) / IN_PROGRESS / COMPLETED; `GET /{app}/requests/{id}` → the result
 * (422 `{ detail }` when the model failed); `PUT /{app}/requests/{id}/cancel` → 202
 * CANCELLATION_REQUESTED or 400 ALREADY_COMPLETED; auth `Key …`. Webhooks are signed with
 * Ed25519 keys published as JWKS (`/.well-known/jwks.json` here).
 */
export class FalDouble extends WireDouble {
  private readonly keys = generateKeyPairSync('ed25519');
  readonly userId = 'user-double-1';
  lastInput: Record<string, unknown> = {};
  lastWebhook?: string;

  constructor(readonly apiKey: string) {
    super();
  }

  creates(): number {
    return this.ledger.filter((r) => r.method === 'POST').length;
  }

  /** A signed webhook delivery for the job (OK with its files, or ERROR when scripted to fail). */
  webhook(
    requestId: string,
    options: { key?: KeyObject; atSeconds?: number } = {},
  ): { raw: Buffer; headers: Record<string, string> } {
    const job = this.jobs.get(requestId)!;
    job.reads = Math.max(job.reads, this.pollsToFinish); // the API agrees with the webhook from now on
    const failed = job.script === 'fail';
    const raw = Buffer.from(
      JSON.stringify({
        request_id: requestId,
        gateway_request_id: requestId,
        status: failed ? 'ERROR' : 'OK',
        ...(failed
          ? { error: 'Invalid status code: 422', payload: { detail: [{ type: 'content_policy_violation' }] } }
          : { payload: this.result(job) }),
      }),
    );
    const timestamp = String(options.atSeconds ?? Math.floor(Date.now() / 1000));
    const message = [requestId, this.userId, timestamp, createHash('sha256').update(raw).digest('hex')].join('\n');
    const signature = sign(null, Buffer.from(message), options.key ?? this.keys.privateKey).toString('hex');
    return {
      raw,
      headers: {
        'x-fal-webhook-request-id': requestId,
        'x-fal-webhook-user-id': this.userId,
        'x-fal-webhook-timestamp': timestamp,
        'x-fal-webhook-signature': signature,
      },
    };
  }

  protected route(req: IncomingMessage, body: Buffer, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', this.url);
    if (url.pathname === '/.well-known/jwks.json')
      return json(res, 200, { keys: [{ ...this.keys.publicKey.export({ format: 'jwk' }), kid: 'double-1' }] });
    if (url.pathname.startsWith('/files/')) {
      const job = this.jobs.get(url.pathname.split('/')[2]!);
      return job ? sendFile(res, job.output, job.kind === 'audio' ? 'audio/wav' : 'image/png') : json(res, 404, {});
    }
    if (req.headers.authorization !== `Key ${this.apiKey}`) return json(res, 401, { detail: 'Unauthorized' });
    const match = /^\/([^/]+\/[^/]+)\/requests\/([^/]+)(\/status|\/cancel)?$/.exec(url.pathname);
    if (req.method === 'POST' && !match) {
      this.lastInput = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      this.lastWebhook = url.searchParams.get('fal_webhook') ?? undefined;
      const endpoint = url.pathname.slice(1);
      // The endpoint's input model validates the body before anything is queued (FastAPI's 422).
      const invalid = this.check('fal', endpoint, this.lastInput);
      if (invalid.length > 0)
        return json(res, 422, {
          detail: invalid.map((msg) => ({ loc: ['body'], msg, type: 'value_error' })),
        });
      const job = this.create(
        randomUUID(),
        String(this.lastInput.prompt ?? ''),
        endpoint.includes('audio') ? 'audio' : 'image',
      );
      if (job.script === 'hang') return;
      if (job.script === 'reject')
        return json(res, 422, {
          detail: [{ loc: ['body', 'prompt'], msg: 'field required', type: 'value_error.missing' }],
        });
      if (job.script === 'malformed') return json(res, 200, { ok: true });
      const base = `${this.url}/${endpoint.split('/').slice(0, 2).join('/')}/requests/${job.id}`;
      return json(res, 200, {
        request_id: job.id,
        response_url: base,
        status_url: `${base}/status`,
        cancel_url: `${base}/cancel`,
      });
    }
    const job = match ? this.jobs.get(match[2]!) : undefined;
    if (!job) return json(res, 404, { detail: 'Request not found' });
    if (match![3] === '/cancel') {
      if (req.method !== 'PUT') return json(res, 405, {});
      if (job.reads >= this.pollsToFinish && job.script !== 'slow')
        return json(res, 400, { status: 'ALREADY_COMPLETED' });
      job.cancelled = true;
      return json(res, 202, { status: 'CANCELLATION_REQUESTED' });
    }
    if (match![3] === '/status') {
      if (job.script === 'malformed') return json(res, 200, { status: 'WHATEVER' });
      const state = this.advance(job);
      // What a cancelled request reports is not documented; the adapter does not depend on it
      // (the 202 CANCELLATION_REQUESTED is the confirmation). This double answers a completed error.
      if (state === 'cancelled')
        return json(res, 200, {
          status: 'COMPLETED',
          logs: [],
          error: 'Request cancelled by user',
          error_type: 'request_cancelled',
        });
      if (state === 'queued') return json(res, 200, { status: 'IN_QUEUE', queue_position: 0 });
      if (state === 'running') return json(res, 200, { status: 'IN_PROGRESS', logs: [] });
      return json(res, 200, { status: 'COMPLETED', logs: [], metrics: { inference_time: 0.4 } });
    }
    if (job.script === 'fail')
      return json(res, 422, { detail: [{ type: 'content_policy_violation', msg: 'flagged' }] });
    return json(res, 200, this.result(job));
  }

  private result(job: DoubleJob): Record<string, unknown> {
    const file = {
      url: `${this.url}/files/${job.id}/output.${job.kind === 'audio' ? 'wav' : 'png'}`,
      content_type: job.kind === 'audio' ? 'audio/wav' : 'image/png',
      file_size: job.output.byteLength,
    };
    return job.kind === 'audio' ? { audio_file: file } : { images: [{ ...file, width: 64, height: 64 }], seed: 42 };
  }
}
