import { sentencesOf } from '../offline/segments';
import { readBackReading, readBackValue } from './read-back';

const valueIn = (message: string) => {
  const sentences = sentencesOf(message);
  for (const [i, sentence] of sentences.entries()) {
    const value = readBackValue(sentences.slice(0, i).join(' '), sentence);
    if (value) return value;
  }
  return undefined;
};

// Lines written for this spec (issue 28): the person quotes the assistant's read-back and says what holds now.
describe('read-back: a value given "now" after quoting the read-back replaces the value quoted', () => {
  it.each([
    ['en', 'Your file says “sky blue”. It’s heather now.', 'It’s heather now.', 'colour'],
    ['en', 'You noted “Lato”. Gone off it. Vollkorn from today.', 'Vollkorn from today.', 'font'],
    ['en', 'Your memo has “navy blue” in it. Heather, please, from now on.', 'Heather, please, from now on.', 'colour'],
    ['es', 'Tienes apuntado «rojo tomate». Ya no. Ahora verde oliva, por favor.', 'Ahora verde oliva', 'colour'],
    ['es', 'Me pusiste «A5 horizontal»: a partir de ahora cartel 2:3.', 'a partir de ahora cartel 2:3.', 'format'],
    [
      'de',
      'Du hast „Lato“ notiert. Nimm ab jetzt die Schrift Vollkorn.',
      'Nimm ab jetzt die Schrift Vollkorn.',
      'font',
    ],
    ['ru', 'Вы записали «синий». Устарело, теперь цвет морской волны.', 'теперь цвет морской волны.', 'colour'],
    ['zh', '你记的“天蓝色”改一下，现在是墨绿色。', '现在是墨绿色。', 'colour'],
    [
      'ja',
      'メモの「Lato」は古いです。今はフォントを游明朝にしています。',
      '今はフォントを游明朝にしています。',
      'font',
    ],
  ] as const)(
    'given a read-back answered with a new value in %s, then the clause is a correction on its topic',
    (_l, message, clause, topic) => {
      const value = valueIn(message);
      expect(value?.clause).toBe(clause);
      expect(readBackReading(value!, 'place')).toMatchObject({ sentence: clause, kind: 'correction', topic });
    },
  );

  it('given a typeface named by its shape, then the value is on the font, whatever the heads read', () => {
    const value = valueIn('Your notes say “Merriweather Sans”. Cormorant SC now.');
    expect(readBackReading(value!, 'colour').topic).toBe('font');
  });

  it('given a quoted list, then only the words since it say the slot (the shop name, not the colour quoted)', () => {
    const value = valueIn('「花屋みどり、若草色、鉢のロゴ」とのことですが、店名が変わりました、今はフラワー東です。');
    expect(readBackReading(value!, 'place').topic).toBe('name');
  });

  it.each([
    ['en', 'It’s heather now.'],
    ['en', 'Your note says “sky blue”. We do weddings now.'],
    ['en', 'Your note says “sky blue”. Is it heather now?'],
    ['es', 'Pusiste «rojo». Y ahora que lo pienso, me gusta.'],
    ['de', 'Du hast „Lato“ notiert. Nur diesmal jetzt in Fett.'],
    ['zh', '你写的“天蓝色”要改，以后都用这个。'],
    ['ja', 'メモの「藍色」、これからはこちらで。'],
  ])('given no new value after a quoted read-back in %s, then nothing', (_l, message) => {
    expect(valueIn(message)).toBeUndefined();
  });
});
