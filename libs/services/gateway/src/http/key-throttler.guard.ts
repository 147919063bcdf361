import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Authenticated } from '../auth/api-key.guard';

/** Rate limits count per API key (the guard runs after ApiKeyGuard), not per IP. */
@Injectable()
export class KeyThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(
    req: Record<string, unknown> & { lomo?: Authenticated; ip?: string },
  ): Promise<string> {
    return req.lomo ? `key:${req.lomo.key.keyId}` : `ip:${req.ip ?? 'unknown'}`;
  }
}
