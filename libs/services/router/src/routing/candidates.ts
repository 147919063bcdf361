import { setTimeout as sleep } from 'node:timers/promises';
import { inBackground } from '@lomo/database';
import { isApiError, type ApiCaller, type TaskCardView, type TaskRuntimeApi } from '@lomo/service-api';
import { cosine, type Embedder, type SearchIndex } from '@lomo/search';
import type { ActReader } from '../acts/act-reader';
import type { ActReading } from '../acts/dialogue-act';
import type { RouteCandidate } from './route';
import { scriptOf } from './pair-score';
import checkedInKinds from './work-kind-weights.json';
import { kindFit, kindsOf, type WorkKindModelFile } from './work-kind';
import calibration from '../language/language-baselines.json';
import { calibrated, languageOf, type LanguageCalibrationFile } from '../language/language-calibration';
import { entitiesOf, sharedEntities } from './entities';
import { namingSpans } from './naming-span';
import { referenceFrames } from './reference-frames';
import { contentWords, documentWords, duplicateScore, sameWords, sharedWords, similarity } from './similarity';

/** How many recently active tasks the router weighs (R-2.4: the 50 most recent). */
const RECENT = 50;
/** How many the routing event keeps. */
const KEEP = 5;
/**
 * How long a post waits for the task index past the moment it searches (ADR 0064). The fold
 * starts with the post and usually ends long before (p50 2 ms at 300 tasks); a fold that embeds
 * long documents (0.5–1 s with e5-small) goes on in the background and the post searches the
 * index as it stands: the tasks it may have just created or fed are among the recent cards anyway.
 */
export const INDEX_WAIT_MS = 30;
/** A task's latest texts weighed by meaning: enough for a week of follow-ups, a bounded cost on a long task. */
const TEXTS = 24;

/**
 * What a task is about, as texts: its brief, the messages routed to it, its checklist items
 * and its cards' questions and options (the model's and the stop check's, not the platform's
 * cost and permission cards). Each is embedded once (the embedder caches per text)
 * and the message is compared with each: "frame three" finds the message that described the
 * frames, not the average of everything the task was told.
 */
export function taskTexts(card: TaskCardView, said: readonly string[] = []): string[] {
  // The main thread's own record first: the task's inbox is a projection that may lag a post.
  const routed = [...said, ...card.inbox.filter((m) => m.state !== 'withdrawn').map((m) => m.text)];
  const items = card.checklist.map((i) => i.title);
  // The platform's own questions (a cost card's "Spend 0.04 USD…? 99.56 left", "Run tool?") say
  // nothing of the work, and each cost card's text is new (its balance): embedded on the next post.
  const cards = card.checkpoints
    .filter((c) => c.origin !== 'cost' && c.origin !== 'tool_permission')
    .flatMap((c) => [c.proposal, ...c.candidates.map((o) => o.label)]);
  const texts = [...new Set([card.brief, ...routed, ...items, ...cards].filter((t) => t.trim()))];
  // The brief first, always: it says what kind of work the task is (`kin` compares briefs).
  return texts.length > TEXTS ? [texts[0], ...texts.slice(1 - TEXTS)] : texts;
}

/** Whether the message is written in the script of the brief, when both have letters. */
function sameScript(text: string, brief: string): { sameScript?: boolean } {
  const [a, b] = [scriptOf(text), scriptOf(brief)];
  return a && b ? { sameScript: a === b } : {};
}

/**
 * Each kept candidate's `kin`: the closest another kept candidate's brief is to its own — two
 * live tasks of one kind (two posters). Over the kept few only (at most a dozen), with the
 * vectors already embedded for `meaning`: no embedding, a bounded cost at any task count.
 */
function withKin(candidates: RouteCandidate[], briefs: ReadonlyMap<string, readonly number[] | undefined>): void {
  for (const c of candidates) {
    const own = briefs.get(c.taskId);
    if (!own) continue;
    const others = candidates
      .filter((o) => o !== c)
      .flatMap((o) => {
        const vector = briefs.get(o.taskId);
        return vector ? [{ taskId: o.taskId, cosine: cosine(own, vector) }] : [];
      })
      .sort((a, b) => b.cosine - a.cosine);
    c.kin = Number(Math.max(0, others[0]?.cosine ?? 0).toFixed(3));
    if (others[0]) c.sibling = others[0].taskId;
  }
}

