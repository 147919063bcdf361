import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ApiCaller, ApiError, COST_CONFIRMATION_REQUIRED, isApiError } from '@lomo/service-api';
import { GenerationContext } from '../application/generation-context';
import type { Workspace } from '../application/job-tracker';
import { viewOf, type JobView, type SubmitInput } from '../application/job-view';
import { jobStreamId } from './job.decider';
import type { KindCapability } from '../provider/provider.port';
import { decideCostGate } from './cost-gate.decider';
import { describePrice, quoteCall } from '../capabilities/pricing';

const TASK_ID = /^[A-Za-z0-9_.-]{1,80}$/;
const CALL_ID = /^\d{1,6}:\d{1,6}:\d{1,6}$/;

/** A paid generation for one (task, call): at most one job, one quote, one hold, one upstream request. */
export class SubmitGeneration extends Command<JobView> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: SubmitInput,
  ) {
    super();
  }
}

@CommandHandler(SubmitGeneration)
export class SubmitGenerationHandler implements ICommandHandler<SubmitGeneration> {
  constructor(private readonly ctx: GenerationContext) {}

  async execute({ caller, input }: SubmitGeneration): Promise<JobView> {
    if (typeof input?.taskId !== 'string' || !TASK_ID.test(input.taskId))
      throw new ApiError('invalid', 'invalid_task_id', 'taskId must be 1–80 letters, digits, _ . -');
    if (typeof input.callId !== 'string' || !CALL_ID.test(input.callId))
      throw new ApiError('invalid', 'invalid_call_id', 'callId must be turn:step:index');
    const idempotencyKey = `${input.taskId}:${input.callId}`;
    const jobId = jobStreamId(caller.workspaceId, idempotencyKey);
    const existing = await this.ctx.jobs.load(jobId);
    if (existing.exists) return viewOf(existing);

    const provider = this.ctx.providers.get(input.provider);
    const kind = (await provider.capability()).kinds[input.kind];
    if (!kind)
      throw new ApiError(
        'invalid',
        'unsupported_kind',
        `provider ${provider.id} does not generate ${String(input.kind)}`,
      );
    const params = checkParams(kind, input);
    const references =
      input.references && input.references.length > 0
        ? input.references
        : await mentionedImages(this.ctx.workspace, caller, input.prompt, kind.maxReferences);
    await checkReferences(this.ctx.workspace, caller, references);
    const { amount: cost, price } = quoteCall(kind.cost, params);
    const owner = typeof input.ownerUserId === 'string' && input.ownerUserId !== '' ? input.ownerUserId : undefined;
    const quote = await this.ctx.billing.quote(caller, { amount: cost, taskId: input.taskId, userId: owner });
    if (!quote.withinCap)
      throw new ApiError(
        'payment_required',
        'spend_cap_exceeded',
        'this generation would exceed the workspace spend cap',
        { cost, availableMinor: quote.availableMinor },
      );
    // R-6.8: the task stops and waits, keeping its state; nothing is recorded or sent upstream.
    if (!quote.withinBalance)
      throw new ApiError(
        'payment_required',
        'insufficient_balance',
        `insufficient balance: this costs ${(cost.amountMinor / 100).toFixed(2)} ${cost.currency}, ${(quote.balanceAvailableMinor / 100).toFixed(2)} ${cost.currency} of the balance is left; top it up to continue`,
        { cost, balanceAvailableMinor: quote.balanceAvailableMinor },
      );
    const confirmed = confirmationOf(input);
    const priceText = describePrice(price, cost.currency);
    const gate = decideCostGate({
      quote,
      buys: `${input.kind === 'model3d' ? 'a 3D model' : `a ${input.kind}`} from ${provider.id} (${kind.model}${priceText ? `, ${priceText}` : ''})`,
      ...(priceText ? { price: priceText } : {}),
      viaOpenApi: caller.viaOpenApi === true,
      confirmed,
    });
    // Nothing is recorded and nothing goes upstream until the user confirms the card (R-6.6).
    if (!gate.go)
      throw new ApiError('payment_required', COST_CONFIRMATION_REQUIRED, gate.question.reason, { ...gate.question });

    const request = {
      jobId,
      workspaceId: caller.workspaceId,
      userId: caller.userId,
      ...(owner ? { ownerUserId: owner } : {}),
      taskId: input.taskId,
      callId: input.callId,
      idempotencyKey,
      provider: provider.id,
      model: kind.model,
      kind: input.kind,
      prompt: input.prompt,
      params,
      references,
      cost,
      ...(kind.cost.perUnitMinor > 0 ? { price } : {}),
      wakeOnCompletion: input.wakeOnCompletion ?? true,
      at: this.ctx.clock.now().toISOString(),
    };
    const created = await this.ctx.jobs.execute(jobId, { type: 'RequestJob', request }, request);
    // Only the writer of JobRequested submits; a loser of the race just reports the job.
    if (created.events.length > 0) await this.ctx.tracker.submit(jobId);
    return viewOf(await this.ctx.loadOwn(caller, jobId));
  }
}

