import Ajv, { type ValidateFunction } from 'ajv';
import { findUnstorable } from '@lomo/contracts';

/** Risk classes of; the runtime checks them before the side effect, whatever the prompt showed. */
export type ToolRisk = 'read' | 'write' | 'paid' | 'irreversible';

export interface ToolContext {
  taskId: string;
  workspaceId: string;
  /** `turn:step:index`: the idempotency key of the call. */
  callId: string;
  /** The generation the call runs under; a tool with its own store can refuse a stale one. */
  generation: number;
  /** Present when the user confirmed exactly this call on an approval card (irreversible tools require it). */
  confirmation?: { cardId: string; by: string };
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

  register(definition: ToolDefinition<never>): this {
    if (this.tools.has(definition.name)) throw new Error(`tool ${definition.name} registered twice`);
    this.tools.set(definition.name, {
      definition: definition as ToolDefinition,
      validate: this.ajv.compile(definition.inputSchema),
    });
    return this;
  }

  list(): ToolDefinition[] {
    return [...this.tools.values()].map((t) => t.definition);
  }

  get(name: string): ToolDefinition | undefined {
    return this.tools.get(name)?.definition;
  }

  /**
   * Checks a proposed call before anything runs: the tool exists, the input matches its
   * schema and holds nothing storage refuses (U+0000, a lone surrogate, a `__proto__`-like key,
   * absurd nesting — ADR 0011; the detail names the JSON pointer), and an irreversible tool runs only with the user's confirmation of this call
   * (R-6.7; the task runtime turns that refusal into an approval card). Undefined = may run.
   */
  check(name: string, input: unknown, options: { confirmed?: boolean } = {}): ToolRefusal | undefined {
    const tool = this.tools.get(name);
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
