import type { TaskEvent } from '../../task/task.events';
import { LOAD_TOOLS, offeredAreas, offeredTools, type CatalogueTool } from './tool-areas';

const at = '2026-12-01T10:00:00.000Z';
const tool = (name: string, area?: CatalogueTool['area']): CatalogueTool => ({
  name,
  description: name,
  inputSchema: { type: 'object' },
  ...(area ? { area } : {}),
});
const catalogue = [
  tool('workspace_read_object'),
  tool('generate_image', 'image'),
  tool('generate_video', 'video'),
  tool('workspace_update_document', 'documents'),
  tool(LOAD_TOOLS),
];
const step = (...calls: Array<[string, unknown]>): TaskEvent =>
  ({
    type: 'StepDecided',
    data: {
      generation: 1,
      turn: 1,
      step: 1,
      output: '',
      consumedMessageIds: [],
      toolCalls: calls.map(([t, input], i) => ({ callId: `1:1:${i}`, tool: t, input, idempotent: true })),
      at,
    },
  }) as unknown as TaskEvent;
const summary: TaskEvent = {
  type: 'HistorySummarised',
  data: { generation: 1, from: 0, to: 2, text: 's', tokens: 1, summariser: 'x', at },
} as unknown as TaskEvent;

describe('tools on demand (R-8.3)', () => {
  it('given no compaction yet, when offering, then every area is offered (the context is small)', () => {
    expect(offeredAreas([step()], catalogue, [])).toEqual([
      'documents',
      'image',
      'video',
      '3d',
      'flows',
      'materials',
      'mcp',
    ]);
  });

  it('given two compaction boundaries, when nothing was needed in the segment between, then the area tools are dropped and core tools stay', () => {
    const events = [step(['generate_image', { prompt: 'x' }]), summary, step(), summary];
    const areas = offeredAreas(events, catalogue, []);
    expect(areas).toEqual([]);
    expect(offeredTools(catalogue, areas).map((t) => t.name)).toEqual(['workspace_read_object', LOAD_TOOLS]);
  });

  it('given a boundary, when the model loads an area, uses a tool or a new message names one, then exactly those areas are offered', () => {
    expect(offeredAreas([summary, step([LOAD_TOOLS, { areas: ['video', 'bogus'] }])], catalogue, [])).toEqual([
      'video',
    ]);
    expect(offeredAreas([summary, step(['workspace_update_document', {}])], catalogue, [])).toEqual(['documents']);
    expect(offeredAreas([summary], catalogue, ['now draw a poster of it'])).toEqual(['image']);
    // Used in the segment before the newest boundary: kept; a whole segment without it: dropped.
    expect(offeredAreas([step([LOAD_TOOLS, { areas: ['video'] }]), summary], catalogue, [])).toEqual(['video']);
    expect(offeredAreas([step([LOAD_TOOLS, { areas: ['video'] }]), summary, step(), summary], catalogue, [])).toEqual(
      [],
    );
  });

  it('given an attached MCP server, when its tools were not needed for a whole segment, then they leave the prompt and come back when loaded, used or named', () => {
    const remote = [...catalogue, tool('mcp__print__place_order', 'mcp')];
    const dropped = offeredAreas([step(['mcp__print__place_order', {}]), summary, step(), summary], remote, []);
    expect(offeredTools(remote, dropped).map((t) => t.name)).not.toContain('mcp__print__place_order');
    expect(offeredAreas([summary, step([LOAD_TOOLS, { areas: ['mcp'] }])], remote, [])).toEqual(['mcp']);
    expect(offeredAreas([summary, step(['mcp__print__place_order', {}])], remote, [])).toEqual(['mcp']);
    expect(offeredAreas([summary], remote, ['order it through the print shop MCP server'])).toEqual(['mcp']);
  });

  it('given the same areas, when offered twice, then the tools are identical and in catalogue order (a stable prefix)', () => {
    const a = offeredTools(catalogue, ['video', 'image']);
    expect(a.map((t) => t.name)).toEqual(['workspace_read_object', 'generate_image', 'generate_video', LOAD_TOOLS]);
    expect(JSON.stringify(offeredTools(catalogue, ['image', 'video']))).toBe(JSON.stringify(a));
    expect(a.every((t) => !('area' in t))).toBe(true);
  });
});
