import type { Lang, PhraseTable } from '../offline/phrase-table';
import { GREETING, GREETINGS_BEFORE } from './greeting';
import type { ReadSentence } from './statement-candidate';
import { tablesByGuess } from './statement-slots';

/** Read by grammar, as a name answer is: stated, at the profile's bar. */
const INTRODUCTION_CONFIDENCE = 0.6;

/** A word typed as a name on a phone: letters only, in any case ("winifred", "Даша"). */
const WORD = String.raw`[\p{L}’'-]{2,15}`;
/** The business: a few words up to a clause break, an emoji or the next clause's opener (cut below). */
const ORG = String.raw`[^,.!?;:()\n]+`;

/**
 * How a person introduces themselves with their business in a greeting, per language: `name` the
 * person, `org` the business. Closed-class words only (copulas, "from", "here", greetings).
 * `at`: a shape that is an introduction only at the start of a message ("fergal here"), or only
 * right after a greeting ("嗨嗨 川渝小灶的陈琳"), not inside another statement.
 */
const SHAPES: Partial<Record<Lang, Array<{ re: RegExp; at?: 'opening' | 'greeted' }>>> = {
  en: [
    {
      re: new RegExp(
        String.raw`(?:^|[\s,!])(?<say>it['’]?s|this\s+is|i['’]?m|i\s+am)\s+(?<name>${WORD})\s+(?:from|at|@)\s+(?:the\s+)?(?<org>${ORG})`,
        'diu',
      ),
    },
    {
      re: new RegExp(
        String.raw`^${GREETINGS_BEFORE}(?<name>${WORD})\s+here\b(?!['’])(?:\s+(?:from|at)\s+(?:the\s+)?|\s+)?(?<org>${ORG})?`,
        'diu',
      ),
      at: 'opening',
    },
    {
      re: new RegExp(String.raw`^${GREETINGS_BEFORE}(?<say>i['’]?m|i\s+am)\s+(?<name>${WORD}),`, 'diu'),
      at: 'opening',
    },
  ],
  es: [
    {
      re: new RegExp(
        String.raw`(?:^|[\s,!¡])(?<say>soy|me\s+llamo)\s+(?:el\s+|la\s+)?(?<name>${WORD})\s*,?\s+(?:de|del|desde|llevo)\s+(?:(?:la|el|los|las)\s+)?(?<org>${ORG})`,
        'diu',
      ),
    },
    { re: new RegExp(String.raw`^${GREETINGS_BEFORE}(?<say>soy)\s+(?<name>${WORD}),`, 'diu'), at: 'opening' },
  ],
  de: [
    {
      re: new RegExp(
        String.raw`(?:^|[\s,!])(?<say>ich\s+bin)\s+(?:die\s+|der\s+)?(?<name>${WORD})\s+(?:vom|von\s+der|von\s+dem|von|aus\s+dem|aus\s+der)\s+(?<org>${ORG})`,
        'diu',
      ),
    },
    {
      re: new RegExp(
        String.raw`^${GREETINGS_BEFORE}(?<name>${WORD})\s+hier\b(?:\s+(?:vom|von\s+der|von\s+dem|von|aus\s+dem|aus\s+der|bei)\s+|\s+)?(?<org>${ORG})?`,
        'diu',
      ),
      at: 'opening',
    },
    {
      re: new RegExp(
        String.raw`${GREETING.source}(?<name>${WORD})\s+(?:vom|von\s+der|von\s+dem)\s+(?<org>${ORG})`,
        'diu',
      ),
      at: 'opening',
    },
  ],
  ru: [
    {
      re: new RegExp(
        String.raw`(?:^|[\s,!])(?<say>это|я)\s+(?<name>${WORD})\s*,?\s+(?:из|со|с)\s+(?<org>${ORG})`,
        'diu',
      ),
    },
    { re: new RegExp(String.raw`^${GREETINGS_BEFORE}(?<say>я)\s+(?<name>${WORD}),`, 'diu'), at: 'opening' },
  ],
  zh: [
    { re: /^我是(?<org>[\p{Script=Han}\p{L}\p{N}&·]{2,12})的(?<name>\p{Script=Han}{2,3})$/du },
    // Bare, "<x>的<y>" is any noun phrase ("…的鸭子"): an introduction only right after a greeting.
    { re: /^(?<org>[\p{Script=Han}\p{L}\p{N}&·]{2,12})的(?<name>\p{Script=Han}{2,3})$/du, at: 'greeted' },
  ],
  ja: [
    {
      re: /^(?<org>[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー\p{L}\p{N}&・]{2,16})の(?<name>[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー]{1,5}?)(?:です|と申します|でーす|っす)$/du,
      at: 'opening',
    },
  ],
};

/**
 * What ends the business's name in a run-on: the next clause's opener (a pronoun, "need", "can",
 * "pls", "and"…). Cased scripts only; Chinese and Japanese shapes take the whole sentence.
 */
const OPENERS: Partial<Record<Lang, RegExp>> = {
  en: /\s(?:i|we|need|needs|can|could|would|pls|plz|please|and|so|but|just|also|thanks|thx|w\/|with)\b/iu,
  es: /\s(?:y|necesito|quiero|quisiera|me|te|q|que|porfa|pero|tb|también|para|pa)(?![\p{L}])/iu,
  de: /\s(?:und|ich|wir|brauch\p{L}*|kannst|könntest|bitte|aber|für|mit)(?![\p{L}])/iu,
  ru: /\s(?:и|нужна|нужен|нужно|нужны|надо|хочу|хотим|сделай|сделайте|можешь|можете|а|но|для)(?![\p{L}])/iu,
};

