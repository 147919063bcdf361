/** Languages the offline planner can reply in. */
export type PlannerLanguage = 'en' | 'ru';

/** What the planner makes of a user's request, from keywords alone (it has no model). */
export interface RequestAnalysis {
  /** The user asks for something to be made, not a question answered. */
  creative: boolean;
  /** The kind of media asked for, if a keyword names it. */
  kind?: MediaKind;
  /** How many items, from a number in the request ("3 posters", "три постера"). */
  count?: number;
  /** "series", "set", "серия": several items even without a number. */
  series: boolean;
  /** A duration the request names, in seconds ("a 5-second video", "1 minute", "30 сек"). */
  seconds?: number;
}

/** Kinds of media the planner tells apart, to pick a generation tool made for that kind. */
export type MediaKind = 'image' | 'video' | '3d' | 'audio';

/**
 * The reply language: the task's language when it is one the planner speaks, otherwise
 * the script of the user's own words — Cyrillic means Russian, anything else English.
 */
export function pickLanguage(taskLanguage: string | undefined, userText: string): PlannerLanguage {
  const base = taskLanguage?.toLowerCase().split(/[-_]/)[0];
  if (base === 'ru' || base === 'en') return base;
  const cyrillic = userText.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
  const latin = userText.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return cyrillic > latin ? 'ru' : 'en';
}

// `\b` is ASCII-only in JavaScript regexes, so Cyrillic stems use a letter look-behind.
const start = '(?<!\\p{L})';
const VERBS = new RegExp(
  `${start}(make|create|generate|draw|design|render|paint|produce|illustrate|animate|turn|compose|сдела|созда|нарису|нарисова|сгенерир|придума|оформ|преврат|сними|снять|сочини)`,
  'iu',
);
const QUESTION_START = new RegExp(
  `^\\s*(what|why|how|who|when|where|which|explain|что|почему|зачем|как|кто|когда|где|какой|какая|какие|объясни)${'(?!\\p{L})'}`,
  'iu',
);
const SERIES = new RegExp(`${start}(series|set|collection|серия|серию|серии|набор|коллекци)`, 'iu');

/** Checked in this order: the more specific output wins ("turn this picture into a video"). */
const KINDS: ReadonlyArray<[MediaKind, RegExp]> = [
  [
    'video',
    new RegExp(`${start}(videos?|clips?|animations?|movies?|films?|reels?|видео|ролик|клип|анимац|фильм)`, 'iu'),
  ],
  ['3d', new RegExp(`${start}(3d|3д|meshe?s?|трехмерн|трёхмерн)`, 'iu')],
  [
    'audio',
    new RegExp(`${start}(music|songs?|audio|sounds?|jingles?|soundtracks?|музык|песн|аудио|звук|озвуч|джингл)`, 'iu'),
  ],
  [
    'image',
    new RegExp(
      `${start}(posters?|images?|pictures?|illustrations?|photos?|drawings?|logos?|banners?|artworks?|covers?|icons?|watercolou?rs?|paintings?|sketch(?:es)?|постер|плакат|картин|изображ|иллюстрац|рисун|фото|логотип|баннер|обложк|иконк|акварел|эскиз)`,
      'iu',
    ),
  ],
];

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  один: 1,
  одна: 1,
  одну: 1,
  одно: 1,
  одного: 1,
  два: 2,
  две: 2,
  двух: 2,
  три: 3,
  трёх: 3,
  трех: 3,
  четыре: 4,
  четырёх: 4,
  четырех: 4,
  пять: 5,
  пяти: 5,
  шесть: 6,
  шести: 6,
  семь: 7,
  семи: 7,
  восемь: 8,
  восьми: 8,
  девять: 9,
  девяти: 9,
  десять: 10,
  десяти: 10,
};
/** A number followed by a unit is a duration or size, not a count ("a 5-second video"). */
const UNIT =
  /^\s*-?\s*(s|sec|secs|seconds?|min|mins|minutes?|px|%|k|fps|x|:|секунд\p{L}*|сек|минут\p{L}*|мин|кадр\p{L}*)(?!\p{L})/iu;
const NUMBER = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})(?![\\p{L}\\d]|[.,]\\d)`,
  'giu',
);

/**
 * Ids of uploaded objects (UUIDs) named in a request: random hex, so one in sixteen holds a
 * keyword such as `-3d` (`…-a13d-…` read as a 3D model) or a digit run read as a count.
 */
const IDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Reads the request: is it creative, what kind, how many. Object ids in it are not words. */
export function analyzeRequest(request: string): RequestAnalysis {
  const text = request.replace(IDS, ' ');
  const kind = KINDS.find(([, pattern]) => pattern.test(text))?.[0];
  const question = QUESTION_START.test(text) || (text.trim().endsWith('?') && !VERBS.test(text));
  return {
    creative: !question && (VERBS.test(text) || kind !== undefined),
    ...(kind ? { kind } : {}),
    ...countIn(text),
    series: SERIES.test(text),
    ...durationIn(text),
  };
}

const DURATION = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,4}(?:[.,]\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})\\s*-?\\s*(s|sec|secs|seconds?|min|mins|minutes?|секунд\\p{L}*|сек|минут\\p{L}*|мин)(?!\\p{L})`,
  'iu',
);

/** The first "<number> <time unit>" of the request, in seconds; minutes count 60 each. */
function durationIn(text: string): { seconds?: number } {
  const match = DURATION.exec(text);
  if (!match) return {};
  const word = match[1].toLowerCase();
  const amount = NUMBER_WORDS[word] ?? Number(word.replace(',', '.'));
  const minutes = /^(min|мин)/iu.test(match[2]);
  const seconds = minutes ? amount * 60 : amount;
  return seconds > 0 ? { seconds } : {};
}

function countIn(text: string): { count?: number } {
  for (const match of text.matchAll(NUMBER)) {
    const before = text[match.index - 1];
    if (before === ':' || before === '.' || before === '$' || before === 'x') continue;
    if (UNIT.test(text.slice(match.index + match[0].length))) continue;
    const word = match[1].toLowerCase();
    const count = NUMBER_WORDS[word] ?? Number(word);
    if (count > 0) return { count };
  }
  return {};
}