/**
 * Each kept candidate's `kindFit`: whether the message and the task's brief are about one kind
 * of work — "the soundtrack" and a video's brief — read by the work-kind model from the vectors
 * already embedded for `meaning`; over the kept few only, so the cost does not grow with tasks.
 */
function withKinds(
  candidates: RouteCandidate[],
  briefs: ReadonlyMap<string, readonly number[] | undefined>,
  message: readonly number[],
  file: WorkKindModelFile,
): void {
  const ofMessage = kindsOf(message, file);
  for (const c of candidates) {
    const brief = briefs.get(c.taskId);
    if (brief) c.kindFit = Number(kindFit(ofMessage, kindsOf(brief, file)).toFixed(3));
  }
}

/**
 * Each kept candidate's `meaningCal` and `briefCal`: its cosines read on the message's
 * same-language scale (`language-calibration.ts`), from the vectors already embedded; over the
 * kept few only (at most a dozen tasks of at most 24 texts), so the cost does not grow with tasks.
 */
function withCalibration(
  candidates: RouteCandidate[],
  vectors: ReadonlyMap<string, readonly (readonly number[])[]>,
  message: readonly number[],
  file: LanguageCalibrationFile,
): void {
  // Vectors of another size are another embedder's, whatever its name says: nothing to calibrate.
  if (message.length !== file.centroids[0]?.length) return;
  const m = languageOf(message, file);
  for (const c of candidates) {
    const own = vectors.get(c.taskId);
    if (!own?.length) continue;
    const scores = own.map((v) => calibrated(cosine(message, v), m, languageOf(v, file), file));
    c.meaningCal = Number(Math.max(...scores).toFixed(3));
    c.briefCal = Number(scores[0].toFixed(3));
  }
}

/**
 * Each kept candidate's `spanSimilarity`: the words naming a piece against the task's brief, from
 * the brief vectors already embedded for `meaning`; over the kept few only.
 */
function withSpans(
  candidates: RouteCandidate[],
  briefs: ReadonlyMap<string, readonly number[] | undefined>,
  span: readonly number[],
): void {
  for (const c of candidates) {
    const brief = briefs.get(c.taskId);
    if (brief) c.spanSimilarity = Number(cosine(span, brief).toFixed(3));
  }
}

/** An open card of the task, when its last words to the user ask something. */
const asks = (card: TaskCardView) => card.checkpoints.some((c) => c.state === 'open');

export interface Candidates {
  candidates: RouteCandidate[];
  /** The workspace's active tasks, most recent first (the answer-in-main reply reads them). */
  recent: TaskCardView[];
  /** Why search was not used, when it failed. */
  searchDegraded?: string;
  /** The message's dialogue act, or why none was read; absent when the embedder reads no acts (ADR 0036). */
  act?: ActReading;
}

/**
 * The small candidate set of: recently active tasks from the task runtime plus search
 * hits over the task index, each scored against the message. A search failure degrades to
 * recent tasks only and says so; a hit whose task is gone is dropped from the index.
 */
export class CandidateFinder {
  constructor(
    private readonly tasks: TaskRuntimeApi,
    private readonly embedder: Embedder,
    private readonly search?: SearchIndex,
    private readonly index?: { catchUp(): Promise<void> },
    private readonly acts?: ActReader,
    private readonly kinds: WorkKindModelFile = checkedInKinds as WorkKindModelFile,
    private readonly languages: LanguageCalibrationFile = calibration as LanguageCalibrationFile,
  ) {}

