import type { MediaKind, PlannerLanguage } from './request-analysis';

/** How one tool call of the step ended, as the summary reports it. */
export interface CallOutcome {
  tool: string;
  ok: boolean;
  /** A short preview of the result or the reason it failed. */
  note: string;
}

/** Everything the offline planner says, per language. Every reply names what it is. */
export interface Phrases {
  plan(items: readonly string[], generator: string, cappedFrom: number | undefined): string;
  itemTitle(index: number, total: number, kind: MediaKind | undefined): string;
  summary(outcomes: readonly CallOutcome[]): string;
  notCreative(toolNames: readonly string[]): string;
  noGenerator(kind: MediaKind | undefined, toolNames: readonly string[]): string;
  cannotFill(tool: string): string;
  waiting(missing: number): string;
  nothingToDo(): string;
  /** The user rejected `proposal`: nothing is proposed again until they say more. */
  declined(proposal: string): string;
  refused(reason: string, detail?: string): string;
  /** A DAG plan (R-11.3): its nodes as "title ← dependencies"; `character` when it revises the character design. */
  dagPlan(nodes: readonly string[], character: string | undefined): string;
  unknownOutcome(): string;
  failed(detail: string): string;
}

const list = (names: readonly string[], none: string) => (names.length > 0 ? names.join(', ') : none);
const lines = (outcomes: readonly CallOutcome[]) => outcomes.map((o) => `- ${o.tool}: ${o.note}`).join('\n');

const EN_KIND: Record<MediaKind, string> = { image: 'Image', video: 'Video', '3d': '3D asset', audio: 'Audio' };
const EN_INTRO = 'Offline planner (no language model is configured):';

const en: Phrases = {
  plan: (items, generator, cappedFrom) =>
    `${EN_INTRO} here is the plan, ${items.length} item${items.length === 1 ? '' : 's'}` +
    (cappedFrom
      ? ` (you asked for ${cappedFrom}; the offline planner makes at most ${items.length} per request)`
      : '') +
    `:\n${items.map((item, i) => `${i + 1}. ${item}`).join('\n')}\nCalling ${generator} for each item.`,
  itemTitle: (index, total, kind) => `${kind ? EN_KIND[kind] : 'Item'} ${index} of ${total}`,
  summary: (outcomes) => {
    const ok = outcomes.filter((o) => o.ok).length;
    return `${EN_INTRO} all ${outcomes.length} tool calls are back — ${ok} succeeded, ${outcomes.length - ok} did not.\n${lines(outcomes)}`;
  },
  notCreative: (tools) =>
    `${EN_INTRO} I cannot answer questions or hold a conversation. I can plan creative requests such as ` +
    `"make me a series of 3 retro posters" with the tools offered here (${list(tools, 'none')}). ` +
    'Set LLM_PROVIDER to openai, anthropic or ollama for a real model.',
  noGenerator: (kind, tools) =>
    `${EN_INTRO} none of the tools offered here can make ${kind ? `this kind of media (${kind})` : 'that'}, so I made nothing. ` +
    `Offered tools: ${list(tools, 'none')}.`,
  cannotFill: (tool) =>
    `${EN_INTRO} ${tool} asks for input I cannot fill in reliably without a model, so I did not call it.`,
  waiting: (missing) =>
    `${EN_INTRO} waiting for ${missing} tool result${missing === 1 ? '' : 's'}; nothing more to do until they arrive.`,
  nothingToDo: () => `${EN_INTRO} nothing new to do: the last request is already handled.`,
  declined: (proposal) =>
    `${EN_INTRO} you declined "${proposal}", so I will not ask for it again. Send a new message if you want it after all.`,
  refused: (reason, detail) => `refused (${reason})${detail ? `: ${detail}` : ''}`,
  dagPlan: (nodes, character) =>
    `${EN_INTRO} ${character ? `new character design "${character}": the same plan, revised — only what depends on the character is made again` : `here is the production plan, ${nodes.length} steps as a graph`}:\n` +
    `${nodes.map((n, i) => `${i + 1}. ${n}`).join('\n')}\nThe runtime starts each step once the steps it depends on are done, independent ones in parallel.`,
  unknownOutcome: () => 'outcome unknown, check its state before retrying',
  failed: (detail) => `failed: ${detail}`,
};

