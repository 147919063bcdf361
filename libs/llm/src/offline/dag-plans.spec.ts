import type { ModelInput, ToolSpec } from '../port/chat-model.port';
import type { OfflinePlanNode } from './dag-plans';
import { planOfflineStep } from './offline-planner';

const generator = (name: string, extra: Record<string, unknown> = {}): ToolSpec => ({
  name,
  description: `${name} (paid)`,
  inputSchema: {
    type: 'object',
    required: ['prompt'],
    additionalProperties: false,
    properties: {
      prompt: { type: 'string', minLength: 1 },
      references: { type: 'array', items: { type: 'string' } },
      ...extra,
    },
  },
});
const tools: ToolSpec[] = [
  generator('generate_image'),
  generator('generate_video', { seconds: { type: 'number', minimum: 0 } }),
  generator('generate_3d'),
  {
    name: 'workspace_create_object',
    description: 'Create a document',
    inputSchema: { type: 'object', required: ['kind', 'name'], properties: { kind: { enum: ['document'] } } },
  },
  { name: 'update_checklist', description: 'checklist', inputSchema: { type: 'object' } },
  { name: 'update_plan', description: 'plan as a DAG', inputSchema: { type: 'object' } },
];
const ask = (text: string, brief = text): ModelInput => ({
  system: `Rules.\nTask brief: ${brief}\n`,
  messages: [{ role: 'user', content: text }],
  tools,
});
const planOf = (input: ModelInput): OfflinePlanNode[] => {
  const step = planOfflineStep(input);
  expect(step.toolCalls.map((c) => c.tool)).toEqual(['update_plan']);
  return (step.toolCalls[0].input as { nodes: OfflinePlanNode[] }).nodes;
};
const edges = (nodes: OfflinePlanNode[]) => Object.fromEntries(nodes.map((n) => [n.id, n.depends_on]));

