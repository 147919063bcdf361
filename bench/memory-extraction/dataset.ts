import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv, type JSONSchemaType } from 'ajv';

export const SCOPES = ['user', 'workspace', 'task'] as const;
export const KINDS = ['preference', 'avoid', 'fact', 'one_off', 'correction', 'time_bounded'] as const;
/** Languages the set must cover with at least {@link MIN_PEOPLE_PER_LANGUAGE} people each; French is extra. */
export const REQUIRED_LANGUAGES = ['en', 'es', 'ru', 'de', 'ja', 'zh'] as const;
export const MIN_PEOPLE = 60;
export const MIN_PEOPLE_PER_LANGUAGE = 9;
export const MIN_DISTRACTOR_SHARE = 0.25;

export type Scope = (typeof SCOPES)[number];
export type Kind = (typeof KINDS)[number];

/**
 * One thing a message says that memory should hold. `value` is a short substring of the
 * message that the memory's content must contain (hex codes, names, word stems in inflected
 * languages, so that a reasonable rewording still carries it). `validUntil` is the last day
 * the statement covers, read against the file's reference date.
 */
export interface Expectation {
  value: string;
  scope: Scope;
  kind: Kind;
  validUntil?: string;
}

/** A message as a person wrote it; `expect: []` marks a distractor that must yield no memory. */
export interface HeldOutMessage {
  text: string;
  expect: Expectation[];
}

export interface Person {
  id: string;
  /** Who is writing, for a reader of the set; never given to the extractor. */
  persona: string;
  messages: HeldOutMessage[];
}

/** One language's file under `heldout/`. */
export interface LanguageFile {
  language: string;
  /** The `now` every message is extracted at, ISO date-time; the same in every file. */
  referenceDate: string;
  people: Person[];
}

export interface HeldOutSet {
  referenceDate: Date;
  people: Array<Person & { language: string }>;
}

/** The set breaks one of its own rules; `reasons` says which, one line each. */
export class MalformedSet extends Error {
  constructor(readonly reasons: string[]) {
    super(`the held-out set is malformed:\n- ${reasons.join('\n- ')}`);
    this.name = 'MalformedSet';
  }
}

const DAY = '^\\d{4}-\\d{2}-\\d{2}$';

const schema: JSONSchemaType<LanguageFile> = {
  type: 'object',
  additionalProperties: false,
  required: ['language', 'referenceDate', 'people'],
  properties: {
    language: { type: 'string', pattern: '^[a-z]{2}$' },
    referenceDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T' },
    people: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'persona', 'messages'],
        properties: {
          id: { type: 'string', pattern: '^[a-z]{2}_\\d{2}$' },
          persona: { type: 'string' },
          messages: {
            type: 'array',
            minItems: 4,
            maxItems: 8,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['text', 'expect'],
              properties: {
                text: { type: 'string', minLength: 1 },
                expect: {
                  type: 'array',
                  items: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['value', 'scope', 'kind'],
                    properties: {
                      value: { type: 'string', minLength: 1 },
                      scope: { type: 'string', enum: [...SCOPES] },
                      kind: { type: 'string', enum: [...KINDS] },
                      validUntil: { type: 'string', pattern: DAY, nullable: true },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

const validateShape = new Ajv({ allErrors: true }).compile(schema);

/** What one message's labels get wrong, if anything. */
function messageProblems(where: string, message: HeldOutMessage, reference: number): string[] {
  const values = message.expect.map((e) => e.value);
  return [
    ...message.expect.flatMap((e) => [
      ...(message.text.includes(e.value) ? [] : [`${where}: "${e.value}" does not occur in its message`]),
      ...(e.kind === 'one_off' && e.scope !== 'task' ? [`${where}: one-off "${e.value}" is not task-scoped`] : []),
      ...(e.validUntil !== undefined && !(Date.parse(`${e.validUntil}T00:00:00Z`) >= reference - 86_400_000)
        ? [`${where}: validUntil ${e.validUntil} of "${e.value}" is not a date on or after the reference date`]
        : []),
    ]),
    ...(new Set(values).size < values.length ? [`${where}: a value is listed twice`] : []),
  ];
}

/** Rules over the whole set: size, languages, share of distractors, one reference date, unique ids. */
function setProblems(files: Array<{ name: string; file: LanguageFile }>): string[] {
  const people = files.flatMap(({ file }) => file.people.map((p) => ({ ...p, language: file.language })));
  const messages = people.flatMap((p) => p.messages);
  const distractors = messages.filter((m) => m.expect.length === 0).length;
  const ids = people.map((p) => p.id);
  const dates = new Set(files.map(({ file }) => file.referenceDate));
  const perLanguage = (language: string) => people.filter((p) => p.language === language).length;
  return [
    ...(people.length < MIN_PEOPLE ? [`${people.length} people, at least ${MIN_PEOPLE} are needed`] : []),
    ...REQUIRED_LANGUAGES.filter((l) => perLanguage(l) < MIN_PEOPLE_PER_LANGUAGE).map(
      (l) => `${perLanguage(l)} people write in ${l}, at least ${MIN_PEOPLE_PER_LANGUAGE} are needed`,
    ),
    ...(distractors < MIN_DISTRACTOR_SHARE * messages.length
      ? [
          `${distractors} of ${messages.length} messages are distractors, at least ${MIN_DISTRACTOR_SHARE * 100} % are needed`,
        ]
      : []),
    ...(dates.size > 1 ? [`the files disagree on the reference date: ${[...dates].join(', ')}`] : []),
    ...(new Set(ids).size < ids.length ? ['two people share an id'] : []),
    ...files
      .filter(({ name, file }) => name !== `${file.language}.json`)
      .map(({ name, file }) => `${name} says its language is ${file.language}`),
  ];
}

/**
 * Reads every `*.json` under `dir` and checks the set's rules.
 * @throws MalformedSet naming every broken rule, before anything is extracted.
 */
export async function loadHeldOutSet(dir: string): Promise<HeldOutSet> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  type Parsed = { name: string; json: unknown } | { name: string; error: string };
  const parsed = await Promise.all(
    names.map(async (name): Promise<Parsed> => {
      try {
        return { name, json: JSON.parse(await readFile(join(dir, name), 'utf8')) };
      } catch (error) {
        return { name, error: `${name}: ${(error as Error).message}` };
      }
    }),
  );
  const shapeErrors = parsed.flatMap((p) =>
    'error' in p
      ? [p.error]
      : validateShape(p.json)
        ? []
        : (validateShape.errors ?? []).map((e) => `${p.name}${e.instancePath}: ${e.message}`),
  );
  if (shapeErrors.length) throw new MalformedSet(shapeErrors);
  const files = parsed.map((p) => ({ name: p.name, file: (p as { json: LanguageFile }).json }));
  const reference = Date.parse(files[0]?.file.referenceDate ?? '');
  const problems = [
    ...(Number.isNaN(reference) ? ['no file, or the reference date is not a date'] : []),
    ...setProblems(files),
    ...files.flatMap(({ file }) =>
      file.people.flatMap((p) => p.messages.flatMap((m, i) => messageProblems(`${p.id}#${i}`, m, reference))),
    ),
  ];
  if (problems.length) throw new MalformedSet(problems);
  return {
    referenceDate: new Date(reference),
    people: files.flatMap(({ file }) => file.people.map((p) => ({ ...p, language: file.language }))),
  };
}
