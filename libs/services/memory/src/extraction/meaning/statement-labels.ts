/**
 * What the statement classifier reads in a sentence (ADR 0039). The kind decides whether a
 * sentence is remembered and how; the scope and topic are read only for statements.
 */
export const STATEMENT_KINDS = ['preference', 'fact', 'one_off', 'correction', 'request', 'forget', 'other'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** Kinds that become a memory; a request ("a red cat"), a forget or small talk never do. */
export const REMEMBERED: ReadonlySet<StatementKind> = new Set(['preference', 'fact', 'one_off', 'correction']);

/** Whom a lasting statement is about: the person, or their brand, company or product. */
export const STATEMENT_SCOPES = ['user', 'workspace'] as const;
export type StatementScope = (typeof STATEMENT_SCOPES)[number];

/**
 * The memory's subject, language-neutral, so a correction said in another language lands on
 * the same subject and the memory layer makes it a new version.
 */
export const TOPICS = [
  'colour',
  'font',
  'format',
  'name',
  'person',
  'place',
  'schedule',
  'audience',
  'writing',
  'imagery',
  'tools',
  'contact',
  'offer',
] as const;
export type Topic = (typeof TOPICS)[number];

/** One training line: kind, scope (`task` for one-offs, `-` when not a statement), topic or `-`, language, text. */
export type StatementExample = readonly [
  kind: StatementKind,
  scope: StatementScope | 'task' | '-',
  topic: Topic | '-',
  lang: string,
  text: string,
];
