import type { ToolArea, ToolContext, ToolDefinition, ToolOutcome } from '@lomo/agent-tools';
import type { GenerationJobs } from '../application/generation-jobs';
import type { GenerationKind } from '../provider/provider.port';

interface GenerateInput {
  prompt: string;
  provider?: string;
  width?: number;
  height?: number;
  seconds?: number;
  duration?: number;
  references?: string[];
  /** Whether the task continues after the result (later steps depend on it). */
  continueAfter?: boolean;
}

const callerOf = (context: ToolContext) => ({
  workspaceId: context.workspaceId,
  userId: `task:${context.taskId}`,
  ...(context.viaOpenApi ? { viaOpenApi: true } : {}),
});

function generateTool(
  name: string,
  kind: GenerationKind,
  description: string,
  params: Record<string, unknown>,
  generation: GenerationJobs,
): ToolDefinition<GenerateInput> {
  return {
    name,
    description,
    inputSchema: {
      type: 'object',
      required: ['prompt'],
      additionalProperties: false,
      properties: {
        prompt: { type: 'string', minLength: 1 },
        provider: { type: 'string' },
        references: {
          type: 'array',
          items: { type: 'string' },
          description: 'workspace object ids of reference images',
        },
        continueAfter: {
          type: 'boolean',
          description: 'true when later steps need the result (the task is woken on completion)',
        },
        ...params,
      },
    },
    risk: 'paid',
    area: AREA_OF_KIND[kind],
    // The job key is (task, call id) without the execution generation: a re-run lands on the same job.
    idempotent: true,
    async run(input, context): Promise<ToolOutcome> {
      const { prompt, provider, references, continueAfter, ...numbers } = input;
      const params = Object.fromEntries(Object.entries(numbers).filter(([, v]) => typeof v === 'number')) as Record<
        string,
        number
      >;
      const job = await generation.submit(callerOf(context), {
        taskId: context.taskId,
        callId: context.callId,
        kind,
        prompt,
        provider,
        references,
        params,
        wakeOnCompletion: continueAfter ?? true,
        // Set only when the task runtime runs a call the user confirmed on its cost card; without it a
        // quote over a no-confirm limit is refused (cost_confirmation_required) and the runtime opens the card.
        confirmedCardId: context.confirmation?.cardId,
        ...(context.userId ? { ownerUserId: context.userId } : {}),
      });
      return { result: { jobId: job.jobId, state: job.state, cost: job.cost }, waitingFor: `generation:${job.jobId}` };
    },
  };
}

/** The kind each generation tool makes: the capability registry checks plan nodes by it. */
export const GENERATION_TOOL_KINDS: Readonly<Record<string, GenerationKind>> = {
  generate_image: 'image',
  generate_video: 'video',
  generate_3d: 'model3d',
  generate_audio: 'audio',
};

/** The capability area whose loading offers each generation tool; a kind without one (audio) is core. */
const AREA_OF_KIND: Readonly<Partial<Record<GenerationKind, ToolArea>>> = {
  image: 'image',
  video: 'video',
  model3d: '3d',
};

const size = { width: { type: 'integer', minimum: 1 }, height: { type: 'integer', minimum: 1 } };

/** The generation gateway's tools for the task runtime (R-5.1: they submit and the task waits). */
export function generationTools(generation: GenerationJobs): ToolDefinition<never>[] {
  return [
    generateTool(
      'generate_image',
      GENERATION_TOOL_KINDS['generate_image'],
      'Generate an image from a prompt (paid; the result arrives later as a workspace object).',
      size,
      generation,
    ),
    generateTool(
      'generate_video',
      GENERATION_TOOL_KINDS['generate_video'],
      'Generate a short video from a prompt (paid; minutes; the result arrives later).',
      { ...size, seconds: { type: 'number', minimum: 0 } },
      generation,
    ),
    generateTool(
      'generate_3d',
      GENERATION_TOOL_KINDS['generate_3d'],
      'Generate a 3D model (glTF) from a prompt (paid; the result arrives later).',
      {},
      generation,
    ),
    generateTool(
      'generate_audio',
      GENERATION_TOOL_KINDS['generate_audio'],
      'Generate audio (music, sound) from a prompt where a provider offers it (paid; the result arrives later).',
      { duration: { type: 'number', minimum: 0, description: 'seconds' } },
      generation,
    ),
    {
      name: 'get_generation_status',
      description: 'The state, progress and result object ids of a generation job.',
      inputSchema: {
        type: 'object',
        required: ['jobId'],
        additionalProperties: false,
        properties: { jobId: { type: 'string' } },
      },
      risk: 'read',
      idempotent: true,
      run: async (input: { jobId: string }, context) => ({
        result: await generation.status(callerOf(context), input.jobId),
      }),
    } satisfies ToolDefinition<{ jobId: string }>,
  ] as ToolDefinition<never>[];
}
