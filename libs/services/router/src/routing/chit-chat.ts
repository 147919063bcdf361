/**
 * Greetings and small talk (issue 26): "hello, just testing" is no work, so it is answered in
 * the main thread and never becomes a task. A message is small talk when every word of it is
 * a greeting, a thanks, a test word or a filler — one content word ("hello, a cat please")
 * and it is not. Each phrase carries its language, so the answer is in the user's language
 * even when a two-word greeting is too short for the language detector.
 *
 * This is the one lexical rule of the offline router that is meant to stay closed-class:
 * greetings are a short, fixed set in each language, unlike requests and follow-ups.
 */
const PHRASES: Record<string, string[]> = {
  en: [
    'hi',
    'hello',
    'hey',
    'hiya',
    'yo',
    'howdy',
    'good morning',
    'good afternoon',
    'good evening',
    'morning',
    'thanks',
    'thank you',
    'thx',
    'cheers',
    'how are you',
    'how is it going',
    'bye',
    'goodbye',
    'see you',
    'testing',
    'just testing',
    'test',
    'this is a test',
    'ok',
    'okay',
    'cool',
    'nice',
    'great',
  ],
  fr: ['bonjour', 'salut', 'bonsoir', 'coucou', 'merci', 'merci beaucoup', 'ça va', 'au revoir', 'juste un test'],
  de: [
    'hallo',
    'hi',
    'guten morgen',
    'guten tag',
    'guten abend',
    'moin',
    'servus',
    'danke',
    'danke schön',
    'vielen dank',
    'wie geht es',
    'wie gehts',
    'tschüss',
    'nur ein test',
  ],
  es: [
    'hola',
    'buenos días',
    'buenas tardes',
    'buenas noches',
    'buenas',
    'gracias',
    'muchas gracias',
    'qué tal',
    'cómo estás',
    'adiós',
    'solo probando',
    'probando',
    'es una prueba',
  ],
  ru: [
    'привет',
    'здравствуйте',
    'здравствуй',
    'добрый день',
    'доброе утро',
    'добрый вечер',
    'спасибо',
    'большое спасибо',
    'как дела',
    'пока',
    'до свидания',
    'просто тест',
    'тест',
    'проверка',
  ],
  ja: [
    'こんにちは',
    'おはよう',
    'おはようございます',
    'こんばんは',
    'ありがとう',
    'ありがとうございます',
    'テスト',
    'テストです',
    'よろしく',
  ],
  zh: ['你好', '您好', '嗨', '早上好', '晚上好', '谢谢', '谢谢你', '测试', '只是测试', '再见'],
};

/** Words that may stand beside a greeting without making it a request ("hello there, Lomo!"). */
const FILLERS = new Set(['there', 'all', 'everyone', 'lomo', 'again', 'just', 'so', 'much', 'a', 'lot', 'very', 'and']);

/** Longest phrases first, so "good morning" is taken whole before "morning". */
const BY_LENGTH = Object.entries(PHRASES)
  .flatMap(([language, phrases]) => phrases.map((phrase) => ({ phrase, language })))
  .sort((a, b) => b.phrase.length - a.phrase.length);

/** Letters and digits in any script; everything else (punctuation, emoji, spaces) separates. */
const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** The language of the small talk the whole message is, or undefined when it says anything more. */
export function smallTalk(text: string): { language: string } | undefined {
  let rest = normalise(text);
  if (rest.trim() === '') return undefined;
  const seen = new Map<string, number>();
  for (const { phrase, language } of BY_LENGTH) {
    // Scripts without spaces (ja, zh) match inside a run; the others only as whole words.
    const spaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(phrase) ? phrase : ` ${phrase} `;
    while (rest.includes(spaced)) {
      rest = rest.replace(spaced, ' ');
      seen.set(language, (seen.get(language) ?? 0) + 1);
    }
  }
  if (seen.size === 0) return undefined;
  const left = rest.split(' ').filter((word) => word !== '' && !FILLERS.has(word));
  if (left.length > 0) return undefined;
  const [language] = [...seen].sort((a, b) => b[1] - a[1])[0];
  return { language };
}