/**
 * Whether the call comes with the user's confirmation: the id of the cost or permission card
 * the user confirmed (`cost:<callId>` / `permission:<callId>`, R-6.6, R-10.6). The task runtime
 * only passes a card its stream shows as confirmed (`not_approved` otherwise); anything that is
 * not such an id is refused here, before anything is recorded or sent.
 */
function confirmationOf(input: SubmitInput): boolean {
  const cardId = input.confirmedCardId;
  if (cardId === undefined || cardId === '') return false;
  if (typeof cardId === 'string' && /^(cost|permission):\d{1,6}:\d{1,6}:\d{1,6}$/.test(cardId)) return true;
  throw new ApiError('invalid', 'invalid_confirmation', `${String(cardId)} is not a cost or permission card id`, {
    field: 'confirmedCardId',
  });
}

const OBJECT_ID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/**
 * The workspace images a prompt names by object id ("…in the style of 4f1c…-…"), when the call
 * gives no references of its own: how an uploaded image reaches a generation from the user's
 * words, whichever planner wrote the call. Only image objects this caller can read count, at
 * most what the model accepts; any other id in the text stays text.
 */
async function mentionedImages(
  workspace: Workspace,
  caller: ApiCaller,
  prompt: unknown,
  max: number,
): Promise<string[]> {
  if (typeof prompt !== 'string' || max === 0) return [];
  const found: string[] = [];
  for (const objectId of new Set((prompt.match(OBJECT_ID) ?? []).map((id) => id.toLowerCase()))) {
    if (found.length >= max) break;
    const object = await workspace.getObject(caller, objectId).catch((error: unknown) => {
      if (isApiError(error) && (error.kind === 'not_found' || error.kind === 'forbidden')) return undefined;
      throw error;
    });
    if (object?.mediaType.startsWith('image/')) found.push(objectId);
  }
  return found;
}

async function checkReferences(workspace: Workspace, caller: ApiCaller, references: string[]): Promise<void> {
  for (const objectId of references) {
    try {
      await workspace.getObject(caller, objectId);
    } catch (error) {
      if (isApiError(error) && error.kind === 'not_found')
        throw new ApiError('not_found', 'missing_reference', `reference ${objectId} does not exist`, { objectId });
      throw error;
    }
  }
}

/** Prompt and parameters within the capability's limits, defaults filled in. */
export function checkParams(
  kind: KindCapability,
  input: Pick<SubmitInput, 'prompt' | 'references' | 'params'>,
): Record<string, number> {
  if (typeof input.prompt !== 'string' || input.prompt.trim() === '')
    throw new ApiError('invalid', 'invalid_prompt', 'a prompt is required');
  if (input.prompt.length > kind.maxPromptChars)
    throw new ApiError('invalid', 'prompt_too_long', `prompts are at most ${kind.maxPromptChars} characters`);
  const references = input.references ?? [];
  if (!Array.isArray(references) || references.some((r) => typeof r !== 'string'))
    throw new ApiError('invalid', 'invalid_references', 'references are workspace object ids');
  if (references.length > kind.maxReferences)
    throw new ApiError('invalid', 'too_many_references', `at most ${kind.maxReferences} references`);
  const params: Record<string, number> = {};
  for (const [name, value] of Object.entries(input.params ?? {})) {
    const limit = kind.params[name];
    if (!limit)
      throw new ApiError('invalid', 'unknown_param', `${kind.model} has no parameter ${name}`, { param: name });
    if (typeof value !== 'number' || !Number.isFinite(value) || value < limit.min || value > limit.max) {
      throw new ApiError('invalid', 'param_out_of_range', `${name} must be between ${limit.min} and ${limit.max}`, {
        param: name,
        min: limit.min,
        max: limit.max,
      });
    }
    params[name] = value;
  }
  for (const [name, limit] of Object.entries(kind.params)) params[name] ??= limit.default;
  return params;
}
