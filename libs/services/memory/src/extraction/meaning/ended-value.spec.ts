import { endedValue } from './ended-value';

// Lines written for this spec (ADR 0095): a clause that only says a value is finished names the value it ends.
describe('ended value: a clause that says a value no longer holds', () => {
  it.each([
    ['en', "We're not Fernhill Bakes anymore", 'Fernhill Bakes'],
    ['en', "we've outgrown the mustard yellow", 'the mustard yellow'],
    ['en', 'We stopped using Futura last spring', 'Futura last spring'],
    ['en', "I don't trade as Kitefoot any more", 'Kitefoot'],
    ['en', 'We no longer use square tiles', 'square tiles'],
    ['en', 'The teal is gone', 'The teal'],
    ['en', 'Goodbye to the script font', 'the script font'],
    ['es', 'Ya no somos Panadería Olmo', 'Panadería Olmo'],
    ['es', 'El verde oliva ya no lo usamos', 'El verde oliva'],
    ['es', 'adiós al naranja butano', 'naranja butano'],
    ['es', 'Hemos dejado de usar la Garamond', 'la Garamond'],
    ['es', 'La Lobster la hemos jubilado', 'La Lobster'],
    ['de', 'Das Senfgelb fliegt raus', 'Das Senfgelb'],
    ['de', 'Arial nehmen wir nicht mehr', 'Arial'],
    ['de', 'Wir heißen nicht mehr Backstube Lind', 'Backstube Lind'],
    ['de', 'Die Kreidetafel-Optik haben wir abgeschafft', 'Die Kreidetafel-Optik'],
    ['de', 'Das Quadratformat ist Geschichte', 'Das Quadratformat'],
    ['ru', 'Оранжевый больше не используем', 'Оранжевый'],
    ['ru', 'От шрифта Lobster мы отказались', 'шрифта Lobster'],
    ['ru', 'Мы больше не «Пекарня Лён»', '«Пекарня Лён»'],
    ['ru', 'Квадратные посты мы убрали', 'Квадратные посты'],
    ['zh', '不再用橄榄绿', '橄榄绿'],
    ['zh', '宋体我们已经不用了', '宋体'],
    ['zh', '正方形海报淘汰了', '正方形海报'],
    ['ja', '山吹色はもう使わない', '山吹色'],
    ['ja', '丸ゴシックはやめました', '丸ゴシック'],
    ['ja', '正方形の投稿はもう使っていません', '正方形の投稿'],
  ])('given %s "%s", when read, then it ends "%s"', (_lang, clause, value) => {
    expect(endedValue(clause)).toBe(value);
  });

  it.each([
    ['en', 'Our colour is teal'],
    ['en', "Please don't use Comic Sans anymore"],
    ['en', 'No more clip art, please'],
    ['en', 'Is the teal gone?'],
    ['es', 'Nuestro color es el verde oliva'],
    ['es', 'No uses más la Comic Sans'],
    ['de', 'Bitte nicht mehr Arial verwenden'],
    ['de', 'Unsere Farbe ist Senfgelb'],
    ['ru', 'Наш цвет — оранжевый'],
    ['ru', 'Не используй больше Arial'],
    ['zh', '我们的颜色是橄榄绿'],
    ['zh', '别再用宋体了'],
    ['ja', '色は山吹色です'],
    ['ja', '丸ゴシックは使わないでください'],
    ['en', "We're not sure about teal anymore"],
  ])(
    'given %s "%s" (a statement, an instruction to avoid, a question), when read, then it ends nothing',
    (_l, clause) => {
      expect(endedValue(clause)).toBeUndefined();
    },
  );

  it('given a clause longer than a value and its ending (over 240 characters), when read, then it is not read at all — also one that ends in an ending', () => {
    const ending = 'we stopped using Futura';
    const atTheLimit = `${'and waves '.repeat(21)}${ending}`;
    expect(atTheLimit.length).toBeLessThanOrEqual(240);
    expect(endedValue(atTheLimit)).toBe('Futura');
    // A pasted text of one long clause: read, each pattern's work grew with its square (4 s for 20,000 characters).
    expect(endedValue(`${'and waves '.repeat(2_000)}${ending}`)).toBeUndefined();
    expect(endedValue('x'.repeat(20_000))).toBeUndefined();
  });
});
