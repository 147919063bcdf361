import { extractExplicitStatements } from '../explicit-statements';
import { extractAt } from './statement-cases';

/** now = 2025-01-15: "until March" is this year's March, valid through its last day. */
const TIME_BOUNDED: Array<[language: string, text: string, validUntil: string]> = [
  ['en', 'Our brand colour is blue until March.', '2025-04-01'],
  ['en', 'Our brand colour is blue until the end of March.', '2025-04-01'],
  ['en', 'Our brand colour is blue until 15 March 2025.', '2025-03-16'],
  ['en', 'Our brand colour is blue until March 15.', '2025-03-16'],
  ['en', 'I prefer warm colours until the end of the year.', '2026-01-01'],
  ['en', 'Use the winter palette until 2025-02-28.', '2025-03-01'],
  ['es', 'Nuestro color de marca es azul hasta marzo.', '2025-04-01'],
  ['es', 'Nuestro color de marca es azul hasta el 15 de marzo.', '2025-03-16'],
  ['ru', 'До марта наш фирменный цвет — синий.', '2025-04-01'],
  ['ru', 'Наш фирменный цвет — синий до конца года.', '2026-01-01'],
  ['de', 'Bis März ist unsere Markenfarbe Blau.', '2025-04-01'],
  ['de', 'Unsere Markenfarbe ist bis zum 15. März Blau.', '2025-03-16'],
  ['ja', '3月までブランドカラーは青です。', '2025-04-01'],
  ['ja', 'ブランドカラーは３月末まで青です。', '2025-04-01'],
  ['zh', '到三月，我们的品牌色是蓝色。', '2025-04-01'],
  ['zh', '我们的品牌色到3月15日为止是蓝色。', '2025-03-16'],
  ['fr', "Notre couleur de marque est le bleu jusqu'en mars.", '2025-04-01'],
  ['fr', "Notre couleur de marque est le bleu jusqu'au 15 mars.", '2025-03-16'],
];

describe('offline extraction: time-bounded facts (validity periods, R-9.4)', () => {
  it.each(TIME_BOUNDED)('given (%s) "%s" on 2025-01-15, then valid until %s', (_, text, validUntil) => {
    expect(extractAt(text)).toEqual([expect.objectContaining({ validUntil })]);
  });

  it('given a month already past this year, then its next occurrence is meant', () => {
    const [candidate] = extractAt('Our brand colour is blue until March.', new Date('2025-05-10T08:00:00.000Z'));
    expect(candidate.validUntil).toBe('2026-04-01');
  });

  it('given the named month is the current one, then it lasts to the month’s end', () => {
    const [candidate] = extractAt('Our brand colour is blue until March.', new Date('2025-03-20T08:00:00.000Z'));
    expect(candidate.validUntil).toBe('2025-04-01');
  });

  it('given no reference date, then no validity is guessed (the extractor reads no clock)', () => {
    expect(extractExplicitStatements('Our brand colour is blue until March.')).toEqual([
      expect.not.objectContaining({ validUntil: expect.anything() }),
    ]);
  });

  it('given an impossible date, then the fact is kept without a validity', () => {
    const [candidate] = extractAt('Our brand colour is blue until 31 February.');
    expect(candidate).toMatchObject({ subject: 'brand colour' });
    expect(candidate.validUntil).toBeUndefined();
  });

  it('given a statement without a time phrase, then it has no validity', () => {
    expect(extractAt('Our brand colour is blue.')[0].validUntil).toBeUndefined();
  });
});
