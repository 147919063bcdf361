import type { ToolContext, ToolDefinition, ToolOutcome } from '@lomo/agent-tools';
import { ApiError } from '@lomo/service-api';
import type { GenerationJobs } from '../application/generation-jobs';
import { RENDER_PROVIDER_ID } from './render-provider';
import { plannedSeconds, timelineProblem, TIMELINE_LIMITS, type Timeline } from './timeline';
import { encodeTimeline } from './timeline-codec';

interface RenderInput {
  clips: Array<{ object?: string; title?: string; seconds: number }>;
  audio?: string;
  transition?: 'cut' | 'crossfade';
  crossfadeSeconds?: number;
  width?: number;
  height?: number;
  fps?: number;
  continueAfter?: boolean;
}

const DEFAULTS = { transition: 'cut', crossfadeSeconds: 0.5, width: 640, height: 360, fps: 24 } as const;

/**
 * `render_video`: the storyboard's clips, stills and title cards, in order, with an
 * optional audio track, rendered into one MP4 (H.264/AAC) by the renderer provider. Like a
 * generation it returns a job at once and the task waits; the MP4 arrives as a workspace object.
 */
export function renderVideoTool(generation: GenerationJobs): ToolDefinition<RenderInput> {
  return {
    name: 'render_video',
    description:
      'Render the final video (MP4) from clips and stills (workspace object ids) and title cards, in order, with an optional audio track; cuts or crossfades (free; the result arrives later as a workspace object).',
    inputSchema: {
      type: 'object',
      required: ['clips'],
      additionalProperties: false,
      properties: {
        clips: {
          type: 'array',
          minItems: 1,
          maxItems: TIMELINE_LIMITS.maxEntries,
          items: {
            type: 'object',
            required: ['seconds'],
            additionalProperties: false,
            properties: {
              object: { type: 'string', description: 'workspace object id of a video clip or still image' },
              title: { type: 'string', minLength: 1, maxLength: TIMELINE_LIMITS.maxTitleChars },
              seconds: { type: 'number', minimum: TIMELINE_LIMITS.minSeconds, maximum: TIMELINE_LIMITS.maxSeconds },
            },
          },
        },
        audio: { type: 'string', description: 'workspace object id of the audio track' },
        transition: { enum: ['cut', 'crossfade'] },
        crossfadeSeconds: { type: 'number', minimum: 0.1, maximum: 2 },
        width: { type: 'integer', minimum: 64, maximum: 1920, multipleOf: 2 },
        height: { type: 'integer', minimum: 64, maximum: 1080, multipleOf: 2 },
        fps: { type: 'integer', minimum: 1, maximum: 60 },
        continueAfter: { type: 'boolean' },
      },
    },
    risk: 'write',
    area: 'video',
    idempotent: true,
    async run(input, context: ToolContext): Promise<ToolOutcome> {
      const timeline: Timeline = {
        entries: input.clips.map((c) => ({
          ...(c.object !== undefined ? { object: c.object.trim() } : {}),
          ...(c.title !== undefined ? { title: c.title } : {}),
          seconds: c.seconds,
        })),
        ...(input.audio ? { audio: input.audio } : {}),
        transition: input.transition ?? DEFAULTS.transition,
        crossfadeSeconds: input.crossfadeSeconds ?? DEFAULTS.crossfadeSeconds,
        width: input.width ?? DEFAULTS.width,
        height: input.height ?? DEFAULTS.height,
        fps: input.fps ?? DEFAULTS.fps,
      };
      const problem = timelineProblem(timeline);
      if (problem) throw new ApiError('invalid', problem.code, problem.message, { field: 'clips' });
      const objects = [
        ...timeline.entries.flatMap((e) => (e.object ? [e.object] : [])),
        ...(input.audio ? [input.audio] : []),
      ];
      const job = await generation.submit(
        { workspaceId: context.workspaceId, userId: `task:${context.taskId}` },
        {
          taskId: context.taskId,
          callId: context.callId,
          kind: 'video',
          provider: RENDER_PROVIDER_ID,
          prompt: encodeTimeline(timeline),
          // Checked to exist in the workspace before anything is recorded (missing_reference).
          references: [...new Set(objects)],
          params: {},
          wakeOnCompletion: input.continueAfter ?? true,
          ...(context.userId ? { ownerUserId: context.userId } : {}),
        },
      );
      return {
        result: { jobId: job.jobId, state: job.state, plannedSeconds: plannedSeconds(timeline) },
        waitingFor: `generation:${job.jobId}`,
      };
    },
  };
}
