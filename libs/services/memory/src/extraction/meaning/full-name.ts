import { tablesFor } from '../offline/languages';
import { BULLET, businessClause, describesSelf, notAPersonsName, TYPEFACE_WORD, type Following } from './bare-name';
import { GREETING } from './greeting';
import type { Introduction, Place } from './introduction';

/** Read by grammar, as an introduction is: stated, at the profile's bar. */
const FULL_NAME_CONFIDENCE = 0.6;

/**
 * What a person says before their own name, in each language — closed-class words only.
 * `naming`: a verb of naming ("my name is", "me llamo", "ich heiße", "меня зовут", "我叫"), after
 * which one word is a name too; otherwise a copula ("I'm", "soy", "ich bin", "я", "我是"), after
 * which only a full name (two words or more in a cased script, a surname first in Chinese) is
 * read, as "I'm Happy to help" or "ich bin Grafikerin" are not introductions. `opening`: a form
 * that presents the speaker only at the start of a message ("this is …", "это …"); further in it
 * presents someone else ("this is Ann Ryder, my accountant").
 */
const SAY: Array<{ re: RegExp; naming?: boolean; opening?: boolean }> = [
  { re: /^(?:i['’]?m|i\s+am|soy|ich\s+bin|я|我是|本人是)\s*/iu },
  {
    re: /^(?:it['’]?s|this\s+is|here['’]?s|aquí|habla|hier\s+ist|hier\s+spricht|это|на\s+связи|这里是|这边是)\s*/iu,
    opening: true,
  },
  {
    re: /^(?:my\s+name\s+is|my\s+name['’]?s|me\s+llamo|mi\s+nombre\s+es|ich\s+hei(?:ß|ss)e|mein\s+name\s+ist|меня\s+зовут|мо[её]\s+имя|我叫|我名叫|我的名字是|本人)\s*/iu,
    naming: true,
  },
];

/** Connectives a person puts before saying who they are, in every language: closed class. */
const LEAD =
  /^(?:(?:and|also|oh|so|btw|by\s+the\s+way|anyway|y|también|por\s+cierto|und|übrigens|ach|и|а|кстати|ну|还有|另外|对了|あと|ちなみに)(?![\p{L}])[\s,、，]*)+/iu;

/** "<name> here", "<Name> hier", "<Имя> здесь / на связи", "<nombre> por aquí": the speaker, in a greeting. */
const HERE = /^\s+(?:here|hier|aquí|por\s+aquí|здесь|тут|на\s+связи)(?![\p{L}])/iu;

/**
 * A name in a cased script: one to three words each with a capital and small letters, allowing
 * "O'Neill", "McKay", "Smith-Jones", and the small particles of family names between them ("Ana
 * de la Cruz", "Lena van Dijk"). Case-sensitive: that is what tells a name from the words around.
 */
const WORD = String.raw`\p{Lu}(?:['’]\p{Lu})?\p{Ll}+(?:\p{Lu}\p{Ll}+)?(?:-\p{Lu}\p{Ll}+)?`;
const PARTICLE = String.raw`(?:van|von|der|den|de|del|della|di|da|do|dos|das|du|la|le|ibn|bin|al|ter|zu|y)`;
const CASED_NAME = new RegExp(String.raw`^${WORD}(?:\s+(?:${PARTICLE}\s+){0,2}${WORD}){0,2}`, 'u');

/**
 * Chinese given names follow a surname from a small closed class: the commonest surnames (simplified
 * and traditional) and the usual two-character ones. A surname is what tells "我是沈若琳" from
 * "我是设计师"; two to four Han characters in all.
 */
const SURNAMES =
  '王李张張刘劉陈陳杨楊黄黃赵趙吴吳周徐孙孫马馬朱胡郭何高林罗羅郑鄭梁谢謝宋唐许許韩韓冯馮邓鄧曹彭曾肖萧蕭田董袁潘于蒋蔣蔡余杜叶葉程苏蘇魏吕呂丁任沈姚卢盧姜崔钟鍾谭譚陆陸汪范範金石廖贾賈夏韦韋付傅方白邹鄒孟熊秦邱江尹薛闫閆段雷侯龙龍史陶黎贺賀顾顧毛郝龚龔邵万萬钱錢严嚴覃武戴莫孔向汤湯柯温溫倪施殷庄莊翁简簡骆駱';
export const HAN_NAME = new RegExp(
  String.raw`^(?:欧阳|歐陽|司马|司馬|上官|诸葛|諸葛|东方|東方|[${SURNAMES}])\p{Script=Han}{1,2}(?!\p{Script=Han})`,
  'u',
);

/**
 * A Japanese name before "です / と申します": a kanji family name and a given name in kanji or
 * katakana ("中村ユキ", "森田大輔"), or a foreign name in katakana with its middle dot. Katakana
 * alone is mostly a loanword ("デザイナーです"), so it needs the dot.
 */
const JA_NAME =
  /^(?:[\p{Script=Han}]{1,3}(?:[\p{Script=Katakana}ー]{1,6}|[\p{Script=Han}]{1,3})|[\p{Script=Katakana}ー]{2,8}・[\p{Script=Katakana}ー]{2,8})/u;
/** What a Japanese introduction ends with: "<name>です", "<name>と申します", "私は<name>です". */
const JA_SAY = /^\s*(?:です|と申します|といいます|と言います|でーす|っす)(?![\p{L}])/u;
const JA_TOPIC = /^(?:私|わたし|僕|ぼく|俺)は\s*/u;
/** A kanji word for a role, not a name ("店長です", "担当です"): it ends in a role's character. */
const JA_ROLE = /[長者員師主当表家]$/u;
/** Kanji words that answer, not name ("了解です", "大丈夫です"). */
const JA_NOT_A_NAME = /^(?:了解|承知|大丈夫|以上|最高|無理|本当|確認|問題|同感|賛成|反対|結構|残念|心配|安心)/u;

/**
 * Capitalised words at the head of a sentence that are no one's name: sentence openers, forms of
 * address and courtesy titles (after which the name is someone else's: "Hi Mr Hale", "Hallo Frau
 * Brandt"), greetings to a group, and the adverbs and conjunctions a sentence opens with ("Jetzt das
 * Ladenschild": German capitalises the noun after the article, which passes as a name particle).
 * Closed class, per language.
 */
const NOT_A_NAME =
  /^(?:now|then|today|tomorrow|here|next|first|also|still|and|but|jetzt|dann|heute|morgen|hier|nun|noch|auch|erst|zuerst|danach|aber|und|ahora|hoy|luego|aquí|también|primero|después|mañana|pero|теперь|сейчас|сегодня|потом|здесь|тут|также|ещё|сначала|завтра|quick|question|thanks|thank|good|great|happy|new|hope|just|sorry|please|dear|all|team|everyone|folks|guys|there|again|friends?|boss|not|so|very|mr|mrs|ms|miss|dr|prof|sir|madam|kurze|frage|kleine|liebe|lieber|schöne|gute|neue|danke|bitte|alle|leute|zusammen|kollegen|grüße|herr|frau|pregunta|rápida|gracias|equipo|amigos|amigas|todos|chicos|gente|señor|señora|señorita|don|doña|sr|sra|быстрый|вопрос|коллеги|друзья|команда|ребята|спасибо|всем|все|господин|госпожа|уважаемый|уважаемая)$/iu;

/** A Russian patronymic: "Анна Петровна" after a greeting is how the person addresses someone else. */
const PATRONYMIC = /(?:овна|евна|ична|инична|ович|евич|ьич)$/u;

/** A subject noun or value word of every table of the word's script ("Navy", "Blue"). */
function namesSubject(word: string): boolean {
  return tablesFor(word).some((t) =>
    [...t.nouns, ...t.values].some(([, words]) => new RegExp(`^(?:${words})$`, 'iu').test(word)),
  );
}

/** A cased name read at `rest`'s start, with what must follow it; undefined when it is none. */
function casedName(rest: string, minWords: number): string | undefined {
  const name = CASED_NAME.exec(rest)?.[0];
  if (!name) return undefined;
  const words = name.split(/\s+/u).filter((w) => /^\p{Lu}/u.test(w));
  if (words.length < minWords) return undefined;
  if (words.some((w) => NOT_A_NAME.test(w) || TYPEFACE_WORD.test(w))) return undefined;
  // "Navy Blue" is a colour; "Amber Lewis" a name: only a run of subject and value words alone is none.
  if (words.every((w) => namesSubject(w))) return undefined;
  // A longer run of capitals ("Danny Ocampo Design Studio") is a business's or a title's, not one name.
  if (/^\s+\p{Lu}/u.test(rest.slice(name.length))) return undefined;
  return name;
}

/** Where a name may end: a clause break, the sentence's end, a lowercase word or another script. */
const ENDS = /^(?:\s*$|\s*[,.;:!—–()（）、，。！]|\s+-\s|\s+(?!\p{Lu})\S)/u;

/** What the extractor knows around the sentence: the sentence after it, and whether this one is surely a request. */
export interface Around {
  /** The next sentence of the message, when it is not surely a request, a one-off or a forget. */
  following?: Following;
  /** The heads read this sentence surely as a request, a one-off or a forget. */
  requested?: boolean;
}

/**
 * "hi, I'm Ann Ryder, I run a bakery", "Ann Ryder here", "hola! Ana de la Cruz, dueña de…",
 * "Guten Tag, ich bin Lena Vogt", "здравствуйте, меня зовут Ирина Волкова", "你好，我是周晓梅",
 * "はじめまして、森田大輔です": a person opening a chat with their own full name, in a message that
 * goes on to their business or the request, often in another language than the greeting. The
 * introduction shapes (introduction.ts) read a first name with the business after "from"; a full
 * name with a comma after it was read as part of the sentence, and the heads then put the
 * sentence on the business's name (the workspace's) or nowhere (B11h12: a name said in chat kept
 * 17 times of 54). Read by grammar: the name is the person's (subject `person`, as an
 * introduction's), its excerpt the words that say it. Never in a question.
 *
 * At the opening of a message the name may also stand bare, with no greeting (ADR 0079):
 * "Desmond Achebe. I fix radios…", "Owen Tregarthen, I've got a café on the harbour, …", "Полина
 * Гришина. Кондитерская «…»" — when what follows it describes the speaker or names their business
 * (bare-name.ts). The business named in the clause after a bare name ("…, I run Harbour Light
 * Yoga") is the company.
 */
export function fullNameOf(sentence: string, place: Place, around: Around = {}): Introduction | undefined {
  if (/[?？]/u.test(sentence)) return undefined;
  const text = sentence.trim();
  // A line of notes may open with a bullet or an emoji ("📌 <name>"): it is skipped as a greeting is.
  const bullet = BULLET.exec(text)?.[0] ?? '';
  const greeting = bullet + (GREETING.exec(text.slice(bullet.length))?.[0] ?? '');
  const rest = text.slice(greeting.length);
  // Greeted: a greeting before the name, in this sentence or the ones before it.
  const greeted = greeting.length > bullet.length || place === 'greeted';
  const found = said(rest, greeted || place === 'opening', greeted, around);
  if (!found) return undefined;
  const at = greeting.length + found.start;
  const read = (piece: string, scope: 'user' | 'workspace') =>
    ({ sentence: piece, kind: 'fact', probability: FULL_NAME_CONFIDENCE, scope, topic: 'name' }) as const;
  const company = found.company && greeting.length + found.company.start;
  return {
    name: { ...read(text.slice(at, at + found.length), 'user'), subject: 'person' },
    ...(found.company && company
      ? { company: read(text.slice(company, company + found.company.length), 'workspace') }
      : {}),
  };
}

/**
 * Whether a sentence opens, after a bullet and greetings, with a full name in a cased script
 * ("Hallo, Katrin Lorenz vom …", "Hello love, Ann Ryder.", "Ann Ryder, …"): two capitalised words or
 * more that are no business's, place's, title's or typeface's by their form, no address with a
 * patronymic. Read without what follows, for a sentence already read as about the person (ADR 0081).
 */
export function opensWithFullName(sentence: string, lang?: string): boolean {
  const text = sentence.trim();
  const bullet = BULLET.exec(text)?.[0] ?? '';
  const rest = text.slice(bullet.length);
  const greeting = GREETING.exec(rest)?.[0] ?? '';
  // German capitalises every noun ("Meine Schwester und ich …"): a name opens a sentence only after a greeting.
  if (lang === 'de' && !greeting) return false;
  // "Hello love, …", "Hi all, …": a word of address after the greeting, up to its comma.
  const addressed = greeting ? (/^\p{Ll}+,\s*/u.exec(rest.slice(greeting.length))?.[0] ?? '') : '';
  const name = casedName(rest.slice(greeting.length + addressed.length), 2);
  return !!name && !notAPersonsName(name) && !PATRONYMIC.test(name);
}

/**
 * Whether a full name in a cased script stands anywhere past a sentence's first word ("En todo lo
 * que firme pon <Given Family>, …"): two capitalised words or more that are no business's, place's,
 * title's or typeface's by their form, no address with a patronymic (ADR 0081). Not in German.
 */
export function hasFullName(sentence: string, lang?: string): boolean {
  // German capitalises every noun: "die Buchhandlung <Name>" is a business and its name, not a person's.
  if (lang === 'de') return false;
  for (const m of sentence.matchAll(/(?<=[\s,;:«"“„(])\p{Lu}/gu)) {
    // Inside a run of capitals ("New York Bagels"), only the run's first word starts a name.
    if (/\p{Lu}[\p{L}'’-]*\s+$/u.test(sentence.slice(0, m.index))) continue;
    const name = casedName(sentence.slice(m.index), 2);
    if (name && !notAPersonsName(name) && !PATRONYMIC.test(name)) return true;
  }
  return false;
}

interface Said {
  start: number;
  length: number;
  /** The clause after a bare name that names the business, where it is in `rest`. */
  company?: { start: number; length: number };
}

/** The name said at the start of `rest`: where its excerpt starts in `rest` and how long it is. */
function said(rest: string, opening: boolean, greeted: boolean, around: Around): Said | undefined {
  // Japanese: "<name>です", "私は<name>です", "<name>と申します" — the verb after the name.
  const topic = JA_TOPIC.exec(rest)?.[0] ?? '';
  const jaName = JA_NAME.exec(rest.slice(topic.length))?.[0] ?? casedName(rest.slice(topic.length), 2);
  if (jaName && (greeted || topic || /^と申/u.test(rest.slice(topic.length + jaName.length).trim()))) {
    const verb = JA_SAY.exec(rest.slice(topic.length + jaName.length));
    if (verb && !(JA_NAME.test(jaName) && (JA_ROLE.test(jaName) || JA_NOT_A_NAME.test(jaName))))
      return { start: topic.length, length: jaName.length + verb[0].length };
  }
  // "and I'm …", "übrigens, ich bin …", "кстати, я …": a connective before the copula is no one's name.
  const lead = LEAD.exec(rest)?.[0] ?? '';
  for (const { re, naming, opening: onlyOpening } of SAY) {
    const say = re.exec(rest.slice(lead.length));
    if (!say || (onlyOpening && !opening)) continue;
    const after = rest.slice(lead.length + say[0].length);
    const name = HAN_NAME.exec(after)?.[0] ?? casedName(after, naming ? 1 : 2);
    if (name && ENDS.test(after.slice(name.length))) return { start: lead.length, length: say[0].length + name.length };
  }
  // Bare, at the start of a message: "<Name Surname> here", or after a greeting "<Name Surname>, …".
  if (!opening) return undefined;
  const name = casedName(rest, 2);
  // "Kestrel Valley Roofing", "New York", "Creative Director", "Merry Christmas": capitals that are no person's name.
  if (!name || notAPersonsName(name)) return undefined;
  const after = rest.slice(name.length);
  if (HERE.test(after)) return { start: 0, length: name.length };
  // Russian address: "Добрый день, Анна Петровна, …" greets someone by name and patronymic.
  if (PATRONYMIC.test(name)) return undefined;
  const setOff = /^\s*(?:[,—–]|\s-\s)\s*(?=\S)/u.exec(after);
  if (setOff) {
    // Set off by a comma and followed by more: after a greeting ("Orla Byrne, I make candles"), or
    // at the message's start when the rest says who the speaker is ("Owen Tregarthen, I've got…"). A
    // capitalised line on its own after a greeting is as often the business's name or a list's
    // entry ("Castellan Records", "Imkerei Vosshof" under "hi"), which the form cannot tell.
    const clauseAt = name.length + setOff[0].length;
    const clause = rest
      .slice(clauseAt)
      .replace(/[\s\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}\u{200D}.!。！~]+$/u, '');
    const describes = !around.requested && describesSelf(clause);
    if (!greeted && !describes) return undefined;
    const business = describes ? businessClause(clause) : undefined;
    const company = business ? { start: clauseAt, length: business.length } : undefined;
    return { start: 0, length: name.length, ...(company ? { company } : {}) };
  }
  // Standing alone ("Desmond Achebe.", "Hiya, Rosa Lindqvist."): the person's name when the next sentence says
  // who they are or what they run ("I fix radios…", "The bakery is called…", "Кондитерская «…»").
  const { following } = around;
  const alone = /^[\s.!。！]*$/u.test(after);
  return alone && !around.requested && following && (following.business || describesSelf(following.sentence))
    ? { start: 0, length: name.length }
    : undefined;
}
