import { TOOL_AREAS, type ToolArea } from '@lomo/agent-tools';
import type { TaskEvent } from '../../task/task.events';
import type { ToolSpec } from '../task-model';

/** The runtime's tool that loads capability areas; itself core. */
export const LOAD_TOOLS = 'load_tools';

/** A tool of the catalogue the worker offers from: core when it has no area. */
export type CatalogueTool = ToolSpec & { area?: ToolArea };

/** Words in a new user message that show the step needs an area (the stage asks for it). */
const HINTS: Readonly<Record<ToolArea, RegExp>> = {
  documents: /\b(document|storyboard|script|text|brief|notes?)\b/i,
  image: /\b(image|picture|photo|poster|draw|illustration|portrait|logo)s?\b/i,
  video: /\b(video|clip|animation|teaser|film)s?\b/i,
  '3d': /\b(3d|model|mesh|gltf)\b/i,
  flows: /\b(flows?|workflow|graph|nodes?|pipeline)\b/i,
  materials: /\b(materials?|textures?|palette)\b/i,
  // The workspace's remote tools (attached MCP servers): named by the protocol or as remote/external tools.
  mcp: /\b(mcp|remote tools?|external tools?|connectors?)\b/i,
};

/**
 * The capability areas offered on this step, pure. Until the stream's first
 * compaction boundary (a `HistorySummarised`) every area is offered: the context is small
 * then. After it, only areas the task needed within the last two segments (since the
 * boundary before the newest): loaded with `load_tools`, used by a call, or named by a message
 * this step consumes. So an area is dropped at the boundary that closes a whole segment in
 * which nothing needed it, and one used once a segment never flaps. Sorted in catalogue
 * order, so the same areas give the same prefix.
 */
export function offeredAreas(
  events: readonly TaskEvent[],
  tools: readonly CatalogueTool[],
  consumedTexts: readonly string[],
): ToolArea[] {
  const boundaries = events.flatMap((e, i) => (e.type === 'HistorySummarised' ? [i] : []));
  if (boundaries.length === 0) return [...TOOL_AREAS];
  const boundary = boundaries.length > 1 ? boundaries[boundaries.length - 2] : -1;
  const areaOf = new Map(tools.flatMap((t) => (t.area ? [[t.name, t.area] as const] : [])));
  const needed = new Set<ToolArea>();
  for (const event of events.slice(boundary + 1)) {
    if (event.type !== 'StepDecided') continue;
    for (const call of event.data.toolCalls) {
      if (call.tool === LOAD_TOOLS) for (const area of requestedAreas(call.input)) needed.add(area);
      const area = areaOf.get(call.tool);
      if (area) needed.add(area);
    }
  }
  for (const text of consumedTexts) for (const area of TOOL_AREAS) if (HINTS[area].test(text)) needed.add(area);
  return TOOL_AREAS.filter((a) => needed.has(a));
}

/** The catalogue's core tools and those of the offered areas, in catalogue order, as the model sees them. */
export function offeredTools(tools: readonly CatalogueTool[], areas: readonly ToolArea[]): ToolSpec[] {
  return tools
    .filter((t) => !t.area || areas.includes(t.area))
    .map(({ name, description, inputSchema }) => ({ name, description, inputSchema }));
}

function requestedAreas(input: unknown): ToolArea[] {
  const areas = (input as { areas?: unknown } | null)?.areas;
  return Array.isArray(areas) ? TOOL_AREAS.filter((a) => areas.includes(a)) : [];
}

/** `load_tools`: the model asks for an area's tools; the runtime offers them from the next step on. */
export const LOAD_TOOLS_SPEC: ToolSpec = {
  name: LOAD_TOOLS,
  description:
    `Loads the tools of capability areas for the next steps: ${TOOL_AREAS.join(', ')}. ` +
    'Areas not used are dropped when old history is summarised; load them again when needed.',
  inputSchema: {
    type: 'object',
    properties: { areas: { type: 'array', items: { enum: [...TOOL_AREAS] }, minItems: 1, uniqueItems: true } },
    required: ['areas'],
    additionalProperties: false,
  },
};
