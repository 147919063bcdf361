/**
 * The closed classes a letter is wrapped in (`letter-parts.ts`): the greetings that open it, the
 * sign-offs that close it and the small talk between — fixed phrases of each language, written from
 * the languages' own letter-writing conventions, not from anyone's lines. The ask inside is left to
 * the router; these only say what is not the ask.
 */

/**
 * A pattern whose `\b` is a word boundary in any script: JavaScript's `\b` knows ASCII letters
 * only, so "esté" or "всё" would never end a word. Case-insensitive.
 */
function unicodeWords(source: string): RegExp {
  return new RegExp(source.replace(/\\b/g, String.raw`(?:(?<=\p{L})(?!\p{L})|(?<!\p{L})(?=\p{L}))`), 'iu');
}

/** Greetings followed by a name or a title ("Dear Margaret", "Liebe Frau Ost", "Уважаемый Иван"): any few words may follow. */
export const ADDRESSED = [
  'dear',
  'my dear',
  'dearest',
  'to whom it may concern',
  'sehr geehrte',
  'sehr geehrter',
  'sehr geehrtes',
  'liebe',
  'lieber',
  'liebes',
  'hallo liebe',
  'hallo lieber',
  'estimado',
  'estimada',
  'estimados',
  'estimadas',
  'querido',
  'querida',
  'queridos',
  'queridas',
  'apreciado',
  'apreciada',
  'cher',
  'chère',
  'chers',
  'chères',
  'уважаемый',
  'уважаемая',
  'уважаемые',
  'дорогой',
  'дорогая',
  'дорогие',
];

/**
 * Greetings that stand alone or before a name or "again" ("Hello again", "Hi Sam", "Guten Tag
 * zusammen", "Здравствуйте!"): only the words of `ADDRESS` or a capitalised name may follow.
 */
export const BARE = [
  'hi',
  'hello',
  'hey',
  'hiya',
  'good morning',
  'good afternoon',
  'good evening',
  'greetings',
  'hallo',
  'guten morgen',
  'guten tag',
  'guten abend',
  'moin',
  'moin moin',
  'servus',
  'grüß gott',
  'grüezi',
  'hola',
  'buenos días',
  'buenos dias',
  'buenas tardes',
  'buenas noches',
  'buenas',
  'saludos',
  'bonjour',
  'bonsoir',
  'salut',
  'coucou',
  'здравствуйте',
  'здравствуй',
  'добрый день',
  'доброе утро',
  'добрый вечер',
  'привет',
  'приветствую',
  'доброго времени суток',
];

/** Who a bare greeting may be addressed to besides a name: "Hello again", "Hi all", "Hola a todos", "Всем привет". */
export const ADDRESS = new Set(
  `again there all everyone everybody team folks
  nochmal nochmals zusammen allerseits ihr alle
  de nuevo otra vez a todos todos equipo
  à tous tout le monde encore
  снова ещё еще раз всем`.split(/\s+/),
);

/**
 * Japanese and Chinese openings, each a whole clause before 。、！ or a line break: the business
 * letter's "thank you for your continued support", a hello, a salutation to a reader.
 */
export const CJK_OPENINGS = [
  /^(?:いつも|大変)?お世話になって(?:おり|い)ます/u,
  /^お疲れ様です/u,
  /^お疲れさまです/u,
  /^こんにちは/u,
  /^こんばんは/u,
  /^おはようございます/u,
  /^はじめまして/u,
  /^初めまして/u,
  /^拝啓/u,
  /^[^。、！\n]{1,12}(?:様|さま)$/u,
  /^(?:您好|你好|大家好|早上好|上午好|下午好|晚上好|嗨|哈喽)$/u,
  /^[^。，！\n]{1,6}(?:您好|你好|好)$/u,
  /^(?:尊敬的|亲爱的)[^。，！\n]{1,16}$/u,
];

/** A self-introduction right after a Japanese or Chinese greeting ("山田と申します", "我是小王"). */
export const CJK_INTRODUCTIONS = [
  /^[^。！\n]{1,20}と申します$/u,
  /^[^。！\n、をにがはで]{1,8}です$/u,
  /^我是[^。，！\n]{1,12}$/u,
];

