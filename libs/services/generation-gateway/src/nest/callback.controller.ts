import { Controller, HttpCode, HttpException, Inject, Logger, Param, Post, Req } from '@nestjs/common';
import { isApiError } from '@lomo/service-api';
import { GenerationService } from '../application/generation.service';
import { CallbackRejected } from '../provider/provider.port';

const STATUS: Record<CallbackRejected['reason'], number> = {
  bad_signature: 401,
  stale: 401,
  replayed: 409,
  malformed: 400,
};
const API_STATUS: Record<string, number> = { invalid: 400, not_found: 404 };
const logger = new Logger('generation-callbacks');

/**
 * `POST /v1/generation/callbacks/:provider`: the upstream's signed status reports. The
 * signature is checked over the raw bytes (the app is created with `rawBody: true`), never
 * over re-serialized JSON. Rejections are logged with their reason and change nothing.
 */
@Controller('v1/generation/callbacks')
export class GenerationCallbackController {
  constructor(@Inject(GenerationService) private readonly generation: GenerationService) {}

  @Post(':provider')
  @HttpCode(204)
  async receive(
    @Param('provider') provider: string,
    @Req() request: { rawBody?: Buffer; headers: Record<string, string | string[] | undefined> },
  ): Promise<void> {
    const raw = request.rawBody ?? Buffer.alloc(0);
    try {
      await this.generation.handleCallback(provider, raw, request.headers);
    } catch (error) {
      if (error instanceof CallbackRejected) {
        logger.warn({ provider, reason: error.reason, msg: 'generation callback rejected' });
        throw new HttpException(
          {
            type: `https://lomo.dev/problems/callback-${error.reason.replace(/_/g, '-')}`,
            title: error.message,
            status: STATUS[error.reason],
          },
          STATUS[error.reason],
        );
      }
      if (isApiError(error) && API_STATUS[error.kind]) {
        logger.warn({ provider, reason: error.code, msg: 'generation callback rejected' });
        throw new HttpException(
          {
            type: `https://lomo.dev/problems/${error.code.replace(/_/g, '-')}`,
            title: error.message,
            status: API_STATUS[error.kind],
          },
          API_STATUS[error.kind],
        );
      }
      throw error;
    }
  }
}