/** Words that sit where a name would and are not one (pronouns, adverbs, roles, states). */
const NOT_A_NAME: Partial<Record<Lang, RegExp>> = {
  en: /^(?:the|a|an|me|my|our|just|not|so|also|here|there|back|new|only|still|really|about|from|for|with|in|on|out|off|done|sorry|good|fine|ok|okay|all|now|over|home|owner|manager|head|one|great|perfect|nice|lovely|cool|amazing|awesome|bad|better|best|wrong|right|too|very|what|how|based|located|named|called|interested|married|retired|tired|excited|pleased|stuck|\p{L}{3,}ing)$/iu,
  es: /^(?:yo|el|la|un|una|muy|nuevo|nueva|nuevos|dueño|dueña|cliente|de|del|tu|su|aquí|ahí|también|solo|sólo|la\s+de)$/iu,
  de: /^(?:ich|wir|du|die|der|das|nur|mal|noch|auch|so|neu|hier|da|wieder|jetzt|gerade|grad|kurz|bitte|danke|ja|nein|farbe|schrift|format|logo)$/iu,
  ru: /^(?:я|мы|ты|не|тут|здесь|буду|хочу|бы|вам|тебе|уже|очень|сама|сам|тоже|просто|снова|опять|только|вот|там|так|ещё|еще|он|она|они|из|с|\p{L}+[юу])$/iu,
};

/**
 * The first person where a Chinese or Japanese shape wants the business: "うちのルールです" is "it's
 * our rule", "我们的小王" no introduction. Closed class per language.
 */
const OWN_PRONOUN = /^(?:うち|私|わたし|あたし|僕|ぼく|俺|おれ|自分|我々|私たち|僕ら|我|我们|咱们|咱|我家|你们)$/u;

/** Where the sentence is: the message's first, right after greetings only, or further in. */
export type Place = 'opening' | 'greeted' | 'inside';

export interface Introduction {
  /** The person's name, its clause quoted ("its winifred"): the person's, subject `person`. */
  name: ReadSentence;
  /** The business, when named ("from nettle & loom"): the workspace's, subject `name`. */
  company?: ReadSentence;
}

/**
 * "hey its winifred from nettle & loom", "soy tere de la frutería", "mattis hier vom radwerk kiez",
 * "это даша из булочной тёплый бок", "川渝小灶的陈琳", "らーめん一番星の悠真です": typed in lowercase and
 * run on into the request, so the heads read the request (or a fact about the person, which puts
 * the business in the person's scope) and the name is lost. Read by grammar: the name is the
 * person's, the business the workspace's, each quoted as its own excerpt (ADR 0071). Never in a
 * question or a forget.
 */
export function introductionOf(sentence: string, place: Place): Introduction | undefined {
  // Short lowercase greetings are a poor guide to the language: every table of the script is tried.
  for (const t of tablesByGuess(sentence)) {
    const found = SHAPES[t.lang] && !t.skip.test(sentence) ? introducedIn(sentence, t, place) : undefined;
    if (found) return found;
  }
  return undefined;
}

function introducedIn(sentence: string, t: PhraseTable, place: Place): Introduction | undefined {
  const bare = sentence.replace(/[\s\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}\u{200D}!！。.~〜]+$/u, '');
  for (const { re, at: where } of SHAPES[t.lang] ?? []) {
    if ((where === 'opening' && place === 'inside') || (where === 'greeted' && place !== 'greeted')) continue;
    const m = re.exec(t.spaced ? sentence : bare);
    const name = m?.groups?.name;
    const at = m?.indices?.groups;
    if (!m || !name || !at?.name || NOT_A_NAME[t.lang]?.test(name) || namesSubject(name, t)) continue;
    if (m.groups?.org && OWN_PRONOUN.test(m.groups.org)) continue;
    const [start, end] = [(at.say ?? at.name)[0], at.name[1]];
    const read = (piece: string, scope: 'user' | 'workspace'): ReadSentence => ({
      sentence: piece,
      kind: 'fact',
      probability: INTRODUCTION_CONFIDENCE,
      scope,
      topic: 'name',
    });
    const org = m.groups?.org && orgOf(m.groups.org, t.lang);
    return {
      // Under the subject a sure reading of who the person is gets (ADR 0052): a name answer, or a
      // rename of the business read in the person's scope, stays off it.
      name: { ...read(sentence.slice(start, end), 'user'), subject: 'person' },
      ...(org ? { company: read(org, 'workspace') } : {}),
    };
  }
  return undefined;
}

/** The business's name: up to the next clause's opener, at most five words; none when nothing is left. */
function orgOf(raw: string, lang: Lang): string | undefined {
  const cut = OPENERS[lang]?.exec(` ${raw}`);
  const org = (cut ? ` ${raw}`.slice(0, cut.index) : ` ${raw}`)
    .replace(/[\s\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}\u{200D}]+$/u, '')
    .trim();
  if (!/\p{L}/u.test(org)) return undefined;
  return lang === 'zh' || lang === 'ja' || org.split(/\s+/u).length <= 5 ? org : undefined;
}

/** A subject noun or value word of the lexicon ("colour", "logo", "teal") is no one's name. */
function namesSubject(word: string, t: PhraseTable): boolean {
  return [...t.nouns, ...t.values].some(([, words]) => new RegExp(`^(?:${words})$`, 'iu').test(word));
}

/**
 * Whether `excerpt` says more than the introduction `taken` from it: three words or more left
 * once it is cut out ("…, I open a tea shop in Manchester, name is …"), in any script.
 */
export function saysMore(excerpt: string, taken: string): boolean {
  const rest = excerpt.replace(taken, ' ');
  return (
    [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(rest)].filter((w) => w.isWordLike).length >= 3
  );
}