/**
 * Sign-offs: from one of these to the end of the message is the close, when what follows is no more
 * than a name ("Kind regards, Margaret", "С уважением, Анна", "よろしくお願いいたします。山田").
 * Thanks count: a closing "Thanks!" asks for nothing.
 */
export const SIGN_OFFS = [
  /kind regards|best regards|warm regards|warmest regards|regards|best wishes|all the best|yours sincerely|sincerely|yours faithfully|yours truly|with thanks|many thanks|thanks again|thanks in advance|thank you in advance|thank you so much|thank you very much|thank you|thanks so much|thanks a lot|thanks|cheers|best/iu,
  /mit (?:\S+ ){0,3}(?:gruß|grüßen)|viele grüße|liebe grüße|beste grüße|herzliche grüße|schöne grüße|freundliche grüße|grüße|gruß|hochachtungsvoll|mfg|lg|vielen dank im voraus|danke im voraus|herzlichen dank|vielen dank|besten dank|danke schön|danke/iu,
  /un (?:cordial |afectuoso )?saludo|saludos cordiales|saludos|atentamente|cordialmente|un abrazo|gracias de antemano|muchas gracias|mil gracias|gracias/iu,
  /bien cordialement|cordialement|bien à vous|salutations|merci d'avance|merci par avance|merci beaucoup|merci/iu,
  /с уважением|с наилучшими пожеланиями|всего доброго|всего хорошего|заранее спасибо|спасибо заранее|заранее благодарю|с благодарностью|большое спасибо|благодарю|спасибо/iu,
  /(?:どうぞ|何卒|引き続き|今後とも)?(?:よろしく|宜しく)お願い(?:いた|致)?(?:し)?ます|敬具|以上です|ありがとうございます|ありがとうございました/u,
  /此致敬礼|此致|敬礼|祝好|祝顺利|期待您的回复|麻烦您了|麻烦了|辛苦了|拜托了|多谢|非常感谢|感谢|谢谢您|谢谢/u,
];

/**
 * Small talk: a sentence that asks after the reader, hopes them well or apologises for writing
 * ("I hope you are well", "Ich hoffe, es geht Ihnen gut", "Надеюсь, у вас всё хорошо",
 * "お忙しいところ恐れ入ります", "希望您一切都好"). Read only in a short sentence without a please.
 */
export const SMALL_TALK = [
  String.raw`\bhope (?:you|this|all|everything)\b|\bhow are you\b|\bhow have you been\b|\bsorry to (?:bother|trouble)\b|\bhope you had\b`,
  String.raw`\bich hoffe,? (?:es geht|sie|du|alles)\b|\bwie geht es\b|\bentschuldigen sie die störung\b|\bsorry für die störung\b`,
  String.raw`\bespero que (?:estés|esté|estéis|estén|todo|se encuentre|te encuentres)\b|\bcómo estás\b|\bqué tal\b|\b(?:perdón|disculpe|disculpa|perdone|perdona) (?:por )?la molestia\b`,
  String.raw`\bj'espère que (?:vous|tu|tout)\b|\bcomment allez-vous\b|\bdésolé de vous déranger\b`,
  String.raw`надеюсь,? (?:у вас|у тебя|вы|ты|всё|все)|как (?:ваши|твои)? ?дела|как вы поживаете|извините за беспокойство|простите за беспокойство`,
  String.raw`お元気ですか|お元気でしょうか|お忙しいところ(?:恐れ入ります|すみません|申し訳ありません)|突然のご連絡失礼いたします`,
  String.raw`希望(?:您|你)一切(?:都)?(?:好|顺利)|最近好吗|最近怎么样|打扰了|打扰一下|不好意思打扰`,
].map(unicodeWords);

/** A please or a modal asking: a sentence with one carries an ask, whatever small talk it opens with. */
export const ASKING = unicodeWords(
  String.raw`\b(?:please|could you|can you|would you|bitte|könnten sie|kannst du|por favor|podrías|puede|pourriez|s'il vous plaît)\b|пожалуйста|можете|можно|ください|お願い|请|麻烦`,
);
