/**
 * Native-script lines written in Latin letters the ways people write them (ADR 0089): Russian
 * by two libraries' schemes, the scientific one and the informal one of chats ("ya/ja",
 * "sh/w", "ch/4"); Japanese as Hepburn romaji with long vowels doubled, dropped or with
 * macrons, and as Kunrei; Chinese as pinyin with tone marks, tone digits or none, by syllable
 * or by word. Only for building the romanised-line model; nothing here runs in the router.
 */
import CyrillicToTranslit from 'cyrillic-to-translit-js';
import { transliterate } from 'transliteration';
import { pinyin, segment } from 'pinyin-pro';
import { toRomaji } from 'wanakana';
import { builder, type IpadicFeatures, type Tokenizer } from 'kuromoji';
import { join } from 'node:path';

/** A deterministic choice per line and scheme: the same lines always give the same training text. */
export function chooser(seed: string): <T>(options: readonly T[]) => T {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return (options) => {
    h = Math.imul(h ^ (h >>> 15), 2246822519) >>> 0;
    h = (h + 0x9e3779b9) >>> 0;
    return options[h % options.length];
  };
}

const SCIENTIFIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'ë',
  ж: 'ž',
  з: 'z',
  и: 'i',
  й: 'j',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'c',
  ч: 'č',
  ш: 'š',
  щ: 'šč',
  ъ: 'ʺ',
  ы: 'y',
  ь: 'ʹ',
  э: 'è',
  ю: 'ju',
  я: 'ja',
};

/** The informal chat scheme: each letter one of the ways people type it, chosen per letter. */
const INFORMAL: Record<string, readonly string[]> = {
  а: ['a'],
  б: ['b'],
  в: ['v'],
  г: ['g'],
  д: ['d'],
  е: ['e', 'e', 'ye'],
  ё: ['e', 'yo', 'jo'],
  ж: ['zh', 'j', 'zh'],
  з: ['z'],
  и: ['i'],
  й: ['y', 'i', 'j'],
  к: ['k'],
  л: ['l'],
  м: ['m'],
  н: ['n'],
  о: ['o'],
  п: ['p'],
  р: ['r'],
  с: ['s'],
  т: ['t'],
  у: ['u'],
  ф: ['f'],
  х: ['h', 'kh', 'x'],
  ц: ['c', 'ts', 'tz'],
  ч: ['ch', 'ch', '4'],
  ш: ['sh', 'sh', 'w'],
  щ: ['sch', 'sh', 'w', 'shch'],
  ъ: ['', "'"],
  ы: ['y', 'i', 'y'],
  ь: ['', "'", ''],
  э: ['e'],
  ю: ['yu', 'ju', 'u'],
  я: ['ya', 'ja', 'ia'],
};

function byTable(text: string, pick: (ch: string) => string | undefined): string {
  return [...text]
    .map((ch) => {
      const lower = ch.toLowerCase();
      const out = pick(lower);
      if (out === undefined) return ch;
      return ch === lower ? out : out.charAt(0).toUpperCase() + out.slice(1);
    })
    .join('');
}

const toTranslit = CyrillicToTranslit();

/** A Russian line in each of the four schemes. */
export function romaniseRussian(text: string): string[] {
  const pick = chooser(text);
  return [
    toTranslit.transform(text),
    transliterate(text),
    byTable(text, (ch) => SCIENTIFIC[ch]),
    byTable(text, (ch) => (INFORMAL[ch] ? pick(INFORMAL[ch]) : undefined)),
  ];
}

/** A Chinese line as pinyin: marks by syllable, digits by syllable, plain by word, plain by syllable. */
export function romaniseChinese(text: string): string[] {
  const syllables = (toneType: 'symbol' | 'num' | 'none') => pinyin(text, { toneType, nonZh: 'consecutive' });
  const words = (toneType: 'symbol' | 'none') =>
    segment(text, { toneType })
      .map((w) => w.result.replace(/\s+/g, ''))
      .join(' ');
  return [syllables('symbol'), syllables('num').replace(/0/g, ''), words('none'), syllables('none'), words('symbol')];
}

let tokenizer: Promise<Tokenizer<IpadicFeatures>> | undefined;

/** kuromoji's tokenizer with the dictionary its package ships (loaded once, ~6 s). */
function japaneseTokenizer(): Promise<Tokenizer<IpadicFeatures>> {
  tokenizer ??= new Promise((resolve, reject) =>
    builder({ dicPath: join(require.resolve('kuromoji'), '../../dict') }).build((error, built) =>
      error ? reject(error) : resolve(built),
    ),
  );
  return tokenizer;
}

/** Hepburn to Kunrei: "shi" "si", "sha" "sya", "chi" "ti", "tsu" "tu", "fu" "hu", "ja" "zya". */
const kunrei = (r: string) =>
  r
    .replace(
      /(sh|ch|j)([aiuo])/g,
      (_, c: string, v: string) => `${{ sh: 's', ch: 't', j: 'z' }[c]}${v === 'i' ? '' : 'y'}${v}`,
    )
    .replace(/tsu/g, 'tu')
    .replace(/fu/g, 'hu');

/** Spoken particles as romaji writes them: は "wa", へ "e", を "wo" or "o". */
function tokenRomaji(t: IpadicFeatures, pick: <T>(o: readonly T[]) => T): string {
  if (t.pos === '助詞' && t.surface_form === 'は') return 'wa';
  if (t.pos === '助詞' && t.surface_form === 'へ') return 'e';
  if (t.pos === '助詞' && t.surface_form === 'を') return pick(['wo', 'o']);
  return toRomaji(t.reading && t.reading !== '*' ? t.reading : t.surface_form);
}

/** Auxiliaries, suffixes and the te-form's て are written onto the word before, as people do. */
const glued = (t: IpadicFeatures) =>
  t.pos === '助動詞' || t.pos_detail_1 === '接尾' || (t.pos === '助詞' && t.pos_detail_1 === '接続助詞');

/** A Japanese line as romaji: Hepburn with long vowels doubled, shortened or with macrons, and Kunrei. */
export async function romaniseJapanese(text: string): Promise<string[]> {
  const tokens = (await japaneseTokenizer()).tokenize(text);
  const pick = chooser(text);
  let joined = '';
  for (const t of tokens) {
    const r = tokenRomaji(t, pick);
    joined += t.pos === '記号' || glued(t) || joined === '' ? r : ` ${r}`;
  }
  const hepburn = joined.replace(/ー/g, '');
  return [
    hepburn,
    hepburn.replace(/ou/g, 'o').replace(/uu/g, 'u').replace(/aa/g, 'a').replace(/ee/g, 'e'),
    hepburn.replace(/ou/g, 'ō').replace(/uu/g, 'ū').replace(/aa/g, 'ā'),
    kunrei(hepburn),
  ];
}
