import { tablesFor } from '../offline/languages';
import type { Lang } from '../offline/phrase-table';
import { isPlaceOrTitleWord, notAPersonsName } from './bare-name';
import { HAN_NAME } from './full-name';
import { labelledFields } from './labelled-field';
import { aboutSomeoneElse } from './someone-else';
import type { ReadSentence } from './statement-candidate';

/** Read by layout, as a signature's closing is: stated, at the profile's bar. */
const OWN_PASTE_CONFIDENCE = 0.6;

/**
 * A lead-in that hands over the person's own text, per language — closed class: the first person's
 * possessives and objects ("my", "our", "us"; "mi", "nuestra", "nos"; "mein", "unsere", "uns";
 * "мой", "наш", "нам"; "我的", "我们"; "私の", "うちの", "弊社の") and the nouns of a signature,
 * which a person pastes as their own ("sig", "firma", "Signatur", "подпись", "签名", "署名").
 */
const OWN: Partial<Record<Lang, RegExp>> = {
  en: /\b(?:my|our|ours|mine|us|sig|signature|e-?mail\s+footer)\b/iu,
  es: /(?<![\p{L}])(?:mi|mis|nuestr[oa]s?|nos|firma)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:mein\p{L}*|unser\p{L}*|uns|signatur|e-?mail-?signatur|unterschrift)(?![\p{L}])/iu,
  ru: /(?<![\p{L}])(?:мо[йяеёю]|моего|моей|мои|наш\p{L}*|нам|нас|подпис\p{L}*)(?![\p{L}])/iu,
  zh: /我的|我们|咱们|本店|签名/u,
  ja: /私の|僕の|俺の|うちの|弊社の|当店の|自分の|署名/u,
};

/**
 * The person as the one who received the text ("what the printer sent us:", "lo que nos mandaron:",
 * "was man uns schickte:", "что нам прислали:", "发给我们的：", "うちに届いた："): a mail's sender is then
 * someone else, though a sheet made for them is still theirs. Object pronouns and verbs of
 * receiving, closed class per language.
 */
const RECEIVED: Partial<Record<Lang, RegExp>> = {
  en: /\b(?:us|me|sent|received|got)\b/iu,
  es: /(?<![\p{L}])(?:nos|me|mand\p{L}*|envi\p{L}*|recib\p{L}*|lleg\p{L}*)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:uns|mir|geschickt|geschrieben|bekommen|erhalten)(?![\p{L}])/iu,
  ru: /(?<![\p{L}])(?:нам|мне|нас|меня|прислал\p{L}*|пришл\p{L}*|получил\p{L}*|написал\p{L}*)(?![\p{L}])/iu,
  zh: /给我|发我|收到|发来|寄来/u,
  ja: /私に|うちに|届いた|来た|もらった|受け取った/u,
};

/**
 * Someone else named as the text's owner or sender — closed class: the roles a person forwards
 * text from (client, customer, supplier, partner, competitor) and the third person's possessives,
 * per language, beside the tables' `theirs` and the relations someone-else.ts reads.
 */
const OTHERS: Partial<Record<Lang, RegExp>> = {
  en: /\b(?:clients?|customers?|suppliers?|vendors?|partners?|competitors?|rivals?|their|his|her|they|he|she)\b/iu,
  es: /(?<![\p{L}])(?:client[ea]s?|proveedor(?:es|a)?|socio|socia|competencia|competidor(?:es)?|su|sus|ellos|ellas|él|ella)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:kund(?:e|in|en)|lieferant\p{L}*|partner\p{L}*|konkurren\p{L}*|ihre?[mnrs]?|sein\p{L}*|sie|er)(?![\p{L}])/u,
  ru: /(?<![\p{L}])(?:клиент\p{L}*|заказчи\p{L}*|поставщи\p{L}*|партн[её]р\p{L}*|конкурент\p{L}*|их|его|её|ее|он|она|они)(?![\p{L}])/iu,
  zh: /客户|顾客|供应商|合作方|对手|竞争|他的|她的|他们|她们|对方/u,
  ja: /お客|客先|クライアント|取引先|先方|仕入れ先|業者|競合|ライバル|彼の|彼女の/u,
};

/**
 * Whether the person's words before a pasted block claim it as theirs ("here's my sig for the
 * footer:", "te pego nuestra ficha:", "meine Signatur:", "моя подпись:", "我的签名：", "うちのブランド表です：")
 * and name no one else as its owner or sender ("our client's brief:", "la firma de mi socia:").
 */