/** Russian plural: 1 пункт, 2 пункта, 5 пунктов. */
function ru3(n: number, one: string, few: string, many: string): string {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  return units >= 2 && units <= 4 ? few : many;
}

const RU_KIND: Record<MediaKind, string> = { image: 'Изображение', video: 'Видео', '3d': '3D-объект', audio: 'Аудио' };
const RU_INTRO = 'Офлайн-планировщик (языковая модель не подключена):';

const ru: Phrases = {
  plan: (items, generator, cappedFrom) =>
    `${RU_INTRO} вот план, ${items.length} ${ru3(items.length, 'пункт', 'пункта', 'пунктов')}` +
    (cappedFrom ? ` (вы просили ${cappedFrom}; офлайн-планировщик делает не больше ${items.length} за запрос)` : '') +
    `:\n${items.map((item, i) => `${i + 1}. ${item}`).join('\n')}\nВызываю ${generator} для каждого пункта.`,
  itemTitle: (index, total, kind) => `${kind ? RU_KIND[kind] : 'Пункт'} ${index} из ${total}`,
  summary: (outcomes) => {
    const ok = outcomes.filter((o) => o.ok).length;
    return `${RU_INTRO} все вызовы инструментов завершены (${outcomes.length}): успешно — ${ok}, неуспешно — ${outcomes.length - ok}.\n${lines(outcomes)}`;
  },
  notCreative: (tools) =>
    `${RU_INTRO} я не умею отвечать на вопросы и поддерживать беседу. Я могу спланировать творческий запрос, ` +
    `например «сделай серию из 3 ретро-постеров», с доступными здесь инструментами (${list(tools, 'нет')}). ` +
    'Для настоящей модели задайте LLM_PROVIDER: openai, anthropic или ollama.',
  noGenerator: (kind, tools) =>
    `${RU_INTRO} ни один из доступных инструментов не умеет делать ${kind ? `такой тип медиа (${kind})` : 'это'}, поэтому я ничего не создал. ` +
    `Доступные инструменты: ${list(tools, 'нет')}.`,
  cannotFill: (tool) =>
    `${RU_INTRO} ${tool} требует параметры, которые без модели не заполнить надёжно, поэтому я его не вызвал.`,
  waiting: (missing) => `${RU_INTRO} жду результатов инструментов (${missing}); до их прихода делать нечего.`,
  nothingToDo: () => `${RU_INTRO} нового дела нет: последний запрос уже выполнен.`,
  declined: (proposal) =>
    `${RU_INTRO} вы отклонили «${proposal}», больше не спрашиваю. Если всё же нужно — напишите новое сообщение.`,
  refused: (reason, detail) => `отклонён (${reason})${detail ? `: ${detail}` : ''}`,
  dagPlan: (nodes, character) =>
    `${RU_INTRO} ${character ? `новый дизайн персонажа «${character}»: тот же план с правкой — заново делается только то, что от персонажа зависит` : `вот производственный план, ${nodes.length} ${ru3(nodes.length, 'шаг', 'шага', 'шагов')} в виде графа`}:\n` +
    `${nodes.map((n, i) => `${i + 1}. ${n}`).join('\n')}\nСреда запускает каждый шаг, когда готовы шаги, от которых он зависит; независимые — параллельно.`,
  unknownOutcome: () => 'результат неизвестен, проверьте состояние перед повтором',
  failed: (detail) => `ошибка: ${detail}`,
};

/** The phrase book of a language. */
export const PHRASES: Readonly<Record<PlannerLanguage, Phrases>> = { en, ru };
