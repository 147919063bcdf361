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

/** A place in the walk: the node, its depth, and how it was reached (for the pointer, built only on a finding). */
interface Place {
  node: unknown;
  depth: number;
  /** Its key in the parent object, or its index in the parent array. */
  key?: string | number;
  parent?: Place;
}

const pointerOf = (place: Place): string => {
  const keys: string[] = [];
  for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent) keys.push(segment(String(at.key)));
  return keys.length === 0 ? '' : `/${keys.reverse().join('/')}`;
};

/**
 * The first place in `value` that cannot be stored, or undefined. Walks iteratively (a deeply
 * nested body cannot overflow the stack); byte arrays, numbers, booleans and bigints are leaves.
 * The pointer is built only for a finding: every event appended is walked, and almost none fails.
 */
export function findUnstorable(value: unknown, options: StorableOptions = {}): UnstorableFinding | undefined {
  const maxDepth = options.maxDepth ?? MAX_STORABLE_DEPTH;
  const found = (place: Place, reason: UnstorableReason): UnstorableFinding => {
    const pointer = pointerOf(place);
    return { pointer, reason, detail: `${pointer || '(the value)'} ${UNSTORABLE_DETAIL[reason]}` };
  };
  const stack: Place[] = [{ node: value, depth: 0 }];
  while (stack.length) {
    const place = stack.pop()!;
    const { node, depth } = place;
    if (typeof node === 'string') {
      const reason = unstorableString(node);
      if (reason) return found(place, reason);
      continue;
    }
    if (node === null || typeof node !== 'object' || ArrayBuffer.isView(node)) continue;
    if (depth >= maxDepth) return found(place, 'too_deep');
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--)
        stack.push({ node: node[i] as unknown, depth: depth + 1, key: i, parent: place });
      continue;
    }
    const keys = Object.keys(node);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      const child: Place = { node: (node as Record<string, unknown>)[key], depth: depth + 1, key, parent: place };
      const keyReason =
        unstorableString(key) ??
        (options.refuseReservedKeys && RESERVED_KEYS.includes(key) ? 'reserved_key' : undefined);
      if (keyReason) return found(child, keyReason);
      stack.push(child);
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