export function claimsAsOwn(leadIn: string): boolean {
  const tables = tablesFor(leadIn);
  if (aboutSomeoneElse(leadIn) || tables.some((t) => t.theirs.test(leadIn))) return false;
  if (tables.some((t) => OTHERS[t.lang]?.test(leadIn))) return false;
  return tables.some((t) => OWN[t.lang]?.test(leadIn) ?? false);
}

/** Whether the lead-in has the person receive the block: then a forwarded mail's sender is not them. */
export function received(leadIn: string): boolean {
  return tablesFor(leadIn).some((t) => RECEIVED[t.lang]?.test(leadIn) ?? false);
}

/** A line of contact details: a phone number, an address with a house number, an email or a web address. */
const CONTACT = /@|https?:|www\.|\.(?:com|net|org)\b|\d[\d\s()./-]{4,}\d|^(?:tel|phone|mob|fax|t|m|e)\b\.?:?\s/iu;
/** The delimiter a signature opens with, or a rule of dashes. */
const RULE = /^\s*(?:--|—|–|_{3,}|-{3,})\s*$/u;
/** A title before a name in a signature ("Dr", "Prof."), and letters after it with two capitals or more ("BDS", "MSc"). */
const TITLE = String.raw`(?:(?:Dr|Prof|Mr|Mrs|Ms|Sr|Sra|Dra|Herr|Frau|Ing)\.?\s+)?`;
const POSTNOMINAL = String.raw`(?:,?\s+(?=\p{L}*\p{Lu}\p{L}*\p{Lu})\p{L}{2,5})?`;
/** A person's name alone on a line, in a cased script: two to four capitalised words, family particles between. */
const CASED_NAME = new RegExp(
  String.raw`^${TITLE}((?:\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}\p{Ll}+)?)(?:\s+(?:(?:van|von|der|de|del|la|da|y)\s+){0,2}\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}\p{Ll}+)?){1,3})${POSTNOMINAL}$`,
  'u',
);
/**
 * A name alone on a line in Chinese — a family name from the closed class full-name.ts reads, and
 * one or two characters — or in Japanese: a kanji family name first, kanji or kana after it, a space
 * between allowed ("大川 ひかり"). Never a line holding the words for a sheet ("品牌手册").
 */
