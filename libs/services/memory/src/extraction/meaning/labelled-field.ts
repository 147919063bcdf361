import type { Topic } from './statement-labels';
import { contentOf, type ReadSentence } from './statement-candidate';
import { aboutSomeoneElse } from './someone-else';
import { avoids, saysOnce, tableOf, topicOf } from './statement-slots';
import { hasClauses, settledPart } from './unsettled';

/** Read by grammar, as a name answer is: stated, at the profile's bar. */
const FIELD_CONFIDENCE = 0.6;

/** The slot a label names: who the person is, the business, its colour, its typeface, the format, what to avoid. */
export type FieldSlot = 'name' | 'company' | 'colour' | 'font' | 'format' | 'avoid';

/**
 * The labels people give their own notes' fields, per slot, in the six languages — a closed class:
 * the slot's noun, its usual abbreviations and the possessive or "brand"/"house" words set before
 * it. The label must be the whole of what stands before the separator, so "my sister's shop: …",
 * "competitor: …" or "client: …" name someone else's value and are no field of the person's.
 */
const LABELS: Record<FieldSlot, RegExp> = {
  name: new RegExp(
    '^(?:' +
      [
        '(?:my\\s+|full\\s+|your\\s+)?name|me|i|who',
        '(?:mi\\s+)?nombre(?:\\s+completo)?|yo',
        '(?:mein\\s+)?name|vor-?\\s*und\\s+nachname|ich',
        '(?:мо[её]\\s+)?имя|фио|я|кто',
        '名字|姓名|名|我|本人',
        '名前|氏名|お名前|わたし|私|自分',
      ].join('|') +
      ')$',
    'iu',
  ),
  company: new RegExp(
    '^(?:' +
      [
        '(?:my\\s+|our\\s+)?(?:company|co|biz|business|shop|store|studio|brand|firm|workshop|practice|clinic|bakery|caf[eé]|agency|company\\s+name|business\\s+name|shop\\s+name|brand\\s+name)',
        '(?:mi\\s+|nuestra?\\s+)?(?:empresa|negocio|marca|tienda|estudio|taller|cl[ií]nica|consulta|agencia|panader[ií]a|nombre\\s+de\\s+(?:la\\s+)?(?:empresa|marca|tienda|negocio))',
        '(?:meine?\\s+|unsere?\\s+)?(?:firma|firmenname|laden|betrieb|werkstatt|studio|marke|praxis|gesch[aä]ft|unternehmen|agentur|b[aä]ckerei)',
        '(?:мо[йяё]\\s+|наш[аи]?\\s+)?(?:компания|фирма|бизнес|магазин|студия|мастерская|бренд|клиника|агентство|пекарня|дело|название(?:\\s+(?:компании|бренда|магазина))?)',
        '公司|公司名|店|店名|品牌|工作室|商号|诊所|门店|工坊|机构',
        '会社|会社名|屋号|店|店名|ブランド|工房|医院|クリニック|事務所|スタジオ',
      ].join('|') +
      ')$',
    'iu',
  ),
  colour: new RegExp(
    '^(?:' +
      [
        '(?:my\\s+|our\\s+)?(?:(?:brand|house|main|primary|signature|shop)\\s+)?colou?rs?',
        '(?:mi\\s+|nuestro\\s+)?colou?r(?:es)?(?:\\s+(?:de\\s+(?:la\\s+)?marca|principal|corporativo))?',
        '(?:meine?\\s+|unsere?\\s+)?(?:haus|marken|haupt|firmen)?farben?',
        '(?:мой\\s+|наш\\s+)?(?:(?:фирменный|основной|главный)\\s+)?цвета?',
        '颜色|主色|主色调|品牌色|色|配色|主题色',
        '色|カラー|ブランドカラー|メインカラー|テーマカラー|イメージカラー',
      ].join('|') +
      ')$',
    'iu',
  ),
  font: new RegExp(
    '^(?:' +
      [
        '(?:my\\s+|our\\s+)?(?:fonts?|typefaces?|type|typography|font\\s+family)',
        '(?:mi\\s+|nuestra\\s+)?(?:fuentes?|tipograf[ií]as?|letra|tipo\\s+de\\s+letra)',
        '(?:meine?\\s+|unsere?\\s+)?(?:schrift|schriftart|schriften|font)',
        '(?:мой\\s+|наш\\s+)?(?:шрифты?|тип\\s+шрифта|гарнитура)',
        '字体|字型',
        'フォント|書体',
      ].join('|') +
      ')$',
    'iu',
  ),
  format: new RegExp(
    '^(?:' +
      [
        '(?:my\\s+|our\\s+)?(?:formats?|file\\s+formats?|sizes?)',
        '(?:mi\\s+|nuestro\\s+)?(?:formatos?|tamaños?)',
        '(?:meine?\\s+|unsere?\\s+)?(?:formate?|dateiformate?|gr[öo]ßen?)',
        '(?:мой\\s+|наш\\s+)?(?:форматы?|размеры?)',
        '格式|尺寸|规格',
        '形式|フォーマット|サイズ',
      ].join('|') +
      ')$',
    'iu',
  ),
  avoid: new RegExp(
    '^(?:' +
      [
        "(?:please\\s+|pls\\s+)?(?:avoid|no|never|nope|don['’]?ts?|do\\s+not\\s+use|not\\s+this|avoid\\s+list)",
        '(?:por\\s+favor\\s+)?(?:evitar|nada\\s+de|nunca|no|fuera|prohibido)',
        '(?:bitte\\s+)?(?:vermeiden|nicht|nie|kein(?:e|en)?|no-?gos?|tabu)',
        '(?:пожалуйста,?\\s+)?(?:избегать|не\\s+надо|нельзя|никогда|без|не\\s+использовать)',
        '避免|不要|别|禁止|不用',
        'ng|避けたい|避ける|禁止|なし|やめて(?:ほしい)?|使わない',
      ].join('|') +
      ')$',
    'iu',
  ),
};

