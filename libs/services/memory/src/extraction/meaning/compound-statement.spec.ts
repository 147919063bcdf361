import { compoundParts } from './compound-statement';

const clauses = (sentence: string) => compoundParts(sentence)?.map((p) => p.clause);

// Lines written for this spec (ADR 0078), none taken from a bench set: two of the person's slots
// in one sentence, each named by its slot word or by a format or typeface the lexicon knows.
describe('compoundParts: two slots stated in one sentence are two statements (ADR 0078)', () => {
  it.each([
    [
      'en',
      'Our colour is fern green, and every menu goes out as A5 flyers.',
      ['Our colour is fern green', 'every menu goes out as A5 flyers.'],
    ],
    ['en', 'Colour is brick red; font is Marlin Sans.', ['Colour is brick red', 'font is Marlin Sans.']],
    [
      'en',
      "We're navy with a silver edge, font is Petrel Narrow.",
      ["We're navy with a silver edge", 'font is Petrel Narrow.'],
    ],
    ['en', 'My name is Ysolde and the studio is called Hilo.', ['My name is Ysolde', 'the studio is called Hilo.']],
    [
      'es',
      'Nuestro color es el granate y la tipografía es Corvina Serif.',
      ['Nuestro color es el granate', 'la tipografía es Corvina Serif.'],
    ],
    [
      'es',
      'El color de siempre es verde oliva y mandamos las cartas en A4 apaisado.',
      ['El color de siempre es verde oliva', 'mandamos las cartas en A4 apaisado.'],
    ],
    [
      'de',
      'Unsere Farbe ist Lärchengrün, und die Schrift ist Haferfeld Antiqua.',
      ['Unsere Farbe ist Lärchengrün', 'die Schrift ist Haferfeld Antiqua.'],
    ],
    [
      'de',
      'Farbe Klinkerrot mit Sand, Flyer immer in DIN A6.',
      ['Farbe Klinkerrot mit Sand', 'Flyer immer in DIN A6.'],
    ],
    ['ru', 'Наш цвет тёмно-синий, а шрифт у нас Berezka Text.', ['Наш цвет тёмно-синий', 'шрифт у нас Berezka Text.']],
    ['ru', 'Цвет вишнёвый и все листовки в формате А5.', ['Цвет вишнёвый', 'все листовки в формате А5.']],
    ['zh', '我们的主色是墨绿，字体用青松黑体。', ['我们的主色是墨绿', '字体用青松黑体。']],
    ['zh', '颜色用柿饼红，传单都做A5横版。', ['颜色用柿饼红', '传单都做A5横版。']],
    ['zh', '主色是雾灰和字体是青松小楷。', ['主色是雾灰', '字体是青松小楷。']],
    ['ja', '色は薄浅葱、フォントは海風明朝。', ['色は薄浅葱', 'フォントは海風明朝。']],
    ['ja', '色は藍色でフォントは海風丸ゴシックです。', ['色は藍色', 'フォントは海風丸ゴシックです。']],
    ['ja', '色は生成りと焦茶、ポスターはA2縦で。', ['色は生成りと焦茶', 'ポスターはA2縦で。']],
  ] as const)('given two slots in %s, then each clause is read on its own: %s', (_l, sentence, parts) => {
    expect(clauses(sentence)).toEqual(parts);
  });

  it('splits a thing to avoid off the slot before it, and three slots into three', () => {
    expect(clauses('Our colour is teal, and never any clip art.')).toEqual([
      'Our colour is teal',
      'never any clip art.',
    ]);
    expect(clauses('Farbe Rauchblau, keine Verläufe bitte.')).toEqual(['Farbe Rauchblau', 'keine Verläufe bitte.']);
    expect(clauses('Colour is rust, font is Tern Sans, and posters are A3.')).toEqual([
      'Colour is rust',
      'font is Tern Sans',
      'posters are A3.',
    ]);
  });

  it('keeps a clause of no slot with the slot before it', () => {
    expect(clauses('Colour is plum, same as the awning, and the font is Quillon.')).toEqual([
      'Colour is plum, same as the awning',
      'the font is Quillon.',
    ]);
  });

  it('given a one-off marker before the first slot, then the later clauses are one-offs too', () => {
    expect(compoundParts('Just this once the colour is gold and the font is Carnival Script.')).toEqual([
      { clause: 'Just this once the colour is gold', once: false },
      { clause: 'the font is Carnival Script.', once: true, field: 'font' },
    ]);
    expect(compoundParts('Our colour is teal, and this time the font is Carnival Script.')).toEqual([
      { clause: 'Our colour is teal', once: false, field: 'colour' },
      { clause: 'this time the font is Carnival Script.', once: false, named: 'font' },
    ]);
  });

  it('given a one-off marker before the first slot, then a later clause said to hold as usual lasts', () => {
    expect(compoundParts('Only for the harvest fair the colour is gold, and the posters as usual in A2.')).toEqual([
      { clause: 'Only for the harvest fair the colour is gold', once: false },
      { clause: 'the posters as usual in A2.', once: false, named: 'format' },
    ]);
  });

  it('marks a clause opened by the noun of a colour, a typeface or a format as a field of that slot', () => {
    const fields = (sentence: string) => compoundParts(sentence)?.map((p) => p.field);
    expect(fields('Brand colour is ember orange, font Marlin Sans.')).toEqual(['colour', 'font']);
    expect(fields('Farbe Schieferblau, Schrift Haferfeld Antiqua.')).toEqual(['colour', 'font']);
    expect(fields('Цвет графитовый, шрифт Berezka Text.')).toEqual(['colour', 'font']);
    expect(fields('工作室的颜色是柿饼红，字体青松宋体。')).toEqual(['colour', 'font']);
    expect(fields('教室のカラーは薄浅葱、フォントは海風ゴシック。')).toEqual(['colour', 'font']);
    // A value named without its noun, a business or a name, or a judgement of the draft is no field.
    expect(fields('Our colour is fern green, and every menu goes out as A5 flyers.')).toEqual(['colour', undefined]);
    expect(fields('My name is Ysolde and the studio is called Hilo.')).toEqual([undefined, undefined]);
    expect(fields('Colour is sage, and the font is too small.')).toEqual(['colour', undefined]);
  });

  it('names the slot of a later clause opened by a format or a typeface it names without its noun', () => {
    const named = (sentence: string) => compoundParts(sentence)?.map((p) => p.named);
    expect(named('Our colour is fern green, and every menu goes out as A5 flyers.')).toEqual([undefined, 'format']);
    expect(named('Unsere Farbe ist Lärchengrün, Aufsteller immer in A1.')).toEqual([undefined, 'format']);
    expect(named('颜色用柿饼红，传单都做A5横版。')).toEqual([undefined, 'format']);
    expect(named('Unsere Farbe ist Lärchengrün, und die Schrift ist Haferfeld Antiqua.')).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('keeps whole a sentence whose cue holds for every clause: a relative’s or a friend’s values, the rule of the house', () => {
    expect(compoundParts('Our colour is teal and my sister prints her menus on A5 cards.')).toBeUndefined();
    expect(compoundParts('Nuestro color es el verde y mi hermana quiere los carteles en A3.')).toBeUndefined();
    expect(compoundParts('House rule: colour is slate, and every flyer goes out as A6.')).toBeUndefined();
  });

  it('reads a list after a colon whole, but splits the clauses after a lead-in', () => {
    expect(compoundParts('Spring menu: pebble grey, Quattro Slab, and no clip art anywhere.')).toBeUndefined();
    expect(compoundParts('夏季传单：卵石灰、青松宋体、不要剪贴画。')).toBeUndefined();
    expect(clauses('Quick update: our colour is pebble grey, and the font is Quattro Slab.')).toEqual([
      'Quick update: our colour is pebble grey',
      'the font is Quattro Slab.',
    ]);
  });

  it('splits at no comma inside quoted words or a decimal number', () => {
    expect(compoundParts('You wrote “colour teal, font Lora” and that is right.')).toBeUndefined();
    expect(clauses('Die Farbe ist Heidegrün, Karten als Faltkarte 10,5 x 14 cm.')).toEqual([
      'Die Farbe ist Heidegrün',
      'Karten als Faltkarte 10,5 x 14 cm.',
    ]);
  });

  it('splits off a thing to avoid said by the person, not a value said to hold no longer', () => {
    expect(clauses('Our colour is teal, and what I really can’t stand is clip art.')).toEqual([
      'Our colour is teal',
      'what I really can’t stand is clip art.',
    ]);
    expect(compoundParts('The colour is rust now, no longer the old teal.')).toBeUndefined();
    expect(compoundParts('Farbe Ocker, ya no es azul Marino.')).toBeUndefined();
  });

  it('reads no avoidance in an emphasis or a word that keeps nothing out', () => {
    expect(compoundParts('Our colour is teal, no exceptions.')).toBeUndefined();
    expect(compoundParts('Die Farbe ist Ocker, das Rot ist weg.')).toBeUndefined();
    expect(compoundParts('字体用青松宋体，千万别改。')).toBeUndefined();
    expect(compoundParts('Цвет брусничный, без обсуждений.')).toBeUndefined();
    expect(compoundParts('色は紺、それは私のではないです。')).toBeUndefined();
    expect(clauses('色は紺、写真に花柄は使わないでください。')).toEqual(['色は紺', '写真に花柄は使わないでください。']);
  });

  it('takes a one-character noun for a slot only before its particle, and after a modifier only after its possessive', () => {
    expect(compoundParts('主色是杏仁灰，店里的柜台也是这个颜色。')).toBeUndefined();
    expect(compoundParts('書体は明朝、向こうは珊瑚朱色がいいって。')).toBeUndefined();
    expect(compoundParts('颜色用柿饼红，所有传单字体为青松宋体。')?.map((p) => p.field)).toEqual(['colour', 'font']);
    expect(compoundParts('教室の色は薄浅葱、フォントは海風ゴシック。')?.map((p) => p.field)).toEqual([
      'colour',
      'font',
    ]);
  });

  it.each([
    ['en', 'Colour is ochre and slate.'],
    ['en', 'Our colours are rust and cream, with a little gold.'],
    ['en', "We're charcoal with a brass edge."],
    ['en', 'Our shop is called Salt and Pepper Studio.'],
    ['en', 'Our colour is teal and the logo is round.'],
    ['es', 'Nuestro color es azul y blanco.'],
    ['de', 'Unsere Farben sind Grün und Gold.'],
    ['ru', 'Цвет синий и белый, как море.'],
    ['zh', '颜色是红、白、蓝。'],
    ['zh', '主色是蓝和白。'],
    ['ja', '色は紺と白です。'],
  ] as const)('given values of one slot in %s, then the sentence stays whole: %s', (_l, sentence) => {
    expect(compoundParts(sentence)).toBeUndefined();
  });

  it('leaves a question, a forget request and a slot after a clause of no slot alone', () => {
    expect(compoundParts('Is our colour teal and the font Lora?')).toBeUndefined();
    expect(compoundParts('Forget my colour and the font is Lora')).toBeUndefined();
    expect(compoundParts('Thanks so much, and the font is Lora.')).toBeUndefined();
  });
});
