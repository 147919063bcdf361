import type { ToolArea, ToolDefinition } from '@lomo/agent-tools';
import { LOAD_TOOLS_SPEC } from './tool-areas';

/**
 * `load_tools` as a registry tool: it changes nothing but its own journal entry, which is
 * what `offeredAreas` reads from the stream, so the areas are offered from the next step on
 * and a replay offers the same. Read-only and idempotent: re-run as is after a crash.
 */
export function loadToolsTool(): ToolDefinition<{ areas: ToolArea[] }> {
  return {
    ...LOAD_TOOLS_SPEC,
    risk: 'read',
    idempotent: true,
    run: async ({ areas }) => ({ result: { loaded: areas, offered: 'from the next step on' } }),
  };
}
