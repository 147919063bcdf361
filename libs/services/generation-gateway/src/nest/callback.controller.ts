import { Controller, HttpCode, HttpException, Inject, Logger, Param, Post, Req } from '@nestjs/common';
import { findUnstorable, UnstorableValue } from '@lomo/contracts';
import { isApiError } from '@lomo/service-api';
import { GenerationJobs } from '../application/generation-jobs';
import { CallbackRejected } from '../provider/provider.port';

const STATUS: Record<CallbackRejected['reason'], number> = {
  bad_signature: 401,
  stale: 401,
  replayed: 409,
  malformed: 400,
};
const API_STATUS: Record<string, number> = { invalid: 400, not_found: 404, unavailable: 503 };
const logger = new Logger('generation-callbacks');

/** The JSON body's first value storage refuses (ADR 0011), before anything is verified or recorded. */
function unstorableIn(raw: Buffer): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined; // not JSON: the service refuses it as malformed
  }
  return findUnstorable(body, { refuseReservedKeys: true })?.detail;
}

/** The query's single string values (repeated or nested parameters are ignored). */
const stringsOf = (query: Record<string, unknown> = {}): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string'));

const problem = (status: number, code: string, title: string) =>
  new HttpException({ type: `https://lomo.dev/problems/${code}`, title, status }, status);

/**
 * `POST /v1/generation/callbacks/:provider`: the upstream's signed status reports. The
 * signature is checked over the raw bytes (the app is created with `rawBody: true`), never
 * over re-serialized JSON. Rejections are logged with their reason and change nothing.
 */
@Controller('v1/generation/callbacks')
export class GenerationCallbackController {
  constructor(@Inject(GenerationJobs) private readonly generation: GenerationJobs) {}

  @Post(':provider')
  @HttpCode(204)
  async receive(
    @Param('provider') provider: string,
    @Req()
    request: {
      rawBody?: Buffer;
      headers: Record<string, string | string[] | undefined>;
      query?: Record<string, unknown>;
    },
  ): Promise<void> {
    const raw = request.rawBody ?? Buffer.alloc(0);
    const unstorable = unstorableIn(raw);
    if (unstorable) {
      logger.warn({ provider, reason: 'unstorable_value', msg: 'generation callback rejected' });
      throw problem(400, 'unstorable-value', `callback body: ${unstorable}`);
    }
    try {
      await this.generation.handleCallback(provider, raw, request.headers, stringsOf(request.query));
    } catch (error) {
      if (error instanceof CallbackRejected) {
        logger.warn({ provider, reason: error.reason, msg: 'generation callback rejected' });
        throw problem(STATUS[error.reason], `callback-${error.reason.replace(/_/g, '-')}`, error.message);
      }
      if (isApiError(error) && API_STATUS[error.kind]) {
        logger.warn({ provider, reason: error.code, msg: 'generation callback rejected' });
        throw problem(API_STATUS[error.kind], error.code.replace(/_/g, '-'), error.message);
      }
      // Anything the service derived from the body that storage refuses is still the caller's bad input.
      if (error instanceof UnstorableValue) throw problem(400, 'unstorable-value', error.message);
      throw error;
    }
  }
}
