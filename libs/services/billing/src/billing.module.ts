import { Module } from '@nestjs/common';
import { hostedService } from '@lomo/observability';

/**
 * The billing service. The same module runs inside `apps/platform` (embedded) and
 * `apps/billing` (distributed); its capabilities arrive as vertical slices in this folder.
 */
@Module({
  providers: [
    hostedService({
      name: 'billing',
      purpose: 'Budgets, holds and charges, grants and approvals, permission policies, the vault.',
      ownsStreams: ['budget', 'order'],
    }),
  ],
})
export class BillingModule {}