const JA_NAME =
  /^\p{Script=Han}[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{0,3}\s?[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{1,4}$/u;

const cjkName = (line: string): string | undefined => {
  const han = HAN_NAME.exec(line)?.[0];
  if (han === line) return han;
  return JA_NAME.test(line) ? line : undefined;
};

const personsName = (line: string): string | undefined => {
  if (SHEET_WORD.test(line)) return undefined;
  const name = CASED_NAME.exec(line)?.[1] ?? cjkName(line);
  return name && !notAPersonsName(name) ? name : undefined;
};

/** A block wholly in one pair of quotation marks, of any script: what is inside them. */
const QUOTED_BLOCK = /^\s*["“„«「『‘]([^]*)["”“»」』’]\s*$/u;
const unquoted = (block: string) => QUOTED_BLOCK.exec(block)?.[1] ?? block;

/**
 * The sender's line of a mail header, per language ("From:", "De:", "Von:", "От:", "发件人：", "差出人："),
 * the name before the address in angle brackets: in an email the person forwards as their own, they sent it.
 */
const SENDER = /^(?:from|de|von|от|发件人|寄件人|差出人)\s*[:：]\s*([^<>@\n]+?)\s*(?:<[^>\n]*>)?$/iu;

/** The sender's name of the first header line whose sender is a person's name. */
function sendersName(lines: string[]): string | undefined {
  for (const line of lines) {
    const sender = SENDER.exec(line)?.[1];
    const name = sender ? personsName(sender) : undefined;
    if (name) return name;
  }
  return undefined;
}

/** A line that states something: no rule, no contact details, and letters in it. */
const stating = (line: string) => !RULE.test(line) && !CONTACT.test(line) && /\p{L}/u.test(line);

/** A reading of a pasted line, with what it states when that is less than the line (a field's settled value). */
export interface PastedReading {
  read: ReadSentence;
  content?: string;
}

const fact = (sentence: string, scope: 'user' | 'workspace', topic: 'person' | 'name'): PastedReading => ({
  read: { sentence, kind: 'fact', probability: OWN_PASTE_CONFIDENCE, scope, topic },
});

/**
 * The words a sheet is called by, not the business it is of, per language — closed class ("brand
 * guidelines v2", "Ficha de marca", "Markenblatt", "брендбук", "品牌手册", "ブランドガイド"): a title of
 * these alone names no business, and read as one it would replace the business's name on its slot.
 */
const SHEET_WORDS =
  /(?<![\p{L}])(?:brand|branding|guidelines?|guide|style|sheet|card|identity|visual|kit|manual|book|notes?|info|details|marca|ficha|gu[ií]a|identidad|estilo|hoja|datos|marke|marken\p{L}*|leitfaden|styleguide|datenblatt|identit[äa]t|blatt|stil|бренд\p{L}*|гайд\p{L}*|фирменн\p{L}*|стил\p{L}*|карточк\p{L}*|паспорт|руководств\p{L}*)(?![\p{L}])|品牌|手册|指南|规范|视觉|说明|ブランド|ガイド(?:ライン)?|マニュアル|表|資料/giu;

const SHEET_WORD = new RegExp(SHEET_WORDS.source, 'iu');
/** The small words between a sheet's words ("Ficha de marca", "guide of the brand", "Blatt der Marke"). */
const BETWEEN =
  /(?<![\p{L}])(?:de|la|del|el|of|the|our|der|die|das|des|unser\p{L}*|нашей|наш\p{L}*|的|の)(?![\p{L}])/giu;

/** Whether a sheet's title names something past the words for a sheet: letters left once they, versions, numbers and marks go. */
const namesMoreThanTheSheet = (title: string) =>
  /\p{L}/u.test(
    title
      .replace(SHEET_WORDS, ' ')
      .replace(BETWEEN, ' ')
      .replace(/(?<![\p{L}])v?\d+(?:\.\d+)*/giu, ' ')
      .replace(/[\p{P}\p{S}]/gu, ' '),
  );

/** A line of a signature that is a job title alone ("Founder", "Creative Director"): the business is on a line after it. */
const titleAlone = (line: string) =>
  line
    .split(/[\s,·|]+/u)
    .filter((w) => /\p{L}/u.test(w))
    .every(isPlaceOrTitleWord);

/**
 * What a block the person pasted as their own states, read by its layout (ADR 0090): a signature —
 * their name alone on its first line — gives their name and, on the next line that is no contact
 * detail, their business ("Hamish Ross / Corrie Bothy Tours · Fort William / +44 …"); a sheet of
 * labelled lines ("colour: kelp green", "Tipografía: Rokkitt") gives its fields, and its title line
 * above them the business ("SALTMARSH CLAYWORKS — brand card"). Anything else in it is left unread:
 * a pasted paragraph is not the person's speech, and its phone numbers are no memory.
 */
export function ownPasteReadings(pasted: string, sentByThem = true): PastedReading[] {
  const block = unquoted(pasted);
  const lines = block
    .split('\n')
    .map((l) => l.trim())
    .filter(stating);
  const fields = labelledFields(block);
  // A field with nothing settled left ("Farbe: vielleicht Petrol?") states nothing (ADR 0084).
  const stated = fields.flatMap((f) => (f.settled === undefined ? [] : [{ read: f.read, content: f.settled }]));
  const onField = (line: string) => fields.some((f) => f.line === line);
  // A forwarded email of the person's own: its sender is them; its body is not read (ADR 0059).
  const sender = sendersName(block.split('\n').map((l) => l.trim()));
  if (sender) return sentByThem ? [fact(sender, 'user', 'person')] : [];
  const first = lines[0];
  if (!first) return [];
  const name = !onField(first) ? personsName(first) : undefined;
  if (name) {
    const business = lines.slice(1).find((l) => !onField(l) && !titleAlone(l));
    return [fact(name, 'user', 'person'), ...(business ? [fact(business, 'workspace', 'name')] : []), ...stated];
  }
  // A title line over a sheet's fields names the business the sheet is of.
  const title =
    fields.length > 0 && !onField(first) && first.split(/\s+/u).length <= 8 && namesMoreThanTheSheet(first)
      ? first
      : undefined;
  return [...(title ? [fact(title, 'workspace', 'name')] : []), ...stated];
}
