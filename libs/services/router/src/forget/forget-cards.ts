import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { EVENT_STORE, EventSourcedCommandHandler, type EventStore } from '@lomo/event-store';
import { EMBEDDER, type Embedder } from '@lomo/search';
import { systemClock, type Clock } from '@lomo/clock';
import {
  ApiError,
  MEMORY_API,
  isApiError,
  type ApiCaller,
  type CardMemory,
  type MainThreadEntry,
  type MemoryApi,
  type MemoryView,
} from '@lomo/service-api';
import { mainThreadDecider, mainThreadStreamId } from '../main-thread/main-thread.decider';
import type { MainThreadCommand, MainThreadEvent, MainThreadState } from '../main-thread/main-thread.events';
import type { Routed } from '../routing/semantic-router';
import { ROUTER_CLOCK } from '../main-thread/router-clock';
import { forgetCardRedaction } from './forget-card-redaction';
import { detectForget, type ForgetRequest } from './forget-request';
import { forgetWords, forgottenSubjects } from './forget-words';
import { matchByMeaning } from './meaning-match';
import { conceptsOf, matchMemories, namedVersions } from './memory-match';

/** The options of every forget card. */
export const FORGET_OPTION = 'forget';
export const KEEP_OPTION = 'keep';

/** How many of a person's memories a forget looks through (the memory API's list is capped per call). */
const MEMORY_PAGE = 10_000;

/**
 * A named memory as its card shows it: what it says now, or — when the words named only values
 * it held before a correction — those values, which are what confirming takes.
 */
function cardMemory(memory: MemoryView, target?: string): CardMemory {
  const { memoryId, subject, content } = memory;
  const named = target === undefined ? 'memory' : namedVersions(target, memory);
  if (named === undefined || named === 'memory') return { memoryId, subject, content };
  const older = memory.versions.filter((v) => named.includes(v.version)).map((v) => v.content ?? '');
  return { memoryId, subject, content: older.join(' / ') };
}

/**
 * A forget said in chat (issue 28): irreversible, so always confirmed first. The
 * request becomes a card in the main thread naming exactly the memories that would go —
 * found among the person's own memories by what the words name (`matchMemories`) — or a
 * reply when nothing does. Confirming runs the memory service's forget cascade for
 * each, then blanks the card's copy of their words; keeping changes nothing.
 */
