import { Ajv } from 'ajv';
import type { MemoryStatement } from '../domain/memory.events';

/** A memory candidate as an extractor proposes it; checked by `validateCandidates`. */
export interface Candidate {
  subject: string;
  content: string;
  scope: 'user' | 'workspace' | 'task';
  origin: 'user_stated' | 'model_inferred';
  confidence: number;
  /** The words of the message the candidate rests on: it must occur in the message. */
  excerpt: string;
  /** The first day it no longer holds (ISO date, exclusive): "blue until March". */
  validUntil?: string;
  /**
   * The person corrects an earlier statement ("actually…"). Informational: the correction
   * carries the same subject, so the memory layer makes it a new version of that memory.
   */
  correction?: boolean;
  /**
   * The person says the value in `content` no longer holds ("we're not <name> anymore", ADR 0095):
   * it ends the memories holding that value and states nothing.
   */
  ends?: boolean;
}

/** JSON Schema of one candidate: what a model's structured output is asked for and checked against. */
export const CANDIDATE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['subject', 'content', 'scope', 'origin', 'confidence', 'excerpt'],
  properties: {
    subject: {
      type: 'string',
      minLength: 1,
      maxLength: 80,
      description: 'what the memory is about, e.g. "brand colour"',
    },
    content: {
      type: 'string',
      minLength: 1,
      maxLength: 500,
      description: 'the fact or preference, in the user’s words',
    },
    scope: { enum: ['user', 'workspace', 'task'], description: 'task = only for this task ("this time…")' },
    origin: { enum: ['user_stated', 'model_inferred'] },
    confidence: { type: 'number', minimum: 0, maximum: 1 },
    excerpt: {
      type: 'string',
      minLength: 1,
      maxLength: 2000,
      description: 'the exact words of the message it rests on',
    },
    validUntil: {
      type: 'string',
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
      description: 'for time-bounded facts ("blue until March"): the first day it no longer holds, YYYY-MM-DD',
    },
    correction: { type: 'boolean', description: 'true when the user corrects something said before ("actually…")' },
    ends: {
      type: 'boolean',
      description:
        'true when the user only says a value is finished ("we don\'t use X anymore"): content is that value; it ends it and states nothing',
    },
  },
} as const;

const validate = new Ajv({ allErrors: false }).compile<Candidate>(CANDIDATE_SCHEMA);
const squash = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

export interface CandidateVerdicts {
  valid: Candidate[];
  rejected: Array<{ content: string; reason: string }>;
}

/**
 * Judges each candidate on its own: malformed (schema), unsupported by the source
 * (its excerpt is not in the message), task-scoped without a task. One bad candidate is
 * rejected with its reason; the others go on.
 */
export function validateCandidates(raw: readonly unknown[], source: string, taskId?: string): CandidateVerdicts {
  const verdicts: CandidateVerdicts = { valid: [], rejected: [] };
  const text = squash(source);
  for (const candidate of raw) {
    const content =
      typeof (candidate as { content?: unknown })?.content === 'string'
        ? (candidate as { content: string }).content
        : '';
    if (!validate(candidate)) {
      const error = validate.errors?.[0];
      verdicts.rejected.push({
        content,
        reason: `malformed: ${error?.instancePath || '/'} ${error?.message ?? ''}`.trim(),
      });
    } else if (!text.includes(squash(candidate.excerpt))) {
      verdicts.rejected.push({ content, reason: 'unsupported: the excerpt is not in the message' });
    } else if (candidate.scope === 'task' && !taskId) {
      verdicts.rejected.push({ content, reason: 'task scope outside a task' });
    } else verdicts.valid.push(candidate);
  }
  return verdicts;
}

/** The statement a checked candidate makes; a task-scoped one belongs to the message's task. */
export const statementOf = (c: Candidate, taskId: string | undefined): MemoryStatement => ({
  subject: c.subject,
  content: c.content,
  origin: c.origin,
  scope: c.scope,
  ...(c.scope === 'task' ? { taskId } : {}),
  ...(c.validUntil ? { validUntil: c.validUntil } : {}),
  confidence: c.confidence,
  ...(c.correction ? { corrects: true as const } : {}),
});
