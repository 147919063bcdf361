import fc from 'fast-check';
import { validateCandidates } from '../candidates';
import { extractExplicitStatements } from '../explicit-statements';

/** Pieces of the phrase tables, so generated messages do produce candidates, mixed with arbitrary text. */
const PIECES = [
  'I prefer ',
  'our brand colour is ',
  'never use ',
  'this time ',
  'actually, ',
  ' until March',
  'muted colours',
  'me gustan ',
  'nuestro color de marca es ',
  'nunca uses ',
  'esta vez ',
  'hasta marzo',
  'я предпочитаю ',
  'наш фирменный цвет — ',
  'никогда не используй ',
  'в этот раз ',
  'до марта',
  'ich mag ',
  'unsere Markenfarbe ist ',
  'bitte nie ',
  'diesmal ',
  'bis März',
  'eigentlich ',
  '私は',
  'が好きです',
  '弊社のブランドカラーは',
  'は使わないで',
  '今回は',
  '3月まで',
  '実は、',
  '我喜欢',
  '我们的品牌色是',
  '不要用',
  '这次',
  '到三月',
  '其实',
  'je préfère ',
  'notre couleur de marque est ',
  'jamais de ',
  'cette fois ',
  "jusqu'en mars",
  'en fait, ',
  '. ',
  '! ',
  '? ',
  '。',
  '！',
  '？',
  ', ',
  '，',
  '\n',
  ' ',
  'Σ',
  'İ',
  '\u0000',
  '\ud83d\ude00',
];
const message = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 8 })), { maxLength: 30 }).map((p) => p.join('')),
);
const now = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('offline extraction: properties', () => {
  it('given any message, then every candidate quotes the message and passes validation; the same input gives the same output', () => {
    fc.assert(
      fc.property(message, now, (text, at) => {
        const candidates = extractExplicitStatements(text, { now: at });
        for (const c of candidates as Array<{ excerpt: string }>) expect(text).toContain(c.excerpt);
        const { valid, rejected } = validateCandidates(candidates, text, 'task_1');
        expect(rejected).toEqual([]);
        expect(valid).toHaveLength(candidates.length);
        expect(extractExplicitStatements(text, { now: at })).toEqual(candidates);
      }),
      { numRuns: 2_000 },
    );
  });
});
