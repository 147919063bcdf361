import type { ToolSpec } from '../port/chat-model.port';
import type { RequestAnalysis } from './request-analysis';
import { fillSchema } from './schema-fill';

/** One node of an `update_plan` input, as the task runtime's tool takes it. */
export interface OfflinePlanNode {
  id: string;
  title: string;
  depends_on: string[];
  group?: string;
  run?: { tool: string; input: Record<string, unknown>; references_from?: string[] };
  requires?: { kind: string; inputs?: string[] };
}

/** The generation tools a DAG plan may use, picked by kind by the planner. */
export interface Generators {
  image?: ToolSpec;
  video?: ToolSpec;
  model3d?: ToolSpec;
  audio?: ToolSpec;
  document?: ToolSpec;
  /** `render_video`: the edit as a rendered MP4 of the clips; without it, a cut-list document. */
  render?: ToolSpec;
}

/** A scene's length when the request names no duration. */
const SCENE_SECONDS = 4;

const SCENES = /(?<!\p{L})(scenes?|shots?|storyboard|сцен\p{L}*|кадр\p{L}*|раскадров\p{L}*)(?!\p{L})/iu;
const SOUND =
  /(?<!\p{L})(soundtracks?|music|score|songs?|audio|voice-?over|музык\p{L}*|саундтрек\p{L}*|озвучк\p{L}*)(?!\p{L})/iu;
/** "new character design: …", "change the character to …": the planner revises its own plan. */
export const CHARACTER_CHANGE =
  /(?<!\p{L})(new|change|changed|different|redesign|redo)\W+(?:\p{L}+\W+){0,2}?character|(?<!\p{L})нов\p{L}*\s+(?:дизайн\p{L}*\s+)?персонаж/iu;

/** The character description of a change message: what follows its first colon or "to", else the whole message. */
export function characterOf(message: string): string {
  const after = /[:—]\s*(.+)$/su.exec(message) ?? /\bto\s+(.+)$/isu.exec(message);
  return (after?.[1] ?? message).trim();
}

/** Whether a request gets a DAG plan (a series, a storyboarded video, a 3D asset) rather than one call per item. */
export function wantsDag(request: string, analysis: RequestAnalysis): boolean {
  if (analysis.kind === 'video') return SCENES.test(request);
  if (analysis.kind === 'image') return (analysis.count ?? 0) > 1 || analysis.series;
  return analysis.kind === '3d' || analysis.kind === 'audio';
}

const fill = (tool: ToolSpec, text: string, seconds?: number) =>
  fillSchema(tool.inputSchema, { text, list: [], ...(seconds ? { seconds } : {}) }) as Record<string, unknown>;
const call = (tool: ToolSpec, text: string, from: string[] = [], seconds?: number) => ({
  tool: tool.name,
  input: fill(tool, text, seconds),
  ...(from.length > 0 ? { references_from: from } : {}),
});

/**
 * The production DAG of a request, deterministic, so a revision (a new character)
 * gives the same node ids and the runtime re-runs only what depends on the change:
 * - a short video: storyboard and character design → one keyframe per scene (odd scenes show
 *   the character and take its design as a reference; even scenes are establishing shots
 *   without it) → one clip per scene from its keyframe, each its share of the length asked →
 *   the edit: the clips rendered into one MP4 (with the soundtrack when one is generated), or a
 *   cut list document where no renderer is offered;
 *   a soundtrack asked for is a node that needs audio generation;
 * - a poster series: independent posters, all in parallel;
 * - a 3D asset: front and side concept views → the model, from both.
 * Undefined when a tool the plan needs is not offered.
 */