describe('offline planner: production DAG plans (R-11.3)', () => {
  it('given a 6-scene video, then it plans storyboard and character → keyframes → clips → edit, the character only in odd scenes', () => {
    const nodes = planOf(ask('make a 6-scene short video of a fox exploring a city'));
    expect(nodes).toHaveLength(2 + 6 + 6 + 1);
    expect(edges(nodes)).toMatchObject({
      storyboard: [],
      character: [],
      'scene-1-keyframe': ['storyboard', 'character'],
      'scene-2-keyframe': ['storyboard'],
      'scene-6-clip': ['scene-6-keyframe'],
      edit: [1, 2, 3, 4, 5, 6].map((i) => `scene-${i}-clip`),
    });
    expect(nodes.find((n) => n.id === 'scene-3-clip')?.run).toMatchObject({
      tool: 'generate_video',
      references_from: ['scene-3-keyframe'],
    });
    expect(nodes.find((n) => n.id === 'edit')?.run?.input['text']).toContain('{{scene-6-clip}}');
    // Every dependency names a node of the plan.
    const ids = new Set(nodes.map((n) => n.id));
    expect(nodes.flatMap((n) => n.depends_on).every((d) => ids.has(d))).toBe(true);
  });

  it('given a new character design for the task, then the same plan comes back with only the character node changed', () => {
    const brief = 'make a 6-scene short video of a fox exploring a city';
    const before = planOf(ask(brief));
    const after = planOf(ask('new character design: a fox in a red raincoat', brief));
    expect(after.map((n) => n.id)).toEqual(before.map((n) => n.id));
    const changed = after.filter((n, i) => JSON.stringify(n) !== JSON.stringify(before[i])).map((n) => n.id);
    expect(changed).toEqual(['character']);
    expect(after[1].run?.input['prompt']).toBe('character design sheet: a fox in a red raincoat');
  });

  it('given a Russian brief and a new character in Russian, then the revision changes only the character node', () => {
    const brief = 'сделай видео из 4 сцен про лису в городе';
    const before = planOf(ask(brief));
    expect(before.filter((n) => n.id.endsWith('-clip'))).toHaveLength(4);
    const after = planOf(ask('новый дизайн персонажа: лиса в красном плаще', brief));
    const changed = after.filter((n, i) => JSON.stringify(n) !== JSON.stringify(before[i])).map((n) => n.id);
    expect(changed).toEqual(['character']);
    expect(after[1].run?.input['prompt']).toBe('character design sheet: лиса в красном плаще');
  });

  it('given a poster series, then the posters are independent nodes', () => {
    const nodes = planOf(ask('make a series of 4 retro posters'));
    expect(edges(nodes)).toEqual({ 'poster-1': [], 'poster-2': [], 'poster-3': [], 'poster-4': [] });
    expect(nodes[0].group).toBe('poster 1');
  });

  it('given a 3D asset, then two concept views feed the model', () => {
    const nodes = planOf(ask('create a 3D model of a toy robot'));
    expect(edges(nodes)).toEqual({ 'concept-front': [], 'concept-side': [], model: ['concept-front', 'concept-side'] });
    expect(nodes[2].run).toMatchObject({ tool: 'generate_3d', references_from: ['concept-front', 'concept-side'] });
  });

  it('given a video with a soundtrack and no audio tool, then the soundtrack is a node that needs audio generation (the registry judges it)', () => {
    const nodes = planOf(ask('make a 3-scene video of a lighthouse with a soundtrack'));
    expect(nodes.find((n) => n.id === 'soundtrack')).toEqual({
      id: 'soundtrack',
      title: 'soundtrack',
      depends_on: ['storyboard'],
      requires: { kind: 'audio', inputs: [] },
    });
  });

  it('given a video with a soundtrack and an audio tool, then the soundtrack node calls it', () => {
    const input = ask('make a 3-scene video of a lighthouse with a soundtrack');
    const nodes = planOf({
      ...input,
      tools: [...tools, generator('generate_audio', { duration: { type: 'number' } })],
    });
    expect(nodes.find((n) => n.id === 'soundtrack')).toMatchObject({
      depends_on: ['storyboard'],
      run: { tool: 'generate_audio', input: { prompt: expect.stringContaining('soundtrack') } },
    });
  });

  const renderer: ToolSpec = {
    name: 'render_video',
    description: 'Render the final video (MP4) from clips',
    inputSchema: { type: 'object', required: ['clips'], properties: { clips: { type: 'array' } } },
  };

  it('given a timed video in scenes and a renderer, then the edit renders the clips, each its share of the length, with the soundtrack', () => {
    const input = ask('a 15-second video of a red cat walking, three scenes, with music');
    const nodes = planOf({
      ...input,
      tools: [...tools, renderer, generator('generate_audio', { duration: { type: 'number' } })],
    });
    expect(nodes.find((n) => n.id === 'scene-2-clip')?.run?.input).toMatchObject({ seconds: 5 });
    expect(nodes.find((n) => n.id === 'edit')).toEqual({
      id: 'edit',
      title: 'edit',
      depends_on: ['scene-1-clip', 'scene-2-clip', 'scene-3-clip', 'soundtrack'],
      run: {
        tool: 'render_video',
        input: {
          clips: [1, 2, 3].map((i) => ({ object: `{{scene-${i}-clip}}`, seconds: 5 })),
          transition: 'cut',
          audio: '{{soundtrack}}',
        },
      },
    });
    // The renderer is never taken for a generator: a video without scenes is still one generate_video call.
    const single = planOfflineStep({ ...ask('a 2 second video of a red cat'), tools: [renderer, ...tools] });
    expect(single.toolCalls.map((c) => c.tool)).toEqual(['update_checklist', 'generate_video']);
  });

  it('given a single image or a video without scenes, then it keeps the one-call plan', () => {
    for (const text of ['a red cat, watercolour', 'a 2 second video of a red cat']) {
      const step = planOfflineStep(ask(text));
      expect(step.toolCalls.map((c) => c.tool)).toEqual([
        'update_checklist',
        text.includes('video') ? 'generate_video' : 'generate_image',
      ]);
    }
  });
});
