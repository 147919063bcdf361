import type { TaskCardView } from '@lomo/service-api';
import type { AnswerIntent, RouteCandidate } from './route';

/** The few sentences of an answer in main, per language; English for any other. */
const WORDS = {
  en: {
    in: (t: string) => `That is in the task ${t}.`,
    none: 'I found no task about that.',
    idle: 'Nothing is running: there are no active tasks.',
    active: (n: number) => `${n} active task${n === 1 ? '' : 's'}`,
    more: (n: number) => ` (and ${n} more)`,
    hello: 'Hello! Tell me what to make, or ask what is running.',
    craft:
      'That is a question about the craft, so I answer it here rather than start a task. Offline I have no model to answer it well: choose “Start a task” and it will be worked on.',
    craftAsk: 'Work on it as a task?',
    startTask: 'Start a task',
    forget:
      'It sounds like you want me to forget something, but I could not tell what, so nothing was started and nothing forgotten. Say it as “forget my address”, naming what to forget.',
    remember: 'Noted — I will keep that in mind for your work. No task was started or changed.',
  },
  fr: {
    in: (t: string) => `C'est dans la tâche ${t}.`,
    none: "Je n'ai trouvé aucune tâche à ce sujet.",
    idle: "Rien n'est en cours : aucune tâche active.",
    active: (n: number) => `${n} tâche${n === 1 ? '' : 's'} active${n === 1 ? '' : 's'}`,
    more: (n: number) => ` (et ${n} de plus)`,
    hello: 'Bonjour ! Dites-moi quoi créer, ou demandez ce qui est en cours.',
    craft:
      'C’est une question de métier : j’y réponds ici plutôt que de lancer une tâche. Hors ligne, je n’ai pas de modèle pour bien y répondre : choisissez « Lancer une tâche » pour qu’elle soit traitée.',
    craftAsk: 'En faire une tâche ?',
    startTask: 'Lancer une tâche',
    forget:
      'Vous voulez que j’oublie quelque chose, mais je n’ai pas compris quoi : rien n’a été lancé ni oublié. Dites par exemple « oublie mon adresse ».',
    remember: 'C’est noté : j’en tiendrai compte pour votre travail. Aucune tâche n’a été lancée ni modifiée.',
  },
  de: {
    in: (t: string) => `Das ist in der Aufgabe ${t}.`,
    none: 'Dazu habe ich keine Aufgabe gefunden.',
    idle: 'Nichts läuft: keine aktiven Aufgaben.',
    active: (n: number) => `${n} aktive Aufgabe${n === 1 ? '' : 'n'}`,
    more: (n: number) => ` (und ${n} weitere)`,
    hello: 'Hallo! Sag mir, was ich machen soll, oder frag, was gerade läuft.',
    craft:
      'Das ist eine Frage zum Handwerk, also beantworte ich sie hier, statt eine Aufgabe zu starten. Offline habe ich kein Modell, das sie gut beantwortet: Wähle „Aufgabe starten“, dann wird daran gearbeitet.',
    craftAsk: 'Als Aufgabe bearbeiten?',
    startTask: 'Aufgabe starten',
    forget:
      'Du möchtest, dass ich etwas vergesse, aber ich habe nicht erkannt, was: Nichts wurde gestartet oder vergessen. Sag zum Beispiel „vergiss meine Adresse“.',
    remember: 'Notiert – ich behalte das für deine Arbeit im Kopf. Keine Aufgabe wurde gestartet oder geändert.',
  },
  es: {
    in: (t: string) => `Está en la tarea ${t}.`,
    none: 'No encontré ninguna tarea sobre eso.',
    idle: 'No hay nada en marcha: ninguna tarea activa.',
    active: (n: number) => `${n} tarea${n === 1 ? '' : 's'} activa${n === 1 ? '' : 's'}`,
    more: (n: number) => ` (y ${n} más)`,
    hello: '¡Hola! Dime qué quieres crear o pregunta qué está en marcha.',
    craft:
      'Es una pregunta de oficio, así que la respondo aquí en vez de empezar una tarea. Sin conexión no tengo un modelo que la responda bien: elige «Empezar una tarea» y se trabajará en ella.',
    craftAsk: '¿Convertirlo en una tarea?',
    startTask: 'Empezar una tarea',
    forget:
      'Parece que quieres que olvide algo, pero no entendí qué: no se empezó ni se olvidó nada. Dilo así: «olvida mi dirección».',
    remember: 'Anotado: lo tendré en cuenta en tu trabajo. No se ha iniciado ni cambiado ninguna tarea.',
  },
  ru: {
    in: (t: string) => `Это в задаче ${t}.`,
    none: 'Я не нашёл задачи об этом.',
    idle: 'Ничего не выполняется: активных задач нет.',
    active: (n: number) => `Активных задач: ${n}`,
    more: (n: number) => ` (и ещё ${n})`,
    hello: 'Привет! Скажите, что сделать, или спросите, что сейчас в работе.',
    craft:
      'Это вопрос о ремесле, поэтому я отвечаю здесь, а не создаю задачу. Офлайн у меня нет модели, чтобы ответить хорошо: выберите «Начать задачу», и над ним поработают.',
    craftAsk: 'Сделать из этого задачу?',
    startTask: 'Начать задачу',
    forget:
      'Похоже, вы хотите, чтобы я что-то забыл, но я не понял что: ничего не начато и не забыто. Скажите, например: «забудь мой адрес».',
    remember: 'Принято — учту это в вашей работе. Ни одна задача не создана и не изменена.',
  },
  ja: {
    in: (t: string) => `それはタスク ${t} にあります。`,
    none: 'それに関するタスクは見つかりませんでした。',
    idle: '実行中のものはありません。アクティブなタスクはありません。',
    active: (n: number) => `アクティブなタスク: ${n}`,
    more: (n: number) => `（ほか ${n} 件）`,
    hello: 'こんにちは！作りたいものを教えてください。進行中の作業を聞くこともできます。',
    craft:
      'これは制作に関する質問なので、タスクを始めずにここでお答えします。オフラインではうまく答えられるモデルがありません。「タスクを開始」を選ぶと作業として進めます。',
    craftAsk: 'タスクとして進めますか？',
    startTask: 'タスクを開始',
    forget:
      '何かを忘れてほしいようですが、何のことか分かりませんでした。何も開始も削除もしていません。「私の住所を忘れて」のように言ってください。',
    remember: '承知しました。今後の作業で覚えておきます。タスクの作成や変更はしていません。',
  },
  zh: {
    in: (t: string) => `这在任务 ${t} 中。`,
    none: '没有找到相关的任务。',
    idle: '没有正在进行的工作：没有活动任务。',
    active: (n: number) => `活动任务：${n} 个`,
    more: (n: number) => `（还有 ${n} 个）`,
    hello: '你好！告诉我你想做什么，或者问问现在在进行什么。',
    craft:
      '这是一个关于制作技巧的问题，所以我在这里回答，而不是创建任务。离线时我没有能答好它的模型：选择“开始任务”，就会作为任务来处理。',
    craftAsk: '要作为任务来处理吗？',
    startTask: '开始任务',
    forget:
      '看起来你想让我忘记某些信息，但我没弄清是什么：没有开始任务，也没有忘记任何内容。请这样说：“忘掉我的地址”。',
    remember: '好的，我记下了，以后的工作会注意。没有新建或修改任何任务。',
  },
};

