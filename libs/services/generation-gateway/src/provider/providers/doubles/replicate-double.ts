import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { type DoubleJob, json, sendFile, WireDouble } from './wire-double';

/**
 * Replicate's HTTP API as documented: `POST /v1/models/{owner}/{name}/predictions` and
 * `POST /v1/predictions` (`version`) → 201 prediction; `GET /v1/predictions/{id}`;
 * `POST /v1/predictions/{id}/cancel`; `GET /v1/webhooks/default/secret` → `{ key: "whsec_…" }`;
 * statuses starting / processing / succeeded / failed / canceled; outputs are file URLs;
 * errors are problem details `{ title, detail, status }`. Webhooks are Standard Webhooks.
 */
export class ReplicateDouble extends WireDouble {
  /** The account's webhook signing secret. */
  readonly secret = `whsec_${randomBytes(24).toString('base64')}`;
  lastInput: Record<string, unknown> = {};
  /** What a succeeded prediction reports in `metrics` (Replicate: `predict_time`, `image_count`). */
  metrics: unknown = { predict_time: 1.2, image_count: 1 };
  lastWebhook?: string;

  constructor(readonly apiToken: string) {
    super();
  }

  creates(): number {
    return this.ledger.filter((r) => r.method === 'POST' && /\/predictions$/.test(r.path)).length;
  }

  /** A signed webhook delivery of the job's prediction, as Replicate would POST it. */
  webhook(id: string, options: { secret?: string; at?: Date } = {}): { raw: Buffer; headers: Record<string, string> } {
    const job = this.jobs.get(id)!;
    job.reads = Math.max(job.reads, this.pollsToFinish); // the API agrees with the webhook from now on
    const raw = Buffer.from(JSON.stringify(this.prediction(job, 'succeeded')));
    const msgId = `msg_${randomBytes(8).toString('hex')}`;
    const at = options.at ?? new Date();
    const signature = new Webhook(options.secret ?? this.secret).sign(msgId, at, raw);
    return {
      raw,
      headers: {
        'webhook-id': msgId,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signature,
      },
    };
  }

  protected route(req: IncomingMessage, body: Buffer, res: ServerResponse): void {
    const path = req.url ?? '';
    if (path.startsWith('/files/')) {
      const job = this.jobs.get(path.split('/')[2]!);
      return job ? sendFile(res, job.output, job.kind === 'audio' ? 'audio/wav' : 'image/png') : json(res, 404, {});
    }
    if (req.headers.authorization !== `Bearer ${this.apiToken}`)
      return json(res, 401, {
        title: 'Unauthenticated',
        detail: 'You did not pass a valid authentication token',
        status: 401,
      });
    if (path === '/v1/webhooks/default/secret') return json(res, 200, { key: this.secret });
    if (req.method === 'POST' && /^\/v1\/(models\/[^/]+\/[^/]+\/)?predictions$/.test(path)) {
      const request = JSON.parse(body.toString('utf8')) as { input?: Record<string, unknown>; webhook?: string };
      this.lastInput = request.input ?? {};
      this.lastWebhook = request.webhook;
      // The prediction body (HTTP API `predictions.create`): `version` (on /predictions), `input`,
      // `webhook`, `webhook_events_filter`, `stream`; the input is checked against the model's schema.
      const model = /^\/v1\/models\/([^/]+\/[^/]+)\/predictions$/.exec(path)?.[1];
      const envelope = Object.keys(request)
        .filter((k) => !['version', 'input', 'webhook', 'webhook_events_filter', 'stream'].includes(k))
        .map((k) => `replicate predictions: /${k} must NOT have additional properties`);
      this.violations.push(...envelope);
      const invalid = [
        ...envelope,
        ...this.check(
          'replicate',
          model ?? `version:${String((request as { version?: unknown }).version)}`,
          this.lastInput,
        ),
      ];
      if (invalid.length > 0)
        return json(res, 422, { title: 'Input validation failed', detail: invalid.join('; '), status: 422 });
      const kind = path.includes('musicgen') ? 'audio' : 'image';
      const job = this.create(`p${randomBytes(10).toString('hex')}`, String(this.lastInput.prompt ?? ''), kind);
      if (job.script === 'hang') return;
      if (job.script === 'reject')
        return json(res, 422, { title: 'Invalid input', detail: 'input.prompt: prompt is flagged', status: 422 });
      if (job.script === 'malformed') return json(res, 201, { message: 'ok' });
      return json(res, 201, this.prediction(job, 'starting'));
    }
    const match = /^\/v1\/predictions\/([^/]+)(\/cancel)?$/.exec(path);
    const job = match ? this.jobs.get(match[1]!) : undefined;
    if (!job)
      return json(res, 404, { title: 'Not found', detail: 'The requested resource could not be found.', status: 404 });
    if (match![2]) {
      job.cancelled = true;
      return json(res, 200, this.prediction(job, 'canceled'));
    }
    if (job.script === 'malformed') return json(res, 200, { nope: true });
    const state = this.advance(job);
    const status = {
      queued: 'starting',
      running: 'processing',
      succeeded: 'succeeded',
      failed: 'failed',
      cancelled: 'canceled',
    }[state];
    return json(res, 200, this.prediction(job, status));
  }

  private prediction(job: DoubleJob, status: string): Record<string, unknown> {
    const done = status === 'succeeded';
    return {
      id: job.id,
      model: 'black-forest-labs/flux-schnell',
      version: 'dp-4d0bcc010b3049749a251855f12800be',
      input: { prompt: job.prompt },
      logs: status === 'processing' ? '  40%|████      | 2/5 [00:01<00:01]' : '',
      output: done ? [`${this.url}/files/${job.id}/out-0.${job.kind === 'audio' ? 'wav' : 'png'}`] : null,
      error: status === 'failed' ? 'CUDA out of memory' : null,
      status,
      ...(done && this.metrics !== undefined ? { metrics: this.metrics } : {}),
      created_at: new Date().toISOString(),
      urls: { get: `${this.url}/v1/predictions/${job.id}`, cancel: `${this.url}/v1/predictions/${job.id}/cancel` },
    };
  }
}
