import Ajv, { type ValidateFunction } from 'ajv';
import { findUnstorable } from '@lomo/contracts';

/** Risk classes of; the runtime checks them before the side effect, whatever the prompt showed. */
export type ToolRisk = 'read' | 'write' | 'paid' | 'irreversible';

/**
 * Capability areas of: a tool with an area is offered to the model only while the task
 * has loaded that area (`load_tools`); tools without one are core, always offered. Visibility
 * is no permission: a call is checked the same whatever the prompt showed.
 */
export type ToolArea = 'documents' | 'image' | 'video' | '3d' | 'flows' | 'materials' | 'mcp';
export const TOOL_AREAS: readonly ToolArea[] = ['documents', 'image', 'video', '3d', 'flows', 'materials', 'mcp'];

export interface ToolContext {
  taskId: string;
  workspaceId: string;
  /** `turn:step:index`: the idempotency key of the call. */
  callId: string;
  /** The generation the call runs under; a tool with its own store can refuse a stale one. */
  generation: number;
  /** Present when the user confirmed exactly this call on an approval card (irreversible tools require it). */
  confirmation?: { cardId: string; by: string };
  /** The user the task runs for: paid tools quote against that user's budget, level and grants. */
  userId?: string;
  /** The task was started with an open-API key: paid tools ask for every call. */
  viaOpenApi?: boolean;
}

/**
 * What a tool returns: its result for the model, and — for asynchronous work such as a
 * paid generation — what the task now waits for, so the turn suspends instead of holding
 * a worker and a model.
 */
export interface ToolOutcome {
  result: unknown;
  waitingFor?: string;
  /** Meaningful progress the call made; a `waitingFor` counts as a submitted generation. */
  progress?: 'artifact' | 'generation_submitted';
}

/** A tool the model may call: schema-validated input, declared risk and idempotency. */
export interface ToolDefinition<Input = unknown> {
  name: string;
  description: string;
  /** JSON Schema of the input; a call whose input does not match is refused before running. */
  inputSchema: Record<string, unknown>;
  risk: ToolRisk;
  /** Running it twice with the same call id has no second effect. */
  idempotent: boolean;
  /** The capability area it belongs to; unset: a core tool, always offered. */
  area?: ToolArea;
  /** Offered and callable only in this workspace (a remote MCP server attached there); unset: everywhere. */
  workspaceId?: string;
  run(input: Input, context: ToolContext): Promise<ToolOutcome>;
}

/** The result the model sees instead of running a refused call. */
export interface ToolRefusal {
  refused: true;
  reason: 'unknown_tool' | 'invalid_input' | 'needs_user_confirmation';
  detail: string;
}

export class ToolRegistry {
  private readonly ajv = new Ajv({ allErrors: true, strict: false });
  private readonly tools = new Map<string, { definition: ToolDefinition; validate: ValidateFunction }>();
  private readonly scopedNames = new Set<string>();

  register(definition: ToolDefinition<never>): this {
    const key = keyOf(definition.name, definition.workspaceId);
    // A workspace's tool never shadows a shared one (nor the other way round): one name, one tool per caller.
    const clash =
      definition.workspaceId === undefined ? this.scopedNames.has(definition.name) : this.tools.has(definition.name);
    if (this.tools.has(key) || clash) throw new Error(`tool ${definition.name} registered twice`);
    this.tools.set(key, {
      definition: definition as ToolDefinition,
      validate: this.ajv.compile(definition.inputSchema),
    });
    if (definition.workspaceId !== undefined) this.scopedNames.add(definition.name);
    return this;
  }

  /** Removes a workspace's tool (a detached MCP server's); a call already journaled for it is then refused as unknown. */
  unregister(name: string, workspaceId: string): boolean {
    return this.tools.delete(keyOf(name, workspaceId));
  }

  /** The tools offered everywhere, plus those scoped to `workspaceId`. */
  list(workspaceId?: string): ToolDefinition[] {
    return [...this.tools.values()]
      .map((t) => t.definition)
      .filter((d) => d.workspaceId === undefined || d.workspaceId === workspaceId);
  }

  /** A shared tool, or the workspace's own; another workspace's tool does not exist for the caller. */
  get(name: string, workspaceId?: string): ToolDefinition | undefined {
    return this.entry(name, workspaceId)?.definition;
  }

  private entry(name: string, workspaceId?: string) {
    return this.tools.get(name) ?? (workspaceId !== undefined ? this.tools.get(keyOf(name, workspaceId)) : undefined);
  }

  /**
   * Checks a proposed call before anything runs: the tool exists, the input matches its
   * schema and holds nothing storage refuses (U+0000, a lone surrogate, a `__proto__`-like key,
   * absurd nesting — ADR 0011; the detail names the JSON pointer), and an irreversible tool runs only with the user's confirmation of this call
   * (R-6.7; the task runtime turns that refusal into an approval card). Undefined = may run.
   */
  check(
    name: string,
    input: unknown,
    options: { confirmed?: boolean; workspaceId?: string } = {},
  ): ToolRefusal | undefined {
    const tool = this.entry(name, options.workspaceId);
    if (!tool) return { refused: true, reason: 'unknown_tool', detail: `no tool named ${name}` };
    if (!tool.validate(input))
      return { refused: true, reason: 'invalid_input', detail: this.ajv.errorsText(tool.validate.errors) };
    const unstorable = findUnstorable(input, { refuseReservedKeys: true });
    if (unstorable) return { refused: true, reason: 'invalid_input', detail: `input${unstorable.detail}` };
    if (tool.definition.risk === 'irreversible' && !options.confirmed)
      return {
        refused: true,
        reason: 'needs_user_confirmation',
        detail: `${name} is irreversible and needs the user's explicit confirmation`,
      };
    return undefined;
  }
}

/** Shared tools by name; a workspace's own under the workspace too, so two workspaces may attach the same server id. */
const keyOf = (name: string, workspaceId?: string) =>
  workspaceId === undefined ? name : `${workspaceId}\u0000${name}`;