const wordsFor = (language?: string) => WORDS[(language?.slice(0, 2) ?? 'en') as keyof typeof WORDS] ?? WORDS.en;

/**
 * The card beside a craft question's answer: one option that starts a persistent task from
 * the message (answered like a disambiguation card's "new", `AnswerCard`).
 */
export function craftCard(language?: string): {
  question: string;
  options: Array<{ optionId: string; label: string }>;
} {
  const w = wordsFor(language);
  return { question: w.craftAsk, options: [{ optionId: 'new', label: w.startTask }] };
}

/**
 * The answer in the main thread: only each task's short description and status, in
 * the language of the user's question when it is one of the above. Statuses and
 * briefs are shown as they are (the brief is the user's own words).
 */
export function replyFor(
  intent: AnswerIntent,
  recent: readonly TaskCardView[],
  candidates: readonly RouteCandidate[],
  language?: string,
): string {
  const w = wordsFor(language);
  const line = (t: { brief: string; status: string }) => `“${t.brief}” — ${t.status.replace(/_/g, ' ')}`;
  if (intent === 'greeting') return w.hello;
  if (intent === 'craft') return w.craft;
  if (intent === 'forget') return w.forget;
  if (intent === 'remember') return w.remember;
  if (intent === 'where') {
    const best = candidates.find((c) => c.score > 0);
    return best ? w.in(line(best)) : w.none;
  }
  if (!recent.length) return w.idle;
  const shown = recent.slice(0, 10);
  const more = recent.length > shown.length ? w.more(recent.length - shown.length) : '';
  return `${w.active(recent.length)}${more}: ${shown.map(line).join('; ')}.`;
}