@Injectable()
export class ForgetCards {
  private readonly logger = new Logger(ForgetCards.name);
  private readonly threads: EventSourcedCommandHandler<MainThreadCommand, MainThreadEvent, MainThreadState>;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    /** Optional so the standalone router boots without a memory peer; a forget is then refused as `unavailable`. */
    @Optional() @Inject(MEMORY_API) private readonly memory?: MemoryApi,
    /** The process's embedder: with the multilingual one, a target the words miss is matched by meaning. */
    @Optional() @Inject(EMBEDDER) private readonly embedder?: Embedder,
    @Optional() @Inject(ROUTER_CLOCK) private readonly clock: Clock = systemClock,
  ) {
    this.threads = new EventSourcedCommandHandler(store, mainThreadDecider, { retry: { maxRetries: 3 } });
  }

  /**
   * The routing of a forget request. `previous` is the message before (what "forget that" and a
   * lone "don't remember this" point at).
   */
  async propose(caller: ApiCaller, request: ForgetRequest, previous?: MainThreadEntry): Promise<Routed> {
    const words = forgetWords(request.language);
    const memories = await this.memories(caller);
    const { named, by } =
      request.kind === 'forget_all'
        ? { named: memories.filter((m) => m.sharedBy === undefined), by: 'owner (the person’s own memories)' }
        : request.kind === 'forget'
          ? await this.named(request.target, memories)
          : {
              named: memories.filter(
                (m) =>
                  previous &&
                  m.evidence.some((e) => 'messageId' in e.source && e.source.messageId === previous.messageId),
              ),
              by: 'evidence (the message before)',
            };
    const answered = { decision: 'answered_in_main' as const, taskIds: [], language: request.language };
    if (named.length === 0)
      return {
        ...answered,
        reason: `forget request (${request.kind}): nothing remembered matches (matched by ${by})`,
        reply:
          request.kind === 'forget'
            ? by === 'words' && conceptsOf(request.target).size === 0
              ? words.noneSays(request.target)
              : words.nothing(request.target)
            : request.kind === 'forget_all'
              ? words.nothingAtAll
              : words.nothingBefore,
      };
    return {
      ...answered,
      reason: `forget request (${request.kind}): ${named.length} memor${named.length === 1 ? 'y' : 'ies'} named by ${by}, confirmation asked (R-6.7)`,
      card: {
        question: words.question(named.length),
        options: [
          { optionId: FORGET_OPTION, label: words.forget },
          { optionId: KEEP_OPTION, label: words.keep },
        ],
        memories: named.map((m) => cardMemory(m, request.kind === 'forget' ? request.target : undefined)),
      },
    };
  }

  /**
   * Acts on the answer to the forget card of `entry` and records it. The card was checked by
   * the caller (open, option offered). A retry after a crash forgets nothing twice: a memory
   * already gone (forgotten by this answer, or by the cascade of another) counts as forgotten.
   */
  async answer(caller: ApiCaller, entry: MainThreadEntry, optionId: string): Promise<void> {
    const memories = entry.card?.memories ?? [];
    const words = forgetWords(entry.language);
    const forgottenMemoryIds: string[] = [];
    if (optionId === FORGET_OPTION) {
      const memory = this.memoryApi();
      // "Forget that" takes back what the message before said, not the facts other statements made too.
      const request = detectForget(entry.text);
      const messageId = request?.kind === 'dont_remember' ? await this.before(caller, entry) : undefined;
      for (const { memoryId } of memories) {
        // Words that named only a value the memory held before a correction take those versions, not the memory.
        const versions = request?.kind === 'forget' ? await this.olderVersions(caller, memoryId, request.target) : [];
        const input = {
          reason: 'forgotten in chat',
          ...(messageId ? { messageId } : {}),
          ...(versions.length > 0 ? { versions } : {}),
        };
        await memory.forgetMemory(caller, memoryId, input).catch((error: unknown) => {
          if (!isApiError(error) || error.kind !== 'not_found') throw error;
        });
        forgottenMemoryIds.push(memoryId);
      }
      await this.blankCard(caller, entry.messageId);
    }
    const reply =
      optionId === FORGET_OPTION ? words.forgotten(forgottenSubjects(memories.map((m) => m.subject))) : words.kept;
    await this.threads.execute(
      mainThreadStreamId(caller.workspaceId, caller.userId),
      {
        type: 'AnswerForget',
        messageId: entry.messageId,
        optionId,
        forgottenMemoryIds,
        reply,
        at: this.clock.now().toISOString(),
      },
      { metadata: { workspaceId: caller.workspaceId, actor: `user:${caller.userId}` } },
    );
  }

  /**
   * The memories a spoken target names: by words first (the concept lexicon, exact and
   * deterministic); when the words name nothing, by meaning with the multilingual embedder
   * (`matchByMeaning`: a clear winner only). `by` says which one answered: `words` means meaning
   * was not available (another embedder, or it failed), so an unknown word could not be read.
   */
  private async named(target: string, memories: MemoryView[]): Promise<{ named: MemoryView[]; by: string }> {
    const lexical = matchMemories(target, memories);
    if (lexical.length > 0) return { named: lexical, by: 'words' };
    const meant = await matchByMeaning(this.embedder, target, memories).catch((error: unknown) => {
      this.logger.warn(`forget by meaning unavailable, matched by words only: ${String(error)}`);
      return undefined;
    });
    return meant ? { named: meant, by: 'meaning' } : { named: [], by: 'words' };
  }

  /** The versions `target` names of a memory when it names only replaced values of it; none when it names the memory. */
  private async olderVersions(caller: ApiCaller, memoryId: string, target: string): Promise<number[]> {
    const memory = await this.memoryApi()
      .getMemory(caller, memoryId)
      .catch((error: unknown) => {
        if (isApiError(error) && error.kind === 'not_found') return undefined;
        throw error;
      });
    const named = memory && namedVersions(target, memory);
    return Array.isArray(named) ? named : [];
  }

  private memoryApi(): MemoryApi {
    if (!this.memory)
      throw new ApiError(
        'unavailable',
        'memory_unavailable',
        'no memory service is reachable: nothing can be forgotten',
        {
          peer: 'memory',
        },
      );
    return this.memory;
  }

  private memories(caller: ApiCaller): Promise<MemoryView[]> {
    return this.memoryApi().listMemories(caller, { limit: MEMORY_PAGE });
  }

  /** The id of the message posted just before `entry` in the thread: what its "forget that" points at. */
  private async before(caller: ApiCaller, entry: MainThreadEntry): Promise<string | undefined> {
    const posted = (await this.store.readStream(mainThreadStreamId(caller.workspaceId, caller.userId))).flatMap((e) => {
      const event = { type: e.type, data: e.data } as MainThreadEvent;
      return event.type === 'MainMessagePosted' ? [event.data.messageId] : [];
    });
    const at = posted.indexOf(entry.messageId);
    return at > 0 ? posted[at - 1] : undefined;
  }

  private async blankCard(caller: ApiCaller, messageId: string): Promise<void> {
    const streamId = mainThreadStreamId(caller.workspaceId, caller.userId);
    const redactions = forgetCardRedaction(await this.store.readStream(streamId), messageId);
    if (redactions.length > 0) await this.store.redact(streamId, redactions);
  }
}
