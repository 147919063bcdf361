import { everywhere, type PhraseTable } from './phrase-table';

const CJK_DIGITS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** "3", "３", "三", "十二", "二十五" → a number; anything else → NaN. */
export function numberOf(text: string): number {
  const s = text.normalize('NFKC');
  if (/^\d+$/.test(s)) return Number(s);
  const m = /^([一二三四五六七八九])?(十)?([一二三四五六七八九])?$/u.exec(s);
  if (!m || (!m[2] && (m[1] === undefined) === (m[3] === undefined))) return Number.NaN;
  if (!m[2]) return CJK_DIGITS[m[1] ?? m[3]];
  return (m[1] ? CJK_DIGITS[m[1]] : 1) * 10 + (m[3] ? CJK_DIGITS[m[3]] : 0);
}

/** An ISO date in years 1000–9999 (Date.UTC reads 0–99 as 19xx; five-digit years are no ISO date). */
const isoDay = (ms: number) => {
  const day = new Date(ms).toISOString().slice(0, 10);
  return /^[1-9]\d{3}-\d{2}-\d{2}$/.test(day) ? day : undefined;
};
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * The first day a time-bounded statement no longer holds (exclusive, an ISO date, UTC). The
 * named period is included: "until March" holds through 31 March, so 1 April; "until 15
 * March" through the 15th. Without a year, the first such end after `now`.
 */
function resolve(g: Record<string, string | undefined>, t: PhraseTable, now: Date): string | undefined {
  const thisYear = now.getUTCFullYear();
  if (g.eoy !== undefined) return isoDay(Date.UTC(thisYear + 1, 0, 1));
  if (g.eom !== undefined) return isoDay(Date.UTC(thisYear, now.getUTCMonth() + 1, 1));
  const dayText = g.day ?? g.dayAfter;
  let day = dayText === undefined ? undefined : numberOf(dayText);
  let year = g.year === undefined ? undefined : numberOf(g.year);
  let month = -1;
  if (g.iso)
    [year, month, day] = g.iso
      .split('-')
      .map(Number)
      .map((n, i) => (i === 1 ? n - 1 : n));
  else if (g.month) month = t.months.findIndex((re) => re.test(g.month ?? ''));
  else if (g.mnum) month = numberOf(g.mnum) - 1;
  if (!(month >= 0 && month <= 11)) return undefined;
  const end = (y: number) => {
    if (day === undefined) return Date.UTC(y, month + 1, 1);
    return day >= 1 && day <= daysIn(y, month) ? Date.UTC(y, month, day + 1) : Number.NaN;
  };
  const years = year === undefined ? [thisYear, thisYear + 1] : [year];
  const ends = years.map(end).filter((ms) => !Number.isNaN(ms));
  const chosen = year === undefined ? ends.find((ms) => ms > now.getTime()) : ends[0];
  return chosen === undefined || (year !== undefined && year < 1000) ? undefined : isoDay(chosen);
}

export interface TimeBound {
  /** The text names a time limit ("until March"), resolvable or not. */
  bounded: boolean;
  /** Its exclusive end as an ISO date, when there is a reference date and the date exists. */
  validUntil?: string;
}

/** The time limit a clause states, from the language's "until …" phrases. No `now`, no date: the extractor reads no clock. */
export function timeBoundOf(text: string, t: PhraseTable, now?: Date): TimeBound {
  for (const re of t.until) {
    const m = re.exec(text);
    if (!m) continue;
    const validUntil = now && !Number.isNaN(now.getTime()) ? resolve(m.groups ?? {}, t, now) : undefined;
    return validUntil ? { bounded: true, validUntil } : { bounded: true };
  }
  return { bounded: false };
}

/** The clause with its time phrases blanked, so "Bis März ist unsere Markenfarbe Blau" reads as a plain fact. */
export const withoutTimes = (text: string, t: PhraseTable): string =>
  t.until.reduce((rest, re) => rest.replace(everywhere(re), ' '), text);