export function dagPlan(
  request: string,
  analysis: RequestAnalysis,
  tools: Generators,
  scenes: number,
  character?: string,
): OfflinePlanNode[] | undefined {
  const { image, video, model3d, audio, document, render } = tools;
  if (analysis.kind === 'image' && image)
    return Array.from({ length: scenes }, (_, i) => ({
      id: `poster-${i + 1}`,
      title: `poster ${i + 1}`,
      group: `poster ${i + 1}`,
      depends_on: [],
      run: call(image, `${request} (${i + 1}/${scenes})`),
    }));
  if (analysis.kind === '3d' && model3d && image)
    return [
      {
        id: 'concept-front',
        title: 'front concept',
        depends_on: [],
        run: call(image, `front view concept: ${request}`),
      },
      { id: 'concept-side', title: 'side concept', depends_on: [], run: call(image, `side view concept: ${request}`) },
      {
        id: 'model',
        title: '3D model',
        depends_on: ['concept-front', 'concept-side'],
        run: call(model3d, request, ['concept-front', 'concept-side']),
      },
    ];
  if (analysis.kind === 'audio')
    return [
      {
        id: 'audio',
        title: 'audio',
        depends_on: [],
        // With an audio tool the call says what is needed; without one, the bare requirement does.
        ...(audio ? { run: call(audio, request) } : { requires: { kind: 'audio' } }),
      },
    ];
  if (analysis.kind !== 'video' || !video || !image) return undefined;
  return videoPlan(request, analysis, { image, video, audio, document, render }, scenes, character);
}

function videoPlan(
  request: string,
  analysis: RequestAnalysis,
  tools: { image: ToolSpec; video: ToolSpec; audio?: ToolSpec; document?: ToolSpec; render?: ToolSpec },
  scenes: number,
  character = request,
): OfflinePlanNode[] {
  const n = Array.from({ length: scenes }, (_, i) => i + 1);
  // Each clip is its share of the length asked, so the edit lasts what the request says.
  const sceneSeconds = analysis.seconds ? Math.round((analysis.seconds / scenes) * 1000) / 1000 : undefined;
  const shows = (i: number) => i % 2 === 1;
  const nodes: OfflinePlanNode[] = [
    {
      id: 'storyboard',
      title: 'storyboard',
      depends_on: [],
      run: call(tools.image, `storyboard, ${scenes} panels: ${request}`),
    },
    {
      id: 'character',
      title: 'character design',
      depends_on: [],
      run: call(tools.image, `character design sheet: ${character}`),
    },
    ...n.map((i) => ({
      id: `scene-${i}-keyframe`,
      title: `scene ${i} keyframe`,
      group: `scene ${i}`,
      depends_on: shows(i) ? ['storyboard', 'character'] : ['storyboard'],
      run: call(
        tools.image,
        `scene ${i} of ${scenes} keyframe, ${shows(i) ? 'with the character' : 'establishing shot, no characters'}: ${request}`,
        shows(i) ? ['character'] : [],
      ),
    })),
    ...n.map((i) => ({
      id: `scene-${i}-clip`,
      title: `scene ${i} clip`,
      group: `scene ${i}`,
      depends_on: [`scene-${i}-keyframe`],
      run: call(tools.video, `scene ${i} of ${scenes} clip: ${request}`, [`scene-${i}-keyframe`], sceneSeconds),
    })),
  ];
  const soundtrack = SOUND.test(request) ? soundtrackNode(request, analysis, tools.audio) : undefined;
  if (soundtrack) nodes.push(soundtrack);
  const clips = n.map((i) => `scene-${i}-clip`);
  if (tools.render) {
    const withAudio = soundtrack?.run !== undefined;
    nodes.push({
      id: 'edit',
      title: 'edit',
      depends_on: withAudio ? [...clips, 'soundtrack'] : clips,
      run: {
        tool: tools.render.name,
        input: {
          clips: n.map((i) => ({ object: `{{scene-${i}-clip}}`, seconds: sceneSeconds ?? SCENE_SECONDS })),
          transition: 'cut',
          ...(withAudio ? { audio: '{{soundtrack}}' } : {}),
        },
      },
    });
  } else if (tools.document)
    nodes.push({
      id: 'edit',
      title: 'edit',
      depends_on: clips,
      run: {
        tool: tools.document.name,
        input: {
          kind: 'document',
          name: `edit: ${request.slice(0, 80)}`,
          text: ['Edit decision list, in order:', ...n.map((i) => `${i}. scene ${i} clip: {{scene-${i}-clip}}`)].join(
            '\n',
          ),
        },
      },
    });
  return nodes;
}

function soundtrackNode(request: string, analysis: RequestAnalysis, audio?: ToolSpec): OfflinePlanNode {
  return {
    id: 'soundtrack',
    title: 'soundtrack',
    depends_on: ['storyboard'],
    ...(audio
      ? { run: call(audio, `soundtrack: ${request}`, [], analysis.seconds) }
      : { requires: { kind: 'audio', inputs: analysis.seconds ? ['duration'] : [] } }),
  };
}