const SLOTS = Object.keys(LABELS) as FieldSlot[];

/** A line's bullet, number, heading mark or emoji, before the label. */
const LEAD = /^[\s\-*•·・‣▪◦#>]*(?:\d{1,2}[.)）]\s*)?(?:[\p{Extended_Pictographic}\u200d\ufe0f]+\s*)*/u;
/** What sets a field's value off its label: a colon, an arrow, an equals sign, a dash, a pipe or a chevron. */
const SEPARATOR = /^(.{1,40}?)\s*(:|：|→|->|=>|⇒|➜|➡️?|=|—|–|\s-\s|>|»)\s*(.+)$/u;
/**
 * A dash after "no", "nope", "nunca", "не надо", "不要"… is how an answer is punctuated ("No – Lato,
 * not Lora", "nope — the darker blue"), not a field: a thing to avoid is set off by a colon or an arrow.
 */
const DASH = /^(?:—|–|\s-\s)$/u;
/** A label alone on a line (a heading), maybe with a colon or a pointing emoji: the lines below it are its values. */
const HEADING_END = /\s*(?:[:：]|[\p{Extended_Pictographic}\u200d\ufe0f]+)?\s*$/u;
const HEADING_MARK = /(?:[:：]|[\p{Extended_Pictographic}\u200d\ufe0f]+)\s*$/u;
/** Pieces of one line, several fields in a row ("Name: … | Co: … | Colour: …"). */
const PIECES = /\s*[|｜／]\s*/u;
/** An aside or a one-off in brackets opens the line: no field. */
const BRACKETED = /^[([（【「〔]/u;
/** A heading's value is one short item of a list, not a sentence. */
const MAX_ITEM_WORDS = 8;
const MAX_ITEM_CHARS = 40;

const slotOfLabel = (label: string): FieldSlot | undefined => {
  const words = label.replace(/[*_~`]+/gu, '').trim();
  return words ? SLOTS.find((s) => LABELS[s].test(words)) : undefined;
};

const TOPIC: Record<Exclude<FieldSlot, 'avoid'>, Topic> = {
  name: 'person',
  company: 'name',
  colour: 'colour',
  font: 'font',
  format: 'format',
};

/** One field the person's notes give: the reading, and the line it is on (a substring of the text). */
export interface Field {
  read: ReadSentence;
  line: string;
  /**
   * What the field states, cut to what the person settled on (ADR 0084): "Schrift: Archivo war zu
   * breit, wir nehmen Geist" states "wir nehmen Geist". Undefined when nothing settled is left
   * ("Farbe: vielleicht Petrol?"): the line is still the field's, but it states nothing new.
   */
  settled: string | undefined;
}

/** An aside in brackets after the value ("Schafwollweiß (das Lila war zu laut)"): a clause of its own. */
const ASIDE = /\s*[(（]([^()（）]*)[)）]/gu;

/** The value cut to what the person settled on, each aside in brackets cut on its own; undefined when nothing is left. */
function settledValue(value: string): string | undefined {
  const main = settledPart(value.replace(ASIDE, '').trim());
  if (main === undefined) return undefined;
  if (!ASIDE.test(value)) return main;
  ASIDE.lastIndex = 0;
  const asides = [...value.matchAll(ASIDE)].filter((m) => settledPart(m[1]) === m[1]).map((m) => m[0]);
  const part = main + asides.join('');
  return part.replace(/\s+/gu, '') === value.replace(/\s+/gu, '') ? value : part;
}

/**
 * The field's content as settled: its value cut by `settledPart`, set back after its label so the
 * content reads as a field's does. A thing to avoid is left as read: its value is what it turns
 * down. So is a name said alone ("名前：石原颯太"): a proper noun is no hedge or verdict, whatever
 * its letters; a name field is cut only when it says more ("Firma: Tallo war vergeben, wir heißen Brote").
 */
function settledOf(slot: FieldSlot, excerpt: string, value: string): string | undefined {
  if (slot === 'avoid' || ((slot === 'name' || slot === 'company') && !hasClauses(value))) return contentOf(excerpt);
  const part = settledValue(value);
  if (part === undefined) return undefined;
  return contentOf(part === value ? excerpt : excerpt.slice(0, excerpt.length - value.length) + part);
}

function readingOf(slot: FieldSlot, excerpt: string, value: string): ReadSentence | undefined {
  if (!/\p{L}|\p{N}/u.test(value)) return undefined;
  // A value said for one occasion, or someone else's, is the sentence's to read, not a field of the person's.
  if (saysOnce(excerpt, tableOf(excerpt)) || aboutSomeoneElse(excerpt)) return undefined;
  if (slot === 'avoid') {
    const topic = topicOf(value, tableOf(value), { topic: 'imagery' });
    return {
      sentence: excerpt,
      kind: 'preference',
      probability: FIELD_CONFIDENCE,
      scope: 'user',
      topic,
      subject: `avoid: ${topic}`,
    };
  }
  const topic = TOPIC[slot];
  return {
    sentence: excerpt,
    kind: slot === 'format' ? 'preference' : 'fact',
    probability: FIELD_CONFIDENCE,
    scope: slot === 'name' || slot === 'format' ? 'user' : 'workspace',
    topic,
  };
}

/** What sets a table's cells apart, tried in turn: a tab, a pipe, a semicolon, a comma (a spreadsheet's row as copied or exported). */
const CELL_SEPARATORS = [/\t/u, /\s*[|｜]\s*/u, /\s*[;；]\s*/u, /\s*[,，]\s*/u];

/** A table's header row: the separator its cells are split by, and the slot each column's label names. */
interface Header {
  separator: RegExp;
  slots: Array<FieldSlot | undefined>;
}

const cellsOf = (line: string, separator: RegExp) => {
  const cells = line.split(separator).map((c) => c.trim());
  // "| name | company |": the pipes at the ends open and close the row, no cells.
  return cells.slice(cells[0] === '' ? 1 : 0, cells.at(-1) === '' ? -1 : undefined);
};

/**
 * A header row of a table ("name | company | colour", "Name\tFirma\tFarbe"): two labelled columns or
 * more, most of its cells labels. "No" heads a column of row numbers, not of things to avoid.
 */
function headerOf(line: string): Header | undefined {
  for (const separator of CELL_SEPARATORS) {
    const cells = cellsOf(line, separator);
    if (cells.length < 2) continue;
    const slots = cells.map((c) => {
      const slot = slotOfLabel(c);
      return slot === 'avoid' ? undefined : slot;
    });
    const labelled = slots.filter(Boolean).length;
    if (labelled >= 2 && labelled * 2 >= cells.length) return { separator, slots };
  }
  return undefined;
}

/** The row under a header: each labelled column's cell a field, its excerpt the cell itself. */
function rowFields(header: Header, line: string): Field[] {
  const cells = cellsOf(line, header.separator);
  if (cells.length !== header.slots.length) return [];
  return cells.flatMap((cell, i) => {
    const slot = header.slots[i];
    const read = slot && cell ? readingOf(slot, cell, cell) : undefined;
    return read && slot ? [{ read, line, settled: settledOf(slot, cell, cell) }] : [];
  });
}

/**
 * The fields of the person's own notes (ADR 0076): a line "label: value" ("name: …", "Farbe → …",
 * "颜色：…", "色：…"), several in a row split by pipes, or a heading that is a label alone ("## avoid",
 * "me:", "形式👇") with the list item below it as its value — the first short item (a later one on
 * the same slot would replace it), an item that says what not to use as the thing to avoid, until
 * a blank line or the next heading. The label decides the slot, its words a closed
 * class per language; each field's excerpt is its own piece of the line, its content only what the
 * person settled on (ADR 0084: the fields are read after the sentences and take their place).
 */
export function labelledFields(text: string): Field[] {
  const fields: Field[] = [];
  let heading: { slot: FieldSlot } | undefined;
  let header: Header | undefined;
  const taken = new Set<FieldSlot>();
  for (const raw of text.split(/\r?\n/u)) {
    const line = raw.trim();
    if (!line) {
      heading = undefined;
      continue;
    }
    // A spreadsheet's row under its header row (ADR 0090): the first row only, the next would be another record.
    if (header) {
      const row = rowFields(header, line);
      header = undefined;
      if (row.length > 0) {
        fields.push(...row);
        continue;
      }
    }
    header = headerOf(line);
    if (header) continue;
    const body = line.slice(LEAD.exec(line)?.[0].length ?? 0).trim();
    if (!body || BRACKETED.test(body)) continue;
    // A heading is marked as one: a "#" before it, or a colon or a pointing emoji after it.
    const alone = slotOfLabel(body.replace(HEADING_END, ''));
    if (alone && (line.startsWith('#') || HEADING_MARK.test(body))) {
      heading = { slot: alone };
      continue;
    }
    const pieces = body.split(PIECES);
    const own: Field[] = [];
    for (const piece of pieces) {
      const m = SEPARATOR.exec(piece);
      const slot = m && slotOfLabel(m[1]);
      const read = slot && !(slot === 'avoid' && DASH.test(m[2])) ? readingOf(slot, piece, m[3]) : undefined;
      if (read && slot) own.push({ read, line, settled: settledOf(slot, piece, m[3]) });
    }
    if (own.length > 0) {
      fields.push(...own);
      heading = undefined;
      continue;
    }
    if (!heading) continue;
    // An item that says what not to use ("no gradients") under another heading is a thing to avoid.
    const slot = heading.slot !== 'avoid' && avoids(body, tableOf(body)) ? 'avoid' : heading.slot;
    const short = body.split(/\s+/u).length <= MAX_ITEM_WORDS && body.length <= MAX_ITEM_CHARS;
    // One value per slot: a later item on the same slot would replace the first one.
    if (short && !taken.has(slot)) {
      const read = readingOf(slot, body, body);
      if (read) {
        fields.push({ read, line, settled: settledOf(slot, body, body) });
        taken.add(slot);
      }
    }
    if (heading.slot !== 'avoid' && heading.slot !== 'format') heading = undefined;
  }
  return fields;
}
