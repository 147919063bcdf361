import type { TaskCardView } from '@lomo/service-api';
import type { RouteCandidate } from './route';

/** The few sentences of an answer in main, per language; English for any other. */
const WORDS = {
  en: {
    in: (t: string) => `That is in the task ${t}.`,
    none: 'I found no task about that.',
    idle: 'Nothing is running: there are no active tasks.',
    active: (n: number) => `${n} active task${n === 1 ? '' : 's'}`,
    more: (n: number) => ` (and ${n} more)`,
  },
  fr: {
    in: (t: string) => `C'est dans la tâche ${t}.`,
    none: "Je n'ai trouvé aucune tâche à ce sujet.",
    idle: "Rien n'est en cours : aucune tâche active.",
    active: (n: number) => `${n} tâche${n === 1 ? '' : 's'} active${n === 1 ? '' : 's'}`,
    more: (n: number) => ` (et ${n} de plus)`,
  },
  de: {
    in: (t: string) => `Das ist in der Aufgabe ${t}.`,
    none: 'Dazu habe ich keine Aufgabe gefunden.',
    idle: 'Nichts läuft: keine aktiven Aufgaben.',
    active: (n: number) => `${n} aktive Aufgabe${n === 1 ? '' : 'n'}`,
    more: (n: number) => ` (und ${n} weitere)`,
  },
  es: {
    in: (t: string) => `Está en la tarea ${t}.`,
    none: 'No encontré ninguna tarea sobre eso.',
    idle: 'No hay nada en marcha: ninguna tarea activa.',
    active: (n: number) => `${n} tarea${n === 1 ? '' : 's'} activa${n === 1 ? '' : 's'}`,
    more: (n: number) => ` (y ${n} más)`,
  },
  ru: {
    in: (t: string) => `Это в задаче ${t}.`,
    none: 'Я не нашёл задачи об этом.',
    idle: 'Ничего не выполняется: активных задач нет.',
    active: (n: number) => `Активных задач: ${n}`,
    more: (n: number) => ` (и ещё ${n})`,
  },
};

/**
 * The answer in the main thread: only each task's short description and status, in
 * the language of the user's question when it is one of the above. Statuses and
 * briefs are shown as they are (the brief is the user's own words).
 */
export function replyFor(
  intent: 'status' | 'where',
  recent: readonly TaskCardView[],
  candidates: readonly RouteCandidate[],
  language?: string,
): string {
  const w = WORDS[(language?.slice(0, 2) ?? 'en') as keyof typeof WORDS] ?? WORDS.en;
  const line = (t: { brief: string; status: string }) => `“${t.brief}” — ${t.status.replace(/_/g, ' ')}`;
  if (intent === 'where') {
    const best = candidates.find((c) => c.score > 0);
    return best ? w.in(line(best)) : w.none;
  }
  if (!recent.length) return w.idle;
  const shown = recent.slice(0, 10);
  const more = recent.length > shown.length ? w.more(recent.length - shown.length) : '';
  return `${w.active(recent.length)}${more}: ${shown.map(line).join('; ')}.`;
}
