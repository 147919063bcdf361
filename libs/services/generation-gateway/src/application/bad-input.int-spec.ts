import { genJobStreamId } from '@lomo/contracts';
import { randomUUID } from 'node:crypto';
import { inProcessBillingApi } from '@lomo/services/billing';
import { ApiError, type ApiCaller } from '@lomo/service-api';
import { systemClock } from '@lomo/clock';
import { useGatewayFixture } from '../testing/gateway-fixture';
import { SQL_BACKENDS } from '../testing/sql-backends';
import type { SubmitInput } from './generation-jobs';

describe.each(SQL_BACKENDS)('bad generation requests (%s)', (_name, openSql) => {
  const f = useGatewayFixture(openSql, {
    billing: (store) => inProcessBillingApi(store, systemClock, { defaultCapMinor: 50, currency: 'USD' }),
  });

  const CASES: Array<[string, Partial<SubmitInput>, Partial<ApiError>]> = [
    ['unknown provider', { provider: 'nope' }, { kind: 'invalid', code: 'unknown_provider' }],
    ['unknown kind', { kind: 'audio' as never }, { kind: 'invalid', code: 'unsupported_kind' }],
    ['empty prompt', { prompt: ' ' }, { kind: 'invalid', code: 'invalid_prompt' }],
    ['prompt over the limit', { prompt: 'x'.repeat(2001) }, { kind: 'invalid', code: 'prompt_too_long' }],
    ['parameter out of range', { params: { width: 5000 } }, { kind: 'invalid', code: 'param_out_of_range' }],
    ['unknown parameter', { params: { steps: 3 } }, { kind: 'invalid', code: 'unknown_param' }],
    [
      'too many references',
      { references: ['a', 'b', 'c', 'd', 'e'] },
      { kind: 'invalid', code: 'too_many_references' },
    ],
    ['missing reference', { references: ['no-such-object'] }, { kind: 'not_found', code: 'missing_reference' }],
    ['bad call id', { callId: '1-2' }, { kind: 'invalid', code: 'invalid_call_id' }],
    [
      'a made-up confirmation (not a cost or permission card id)',
      { confirmedCardId: 'yes-please' },
      { kind: 'invalid', code: 'invalid_confirmation' },
    ],
    [
      'over the spend cap',
      { kind: 'video', params: { seconds: 10 } },
      { kind: 'payment_required', code: 'spend_cap_exceeded' },
    ],
  ];

  it.each(CASES)('%s: a typed error, nothing recorded, charged or sent upstream', async (_case, change, error) => {
    const caller: ApiCaller = { workspaceId: `ws-${randomUUID().slice(0, 8)}`, userId: 'u-1' };
    const taskId = randomUUID();
    const sentBefore = f.upstream.submissions().length;
    const input: SubmitInput = { taskId, callId: '1:1:0', kind: 'image', prompt: 'a cat', ...change };
    await expect(f.generation.submit(caller, input)).rejects.toMatchObject({ name: 'ApiError', ...error });
    expect(await f.store.streamInfo(genJobStreamId(caller.workspaceId, `${taskId}:1:1:0`))).toBeUndefined();
    expect(await f.billing.ledger(caller)).toEqual([]);
    expect(f.upstream.submissions()).toHaveLength(sentBefore);
  });

  it('an existing reference is accepted', async () => {
    const caller: ApiCaller = { workspaceId: `ws-${randomUUID().slice(0, 8)}`, userId: 'u-1' };
    f.workspace.seed(caller.workspaceId, 'ref-1');
    const view = await f.generation.submit(caller, {
      taskId: randomUUID(),
      callId: '1:1:0',
      kind: 'image',
      prompt: 'like this',
      references: ['ref-1'],
    });
    expect(view.state).toMatch(/submitted|running|succeeded/);
  });

  it("another workspace's job is not found", async () => {
    const owner: ApiCaller = { workspaceId: `ws-${randomUUID().slice(0, 8)}`, userId: 'u-1' };
    const view = await f.generation.submit(owner, {
      taskId: randomUUID(),
      callId: '1:1:0',
      kind: 'image',
      prompt: 'mine',
    });
    await expect(f.generation.status({ workspaceId: 'ws-other', userId: 'u-2' }, view.jobId)).rejects.toMatchObject({
      kind: 'not_found',
      code: 'unknown_job',
    });
  });
});