  /**
   * `discussed`: the tasks the user's main thread went to, most recent first — "it" means the
   * last of them, not whichever task the runtime touched last. `said`: per task, the messages
   * the main thread sent it (part of what the task is about). `offered`: the tasks the router's
   * last card offered, when that card is the thread's last entry.
   */
  async find(
    caller: ApiCaller,
    text: string,
    discussed: readonly string[] = [],
    said: ReadonlyMap<string, readonly string[]> = new Map(),
    offered: readonly string[] = [],
  ): Promise<Candidates> {
    // Started first: the act's embedding runs in the engine while the task runtime answers.
    const act = this.acts?.reads ? this.acts.read(text) : undefined;
    // The index folds what the log holds in the meantime, its document embeddings on the background
    // lane: on the request lane they queued the post's own embeddings behind up to 4,000 characters.
    const indexed = this.index && inBackground(() => this.index!.catchUp());
    indexed?.catch(() => undefined); // handled where it is awaited; unhandled if a step before throws
    // The message's words on the second engine meanwhile: they need nothing the runtime answers.
    const words = contentWords(text);
    const embedded = this.embedder.embed([words.join(' ')]);
    embedded.catch(() => undefined); // awaited below; unhandled if the listing throws first
    const active = (await this.tasks.listTasks(caller, { limit: RECENT })).filter((t) => t.status !== 'terminated');
    const recent = await this.withDiscussed(caller, active, discussed);
    const [vector] = await embedded;
    const texts = new Map<string, { card: TaskCardView; text: string; words: string; source: 'recent' | 'search' }>(
      recent.map((t) => [
        t.taskId,
        { card: t, text: t.brief, words: contentWords(t.brief).join(' '), source: 'recent' },
      ]),
    );
    let searchDegraded: string | undefined;
    try {
      if (indexed) await within(indexed, INDEX_WAIT_MS);
      const hits = this.search
        ? await this.search.search({ workspaceId: caller.workspaceId, text, vector, kinds: ['task'], limit: 10 })
        : [];
      // The hits' cards in one read: one by one they grew with the hits at 1,000 tasks (issue 26).
      // A hit the list leaves out (deleted since it was indexed) is looked up alone, which drops it from search;
      // only the cards asked for are kept (a runtime of the previous version ignores `taskIds`).
      const unknown = [...new Set(hits.map((hit) => hit.document.taskId ?? hit.document.id))].filter(
        (taskId) => !texts.has(taskId),
      );
      const listed = new Map(
        (unknown.length ? await this.tasks.listTasks(caller, { taskIds: unknown, limit: unknown.length }) : [])
          .filter((card) => unknown.includes(card.taskId))
          .map((card) => [card.taskId, card]),
      );
      const cards = await Promise.all(
        hits.map((hit) => {
          const taskId = hit.document.taskId ?? hit.document.id;
          return texts.get(taskId)?.card ?? listed.get(taskId) ?? this.card(caller, taskId);
        }),
      );
      for (const [i, hit] of hits.entries()) {
        const taskId = hit.document.taskId ?? hit.document.id;
        const known = texts.get(taskId);
        const card = known?.card ?? cards[i];
        if (!card || card.status === 'terminated') continue;
        texts.set(taskId, {
          card,
          text: `${hit.document.title}\n${hit.document.body}`,
          words: documentWords(hit.document),
          source: known ? known.source : 'search',
        });
      }
    } catch (error) {
      searchDegraded = error instanceof Error ? error.message : String(error);
    }
    const entries = [...texts.values()];
    const vectors = await this.embedder.embed(entries.map((e) => e.words));
    const docs = entries.map((e) => taskTexts(e.card, said.get(e.card.taskId)));
    const span = namingSpans(text)[0];
    const meanings = await this.meanings(text, docs, span);
    const candidates = entries
      .map(({ card, text: taskText, source }, i): RouteCandidate & { shared: number } => {
        const taskWords = contentWords(taskText);
        const briefWords = contentWords(card.brief);
        const recency = recent.findIndex((t) => t.taskId === card.taskId);
        return {
          taskId: card.taskId,
          brief: card.brief,
          status: card.status,
          score: Number(similarity(words, taskWords, { message: vector, task: vectors[i] }).toFixed(3)),
          source,
          exact: sameWords(words, briefWords),
          // The brief's words: later messages' instructions ("bigger", "warmer") name no subject.
          shared: sharedWords(words, briefWords),
          jaccard: Number(duplicateScore(text, card.brief).toFixed(3)),
          ...(recency >= 0 ? { recency } : {}),
          ...(meanings
            ? {
                meaning: Number(meanings[i].best.toFixed(3)),
                meaningBrief: Number(meanings[i].brief.toFixed(3)),
                ...sameScript(text, card.brief),
              }
            : {}),
          ...(asks(card) ? { asking: true } : {}),
          ...(offered.includes(card.taskId) ? { offered: true } : {}),
        };
      })
      .sort(
        (a, b) =>
          (b.meaning ?? 0) - (a.meaning ?? 0) ||
          b.shared - a.shared ||
          b.score - a.score ||
          (a.recency ?? RECENT) - (b.recency ?? RECENT),
      )
      .filter((c, i) => i < KEEP || c.recency === 0 || c.exact || (c.jaccard ?? 0) > 0);
    if (meanings) {
      const briefs = new Map(entries.map((e, i) => [e.card.taskId, meanings[i].briefVector]));
      withKin(candidates, briefs);
      // Over the kept few only, like `kin`: a bounded cost at any task count.
      const objects = entitiesOf(text);
      const docsOf = new Map(entries.map((e, i) => [e.card.taskId, docs[i]]));
      for (const c of candidates) {
        c.entities = sharedEntities(objects, docsOf.get(c.taskId) ?? []);
        Object.assign(c, referenceFrames(text, docsOf.get(c.taskId) ?? []));
      }
      if (this.languages.embedder === this.embedder.name) {
        const vectorsOf = new Map(entries.map((e, i) => [e.card.taskId, meanings[i].vectors]));
        withCalibration(candidates, vectorsOf, meanings.message, this.languages);
      }
      if (meanings.span) withSpans(candidates, briefs, meanings.span);
      // The kind model reads the embedder it was trained on, as the act model does.
      if (this.kinds.embedder === this.embedder.name) withKinds(candidates, briefs, meanings.message, this.kinds);
    }
    return {
      candidates,
      recent,
      ...(searchDegraded ? { searchDegraded } : {}),
      ...(act ? { act: await act } : {}),
    };
  }

