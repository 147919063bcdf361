import { validateCandidates } from '../candidates';
import { expectOne, extractAt, type Case } from './statement-cases';

const ONE_OFFS: Case[] = [
  ['en', 'This time, try a saturated red.', 'this time: colour', 'task', 'saturated red'],
  ['en', 'Just for this one, use a square format.', 'this time: format', 'task', 'square format'],
  ['es', 'Esta vez usa un rojo intenso.', 'this time: colour', 'task', 'rojo intenso'],
  ['ru', 'В этот раз сделай фон жёлтым.', 'this time: background', 'task', 'фон жёлтым'],
  ['de', 'Diesmal bitte in Rot.', 'this time: colour', 'task', 'Rot'],
  ['ja', '今回は赤でお願いします。', 'this time: colour', 'task', '赤'],
  ['zh', '这次用红色。', 'this time: colour', 'task', '红色'],
  ['fr', 'Cette fois, utilise du rouge.', 'this time: colour', 'task', 'rouge'],
  ['en', "For this one, let's do a purple background instead.", 'this time: background', 'task', 'purple'],
  ['es', 'Para este cartel en concreto, mejor en tonos navideños.', 'this time: colour', 'task', 'navideños'],
  ['ru', 'Для этого поста сделай исключение: фон чёрный.', 'this time: background', 'task', 'чёрный'],
  ['de', 'Bei diesem Flyer bitte ausnahmsweise Querformat.', 'this time: format', 'task', 'Querformat'],
  ['fr', 'Pour ce flyer uniquement, passe en noir et blanc.', 'this time: colour', 'task', 'noir et blanc'],
];

const CORRECTIONS: Case[] = [
  ['en', 'Actually, our brand colour is navy.', 'brand colour', 'workspace', 'navy'],
  ['es', 'En realidad, nuestro color de marca es el azul marino.', 'brand colour', 'workspace', 'azul marino'],
  ['ru', 'Вообще-то наш фирменный цвет — тёмно-синий.', 'brand colour', 'workspace', 'тёмно-синий'],
  ['ru', 'Точнее, наш фирменный цвет — изумрудный.', 'brand colour', 'workspace', 'изумрудный'],
  ['de', 'Eigentlich ist unsere Markenfarbe Dunkelblau.', 'brand colour', 'workspace', 'Dunkelblau'],
  ['de', 'Korrektur: unsere Markenfarbe ist Dunkelblau.', 'brand colour', 'workspace', 'Dunkelblau'],
  ['ja', '実は、弊社のブランドカラーは紺ではなく緑です。', 'brand colour', 'workspace', '緑'],
  ['ja', '訂正：ブランドカラーは緑です。', 'brand colour', 'workspace', '緑'],
  ['zh', '其实我们的品牌色是绿色。', 'brand colour', 'workspace', '绿色'],
  ['zh', '更正一下，品牌色是绿色，不是蓝色。', 'brand colour', 'workspace', '绿色'],
  ['fr', 'En fait, notre couleur de marque est le vert.', 'brand colour', 'workspace', 'vert'],
  ['en', 'Actually, I prefer pastel colours.', 'preference: colour', 'user', 'pastel colours'],
  [
    'en',
    'Oops, I got that wrong: our main colour is saffron yellow, not orange.',
    'brand colour',
    'workspace',
    'saffron',
  ],
  ['ru', 'Ой, перепутал: шрифт у нас не Roboto, а Manrope.', 'font', 'workspace', 'Manrope'],
  ['de', 'Kleine Korrektur: unsere Schrift heißt Source Sans, nicht Open Sans.', 'font', 'workspace', 'Source Sans'],
  ['zh', '刚才说错了，字体应该是思源宋体。', 'font', 'workspace', '思源宋体'],
  ['fr', "Petite correction : notre police, c'est Lora, pas Merriweather.", 'font', 'workspace', 'Lora'],
];

describe('offline extraction: one-off instructions (task scope, R-9.2)', () => {
  it.each(ONE_OFFS)('given (%s) "%s", when extracted, then one %s wish for the %s', (...c) => {
    expectOne(c);
  });

  it('given a task, then a one-off passes validation; without a task it is rejected', () => {
    const text = 'This time, try a saturated red.';
    const candidates = extractAt(text);
    expect(validateCandidates(candidates, text, 'task_1').valid).toHaveLength(1);
    expect(validateCandidates(candidates, text).rejected).toEqual([
      { content: 'This time, try a saturated red', reason: 'task scope outside a task' },
    ]);
  });

  it('given a brand fact and a one-off in one sentence, then each keeps its own scope', () => {
    const candidates = extractAt('Our brand colour is teal, but this time use red.');
    expect(candidates.map((c) => [c.subject, c.scope, c.excerpt])).toEqual([
      ['brand colour', 'workspace', 'Our brand colour is teal'],
      ['this time: colour', 'task', 'this time use red.'],
    ]);
  });
});

describe('offline extraction: corrections (a new version of the same subject, R-9.4)', () => {
  it.each(CORRECTIONS)('given (%s) "%s", when extracted, then a correction of %s for the %s', (...c) => {
    expect(expectOne(c).correction).toBe(true);
  });

  it('given a statement and its correction in two messages, then both have the same subject and only the correction is marked', () => {
    const [stated] = extractAt('Our brand colour is teal.');
    const [corrected] = extractAt('Actually, our brand colour is navy.');
    expect(corrected.subject).toBe(stated.subject);
    expect(stated.correction).toBeUndefined();
    expect(corrected.content).toBe('our brand colour is navy');
  });

  it('given a correction that names no subject after a statement in the same message, then it corrects that statement', () => {
    const candidates = extractAt('Our brand colour is teal. Actually, make that navy.');
    expect(candidates.map((c) => [c.subject, c.scope, c.content, c.correction])).toEqual([
      ['brand colour', 'workspace', 'Our brand colour is teal', undefined],
      ['brand colour', 'workspace', 'make that navy', true],
    ]);
  });

  it('given a correction opener as a sentence of its own, then the next sentence is the correction', () => {
    expect(extractAt('訂正します。ブランドカラーは青ではなく緑です。')).toEqual([
      expect.objectContaining({ subject: 'brand colour', content: 'ブランドカラーは緑です', correction: true }),
    ]);
  });

  it('given a ruled-out alternative, then the content no longer holds it', () => {
    for (const text of ['Ой, перепутал: шрифт у нас не Roboto, а Manrope.', '更正：品牌色不是蓝色，是绿色。']) {
      const [candidate] = extractAt(text);
      expect(candidate.content).not.toMatch(/Roboto|蓝色/);
    }
  });

  it('given a correction that names no subject and nothing before it, then nothing is guessed', () => {
    expect(extractAt('Actually, navy.')).toEqual([]);
  });
});
