/**
 * The greetings a chat opens with, in every language at once: a bilingual person greets in one
 * language and goes on in another ("Servus, …, need some flyers"), so the greeting says nothing of
 * the sentence's language. Closed class, with the familiar and regional forms people type ("hiya",
 * "hallöchen", "здорово", "добрый!" for "добрый день"; the Basque, Catalan and Galician greetings
 * Spanish speakers in Spain open with). A greeting may be repeated ("hi hi", "hey hey").
 */
const GREETINGS = [
  // en
  String.raw`(?:hi+|hey+|heya|hello|hullo)(?:\s+there)?|hiya|yo|howdy|sup|wassup|g['’]day|ahoy|(?:good\s+)?(?:morning|afternoon|evening)|greetings`,
  // es (and kaixo, bon dia, bos días, ei: Basque, Catalan, Galician)
  String.raw`hola+|holi|holis|buenas+|buenos\s+días|buenas\s+(?:tardes|noches)|qu[eé]\s+tal|(?:qu[eé]|q)\s+onda|saludos|kaixo|bon\s+dia|bos\s+días|ei`,
  // de
  String.raw`hallo|hallöchen|hallihallo|huhu|moin(?:\s+moin)?|servus|grüß\s+(?:gott|dich|euch)|grüezi|guten\s+(?:tag|morgen|abend)|tach`,
  // ru
  String.raw`привет(?:ик|ики)?|здравствуйте|здравствуй|добр(?:ый|ого)(?:\s+(?:день|дня|вечер|вечера))?|доброе\s+утро|здорово|здарова|хай|салют|салам|приветствую`,
  // zh
  String.raw`你好呀?|您好|大家好|哈喽|嗨`,
  // ja
  String.raw`こんにちは|こんばんは|おはようございます|はじめまして|初めまして|どうも|ども|お世話になっております|お疲れ様です`,
].join('|');

/** One greeting with the punctuation or space after it, as a regular expression's source. */
const ONE_GREETING = String.raw`(?:${GREETINGS})(?![\p{L}])[\s,!.:;~—–-]*[\s,!.，、！。～]+`;

/** One greeting or more at the start of a sentence, with the punctuation after it. */
export const GREETING = new RegExp(String.raw`^(?:${ONE_GREETING})+`, 'iu');

/**
 * Any greetings a shape may open with ("hi, I'm …", "hallo, <name> vom …", "привет, я …"), none
 * included, as a regular expression's source to put after `^` in another shape: the same closed
 * class as `GREETING`, so every reader of introductions knows the same greetings. Use it with the
 * `i` and `u` flags.
 */
export const GREETINGS_BEFORE = String.raw`(?:${ONE_GREETING})*`;

/**
 * The words a message opens with before it gets going ("Right, …", "Ay, …", "Uf, …", "Ach, …",
 * "Ну, …"): interjections and discourse markers, closed class per language. Capitalised at the
 * head of a message, set off by a comma, they look like a one-word name answer.
 */
const INTERJECTIONS = [
  // en
  String.raw`oh|ah|ahh|aha|oops|whoops|um|uh|erm|hmm+|well|right|alright|okay|ok|so|anyway|wow|ugh|phew|yay|argh|cheers`,
  // es
  String.raw`ay|uf+|uy|vaya|bueno|pues|oye|ojo|eh|ey|venga|guau|jo|hala|ostras|vale`,
  // de
  String.raw`ach|oje|och|naja|na|tja|also|hm|mensch|upps|puh|huch|nun|gut`,
  // ru
  String.raw`ой|ах|ох|ну|эх|ого|ага|упс|блин|так|вот|ладно|короче|итак`,
  // fr
  String.raw`bon|bah|euh|ben|alors|oups`,
].join('|');

const OPENER = new RegExp(String.raw`^(?:(?:${GREETINGS}|${INTERJECTIONS})(?![\p{L}])[\s,!.~]*)+$`, 'iu');

/** Whether a phrase is greetings or interjections only ("Yo", "Hiya!", "Hallöchen", "Ay", "Добрый"): no one's name. */
export function isGreetingOrInterjection(phrase: string): boolean {
  return OPENER.test(phrase.trim());
}
