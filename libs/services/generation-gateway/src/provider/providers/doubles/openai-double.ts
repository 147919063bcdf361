import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { multipartObject } from '../vendor-schemas';
import { json, WireDouble } from './wire-double';

/**
 * OpenAI Images as documented: `POST /v1/images/generations` (JSON) and `POST /v1/images/edits`
 * (multipart, `image[]` up to 16 files), `Authorization: Bearer`, answers
 * `{ created, data: [{ b64_json }], output_format, usage }` synchronously; errors
 * `{ error: { message, type, param, code } }` (400 `moderation_blocked`, 401 `invalid_api_key`).
 */
export class OpenAiDouble extends WireDouble {
  /** The key the double accepts. */
  constructor(readonly apiKey: string) {
    super();
  }

  /** The reference files of the last edit request (name, type, size, SHA-256 of the bytes). */
  lastEditImages: Array<{ name: string; type: string; size: number; sha256: string }> = [];
  /** The fields of the last request. */
  lastFields: Record<string, string> = {};
  /** How long each images request takes to answer (a synchronous vendor answers when the image is made). */
  delayMs = 0;
  /** Each answered request's time in flight (epoch ms) and prompt. */
  readonly spans: Array<{ start: number; end: number; prompt: string }> = [];
  /** Requests being answered now, and the most there ever were at once. */
  inFlight = 0;
  maxInFlight = 0;

  creates(): number {
    return this.ledger.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/images/')).length;
  }

  protected async route(req: IncomingMessage, body: Buffer, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST' || !['/v1/images/generations', '/v1/images/edits'].includes(req.url ?? ''))
      return json(res, 404, { error: { message: 'Not found', type: 'invalid_request_error', code: null } });
    if (req.headers.authorization !== `Bearer ${this.apiKey}`)
      return json(res, 401, {
        error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' },
      });
    let invalid: string[];
    if (req.url === '/v1/images/edits') {
      const form = await new Request('http://double/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body,
      }).formData();
      this.lastEditImages = await Promise.all(
        form.getAll('image[]').map(async (f) => {
          const file = f as File;
          const sha256 = createHash('sha256')
            .update(Buffer.from(await file.arrayBuffer()))
            .digest('hex');
          return { name: file.name, type: file.type, size: file.size, sha256 };
        }),
      );
      this.lastFields = Object.fromEntries(
        [...form.entries()].filter(([, v]) => typeof v === 'string') as Array<[string, string]>,
      );
      invalid = this.check('openai', 'images/edits', multipartObject(form), true);
    } else {
      this.lastFields = JSON.parse(body.toString('utf8')) as Record<string, string>;
      invalid = this.check('openai', 'images/generations', this.lastFields);
    }
    // OpenAI refuses what its request schema does not allow (`Unknown parameter: 'x'.`) before generating.
    if (invalid.length > 0)
      return json(res, 400, {
        error: { message: invalid.join('; '), type: 'invalid_request_error', param: null, code: 'invalid_request' },
      });
    const job = this.create(`img-${this.jobs.size + 1}`, this.lastFields.prompt ?? '', 'image');
    if (this.delayMs > 0 && job.script !== 'hang') {
      const start = Date.now();
      this.inFlight++;
      this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
      await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      this.inFlight--;
      this.spans.push({ start, end: Date.now(), prompt: job.prompt });
    }
    switch (job.script) {
      case 'hang':
        return; // the images are being made (and billed); the answer never arrives
      case 'reject':
      case 'fail':
        return json(res, 400, {
          error: {
            message: 'Your request was rejected by the safety system.',
            type: 'image_generation_user_error',
            param: null,
            code: 'moderation_blocked',
          },
        });
      case 'malformed':
        return json(res, 200, { created: 1, data: [{ url: null }] });
      default:
        return json(res, 200, {
          created: Math.floor(Date.now() / 1000),
          data: [{ b64_json: job.output.toString('base64') }],
          output_format: 'png',
          quality: 'low',
          size: '1024x1024',
          usage: {
            input_tokens: 50,
            output_tokens: 272,
            total_tokens: 322,
            input_tokens_details: { image_tokens: 0, text_tokens: 50 },
          },
        });
    }
  }
}