  /**
   * Per task, the highest cosine between the raw message (the act reader embeds the same text:
   * one embedding) and the task's texts; only with the embedder the act model and the meaning
   * thresholds were calibrated on (ADR 0036), else `undefined` and the word rules decide.
   */
  private async meanings(text: string, docs: readonly string[][], span?: string) {
    if (!this.acts?.reads || docs.length === 0) return undefined;
    // The naming span is the one text embedded beyond the message and the tasks' (cached) texts.
    const named = span && span !== text ? [span] : [];
    const [message, ...rest] = await this.embedder.embed([text, ...named, ...docs.flat()]);
    const spanVector = named.length ? rest[0] : span ? message : undefined;
    const flat = rest.slice(named.length);
    let at = 0;
    const perTask = docs.map((doc) => {
      const scores = doc.map((_, j) => cosine(message, flat[at + j]));
      // The brief is a task's first text (`taskTexts`); the pair model weighs it apart.
      const briefVector = flat[at];
      const vectors = flat.slice(at, at + doc.length);
      at += doc.length;
      return { best: Math.max(...scores), brief: scores[0] ?? 0, briefVector, vectors };
    });
    return Object.assign(perTask, { message, span: spanVector });
  }

  /** The active tasks in conversation order: the last discussed first (up to 5), then by activity. */
  private async withDiscussed(caller: ApiCaller, active: TaskCardView[], discussed: readonly string[]) {
    const cards = await Promise.all(
      discussed.slice(0, 5).map((taskId) => active.find((t) => t.taskId === taskId) ?? this.card(caller, taskId)),
    );
    const first = cards.filter((card): card is TaskCardView => !!card && card.status !== 'terminated');
    return [...first, ...active.filter((t) => !first.some((f) => f.taskId === t.taskId))];
  }

  private async card(caller: ApiCaller, taskId: string): Promise<TaskCardView | undefined> {
    try {
      return await this.tasks.getTask(caller, taskId);
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'not_found') throw error;
      await this.search?.purgeTask(caller.workspaceId, taskId);
      return undefined;
    }
  }
}

/**
 * Waits for `work` at most `ms` longer; a fold still running goes on (its failure is the index
 * processor's to report, as its own loop's is), and a failure within the wait is the search's.
 */
async function within(work: Promise<void>, ms: number): Promise<void> {
  await Promise.race([work, sleep(ms)]);
}
