import type { Candidate } from '../candidates';
import { replacing, settledStatements } from './settled-statements';

const said = (content: string, more: Partial<Candidate> = {}): Candidate => ({
  subject: 'colour',
  content,
  scope: 'workspace',
  origin: 'user_stated',
  confidence: 0.8,
  excerpt: content,
  ...more,
});

// Lines written for this spec (ADR 0084).
describe('settled statements: what memory keeps of a sentence', () => {
  it('given a hedge, when it is read, then it states nothing', () => {
    const sentence = 'Maybe a dusty pink?';
    expect(settledStatements(sentence, [said(sentence)], undefined).candidates).toEqual([]);
  });

  it('given a value turned down beside the choice, when it is read, then the content holds the choice', () => {
    const sentence = 'Orange was too loud, we will go with rust';
    expect(settledStatements(sentence, [said(sentence)], undefined).candidates.map((c) => c.content)).toEqual([
      'we will go with rust',
    ]);
  });

  it.each([
    ['en', 'Our colour could be mint.', 'Nope.'],
    ['es', 'El color podría ser menta.', 'Descartado.'],
    ['de', 'Die Farbe könnte Mint sein.', 'Auch nicht.'],
    ['ru', 'Цвет мог бы быть мятный.', 'Тоже нет.'],
    ['zh', '颜色用薄荷绿。', '不行。'],
    ['ja', '色はミントで。', 'ボツ。'],
  ])('given a sentence the next one turns down in %s, then it states nothing', (_l, sentence, next) => {
    expect(settledStatements(sentence, [said(sentence)], next).candidates).toEqual([]);
  });

  it('given an avoidance, when it is read, then it stays as read', () => {
    const avoid = said('Never anything too glossy', { subject: 'avoid: imagery', scope: 'user' });
    expect(settledStatements(avoid.content, [avoid], 'Nope.').candidates).toEqual([avoid]);
  });

  it('given a one-off said with its marker, when it tries a value, then it stays for the task', () => {
    const sentence = 'Just for this poster, try gold foil';
    const once = said(sentence, { subject: 'this time: colour', scope: 'task' });
    expect(settledStatements(sentence, [once], undefined).candidates).toEqual([once]);
  });

  it('given a correction that only turns the held value down, when the next sentence names one, then that replaces it', () => {
    const first = 'Font change: Baskerville was too heavy on the menu.';
    const down = said('Baskerville was too heavy on the menu', { subject: 'font', correction: true, excerpt: first });
    const { candidates, turnedDown } = settledStatements(first, [down], 'Use Karla everywhere.');
    expect(candidates).toEqual([]);
    expect(replacing('Use Karla everywhere.', [], turnedDown!)).toEqual([
      { ...down, content: 'Use Karla everywhere', excerpt: 'Use Karla everywhere.', correction: true },
    ]);
  });

  it('given a heading that turns things down, when a list follows, then nothing replaces a slot', () => {
    const heading = said('Bitte nicht, zu kitschig:', { correction: true });
    expect(settledStatements('Bitte nicht, zu kitschig:', [heading], '- Glitzer').turnedDown).toBeUndefined();
  });
});
