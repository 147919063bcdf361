import { sentencesOf } from './segments';

describe('sentencesOf', () => {
  it('ends a sentence at a full stop before a lowercase letter, as chat is typed', () => {
    expect(sentencesOf('Ana Ruiz, head chef. we never use gold foil')).toEqual([
      'Ana Ruiz, head chef.',
      'we never use gold foil',
    ]);
    expect(sentencesOf('я Ольга, бухгалтер. у нас всё в PDF')).toEqual(['я Ольга, бухгалтер.', 'у нас всё в PDF']);
  });

  it('keeps abbreviations, initials and German ordinals inside their sentence', () => {
    expect(sentencesOf('pens, paper etc. and more')).toEqual(['pens, paper etc. and more']);
    expect(sentencesOf('It is Mr. smith')).toEqual(['It is Mr. smith']);
    expect(sentencesOf('bis zum 15. März bitte')).toEqual(['bis zum 15. März bitte']);
  });

  it('still breaks where Unicode does: before a capital, after "。"', () => {
    expect(sentencesOf('We are Kiln. We sell mugs')).toEqual(['We are Kiln.', 'We sell mugs']);
    expect(sentencesOf('我叫李娜。我们用红色')).toEqual(['我叫李娜。', '我们用红色']);
  });

  it('ends a sentence at an emoji typed in place of a full stop', () => {
    expect(sentencesOf('hi im dora from the kite shop 🪁 can u make me a banner')).toEqual([
      'hi im dora from the kite shop 🪁',
      'can u make me a banner',
    ]);
    expect(sentencesOf('soy tere de la frutería 🍊 quiero un cartel')).toEqual([
      'soy tere de la frutería 🍊',
      'quiero un cartel',
    ]);
    expect(sentencesOf('я гоша, автомойка 🚗 нужна визитка')).toEqual(['я гоша, автомойка 🚗', 'нужна визитка']);
    expect(sentencesOf('我是小周 🐱 要一张海报')).toEqual(['我是小周 🐱', '要一张海报']);
  });

  it('keeps emoji that end a message, or sit inside one before punctuation, with their sentence', () => {
    expect(sentencesOf('we love teal 💙')).toEqual(['we love teal 💙']);
    expect(sentencesOf('teal 💙, always')).toEqual(['teal 💙, always']);
    expect(sentencesOf('Acme™ is our name')).toEqual(['Acme™ is our name']);
  });

  it('ends a Chinese or Japanese sentence at a space typed in place of 。', () => {
    expect(sentencesOf('主色用墨绿 下一张画个茶壶')).toEqual(['主色用墨绿', '下一张画个茶壶']);
    expect(sentencesOf('色は若草色で 次は猫のポスターで')).toEqual(['色は若草色で', '次は猫のポスターで']);
  });

  it('keeps a space inside a Latin name, and a Japanese full name, in one sentence', () => {
    expect(sentencesOf('字体用 Noto Sans 吧')).toEqual(['字体用 Noto Sans 吧']);
    expect(sentencesOf('フォントはNoto Serifで')).toEqual(['フォントはNoto Serifで']);
    expect(sentencesOf('担当の山田 花子です')).toEqual(['担当の山田 花子です']);
  });
});
