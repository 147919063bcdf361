import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ToolDefinition } from '../tool-registry';

/** Where the guides live: markdown files next to this module, shipped with the sources. */
export const GUIDES_DIR = join(__dirname);

interface Guide {
  id: string;
  title: string;
  text: string;
}

/** The creative guides: every `*.md` of the directory, by file name; the first heading is the title. */
export function loadGuides(dir = GUIDES_DIR): Guide[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      return { id: file.slice(0, -3), title: /^#\s+(.+)$/m.exec(text)?.[1] ?? file, text };
    });
}

/**
 * `list_guides` and `read_guide`: creative know-how (character consistency,
 * storyboards, references, Flow orchestration, what the providers can do) read on demand, so
 * it costs prompt tokens only in the step that needs it, never in the system prompt.
 */
export function guideTools(guides: readonly Guide[] = loadGuides()): ToolDefinition[] {
  const byId = new Map(guides.map((g) => [g.id, g]));
  return [
    {
      name: 'list_guides',
      description:
        'Lists the creative guides (character consistency, storyboard planning, references, Flow orchestration, what the current providers can do); read one with read_guide before planning that kind of work.',
      inputSchema: { type: 'object', additionalProperties: false, properties: {} },
      risk: 'read',
      idempotent: true,
      run: async () => ({ result: { guides: guides.map(({ id, title }) => ({ id, title })) } }),
    },
    {
      name: 'read_guide',
      description: 'Reads one creative guide (markdown) by its id from list_guides.',
      inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['id'],
        properties: { id: { enum: guides.map((g) => g.id) } },
      },
      risk: 'read',
      idempotent: true,
      run: async (input: { id: string }) => {
        const guide = byId.get(input.id);
        return {
          result: guide ? { id: guide.id, title: guide.title, text: guide.text } : { error: `no guide ${input.id}` },
        };
      },
    } satisfies ToolDefinition<{ id: string }>,
  ] as ToolDefinition[];
}
