import { ContractError } from './errors';

/**
 * What Lomo accepts as a value that may reach storage (ADR 0011): PostgreSQL and PGlite refuse
 * U+0000 in `text`/`jsonb` and a lone UTF-16 surrogate in `jsonb` (22P02), and parse nesting
 * recursively. Every entry point (HTTP, tool inputs from a model, provider callbacks, bus
 * messages) and, last, the event store's append refuse such values up front, naming the path,
 * instead of failing with a database error half-way.
 */
export type UnstorableReason = 'nul_character' | 'lone_surrogate' | 'reserved_key' | 'too_deep';

/** Where a value breaks the rule: a JSON pointer (RFC 6901) and why. */
export interface UnstorableFinding {
  pointer: string;
  reason: UnstorableReason;
  detail: string;
}

export interface StorableOptions {
  /** Deepest nesting of objects and arrays allowed. @default 64 */
  maxDepth?: number;
  /**
   * Refuse object keys `__proto__`, `constructor`, `prototype` (input from clients and models:
   * class-transformer and plain-object merges drop or misapply them). @default false
   */
  refuseReservedKeys?: boolean;
}

/** @default nesting limit of a stored value */
export const MAX_STORABLE_DEPTH = 64;
export const RESERVED_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** ES2024 string methods (Node ≥ 20 has them; the project's TS lib is ES2023). */
type WellFormed = { isWellFormed(): boolean; toWellFormed(): string };
const wellFormed = (text: string) => text as unknown as WellFormed;

/** Why a string cannot be stored, or undefined. */
export function unstorableString(text: string): UnstorableReason | undefined {
  if (text.includes('\u0000')) return 'nul_character';
  if (!wellFormed(text).isWellFormed()) return 'lone_surrogate';
  return undefined;
}

/** What each reason means, phrased to follow the field it is about. */
export const UNSTORABLE_DETAIL: Record<UnstorableReason, string> = {
  nul_character: 'contains U+0000 (NUL), which cannot be stored',
  lone_surrogate: 'contains a lone UTF-16 surrogate (not valid Unicode), which cannot be stored',
  reserved_key: 'is a reserved key (__proto__, constructor, prototype)',
  too_deep: 'is nested too deeply',
};

/** A pointer segment safe to echo back: NUL and lone surrogates become U+FFFD. */
const segment = (key: string) =>
  wellFormed(key)
    .toWellFormed()
    .replace(/\u0000/g, '\ufffd')
    .replace(/~/g, '~0')
    .replace(/\//g, '~1');

/**
 * The first place in `value` that cannot be stored, or undefined. Walks iteratively (a deeply
 * nested body cannot overflow the stack); byte arrays, numbers, booleans and bigints are leaves.
 */
export function findUnstorable(value: unknown, options: StorableOptions = {}): UnstorableFinding | undefined {
  const maxDepth = options.maxDepth ?? MAX_STORABLE_DEPTH;
  const found = (pointer: string, reason: UnstorableReason): UnstorableFinding => ({
    pointer,
    reason,
    detail: `${pointer || '(the value)'} ${UNSTORABLE_DETAIL[reason]}`,
  });
  const stack: Array<[unknown, string, number]> = [[value, '', 0]];
  while (stack.length) {
    const [node, pointer, depth] = stack.pop()!;
    if (typeof node === 'string') {
      const reason = unstorableString(node);
      if (reason) return found(pointer, reason);
      continue;
    }
    if (node === null || typeof node !== 'object' || ArrayBuffer.isView(node)) continue;
    if (depth >= maxDepth) return found(pointer, 'too_deep');
    const entries: Array<[string, unknown]> = Array.isArray(node)
      ? node.map((item, i) => [String(i), item])
      : Object.keys(node).map((key) => [key, (node as Record<string, unknown>)[key]]);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      const at = `${pointer}/${segment(key)}`;
      if (!Array.isArray(node)) {
        const keyReason =
          unstorableString(key) ??
          (options.refuseReservedKeys && RESERVED_KEYS.includes(key) ? 'reserved_key' : undefined);
        if (keyReason) return found(at, keyReason);
      }
      stack.push([child, at, depth + 1]);
    }
  }
  return undefined;
}

/**
 * A value that cannot be stored, refused before anything was written. Not retriable: the same
 * value fails the same way (a bus consumer dead-letters it; HTTP answers 400).
 */
export class UnstorableValue extends ContractError {
  readonly code = 'unstorable_value';
  readonly pointer: string;
  readonly reason: UnstorableReason;
  constructor(
    finding: UnstorableFinding,
    /** What was being checked, e.g. `event 1f2e… data` or `tool generate_image input`. */
    readonly subject: string,
  ) {
    super(`${subject}: ${finding.detail}`);
    this.pointer = finding.pointer;
    this.reason = finding.reason;
  }
}

/** Throws UnstorableValue for the first unstorable place in `value`. */
export function assertStorable(value: unknown, subject: string, options?: StorableOptions): void {
  const finding = findUnstorable(value, options);
  if (finding) throw new UnstorableValue(finding, subject);
}
