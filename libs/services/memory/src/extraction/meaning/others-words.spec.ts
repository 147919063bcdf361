import { notTheirs, ownPart, ownSpeech } from './others-words';

// Lines written for this spec (ADR 0061): someone else's words inside the person's message.
describe('others-words: quoted and reported speech is not the person’s', () => {
  it.each([
    [
      'en',
      'the bakery next door emailed: "We would love the flyers in our plum, ask for Jo." plum is theirs, we stay with moss green',
      'plum is theirs, we stay with moss green',
    ],
    [
      'es',
      'la librería nos escribe: «Queremos el cartel en nuestro azul cobalto. Saludos, Inés». nuestro color sigue siendo el ocre',
      'nuestro color sigue siendo el ocre',
    ],
    [
      'zh',
      '隔壁茶馆发来：“我们的颜色是藕荷色，海报上要放我们的名字。”我们自己的主色还是松石绿',
      '我们自己的主色还是松石绿',
    ],
  ])('given a quote of someone else in %s, when read, then only the remarks around it are left', (_l, text, own) => {
    expect(ownSpeech(text)).toBe(own);
  });

  it.each([
    ['en', 'our shop is called "Little Fern" and we use moss green everywhere'],
    ['de', 'wir heißen „Zum Anker“ und drucken alles in Petrol'],
    ['ja', 'お店の名前は「こもれび」です'],
  ])('given a short quoted name in %s, when read, then the message is left as it was', (_l, text) => {
    expect(ownSpeech(text)).toBe(text);
  });

  it.each([
    [
      'en',
      'so the printer said their card only takes A5, anyway our colour is rust, keep it',
      ['', 'anyway our colour is rust, keep it'],
    ],
    ['en', 'love how it came out, the gallery owner said she wants teal for her posters', ['love how it came out', '']],
    [
      'es',
      'la clienta nos dijo que su color es el lila, pero el nuestro sigue siendo el ocre',
      ['', 'pero el nuestro sigue siendo el ocre'],
    ],
    ['de', 'Der Kunde schrieb, dass er alles in Petrol will', ['', '']],
    ['ru', 'заказчик сказал, что их цвет изумрудный', ['', '']],
    ['zh', '客户说：他们的颜色是湖蓝', ['']],
    ['ja', '先方は藍色がいいと言っていたけど、うちの色はずっと山吹色です', ['うちの色はずっと山吹色です']],
    // Overheard while the person speaks (ADR 0073): a speech verb in the progressive, a shout.
    ['en', 'my neighbour is saying his café is all mustard yellow', ['', '']],
    ['en', 'oh the courier keeps going on about his bike shop being lime green', ['', '']],
    ['es', 'mi vecino está diciendo que su bar es todo naranja', ['', '']],
    ['de', 'meine Nachbarin ruft gerade, dass ihr Laden türkis ist', ['', '']],
    ['de', 'der Fahrer meint sein Verein ist rot-weiß', ['', '']],
    ['ru', 'сосед кричит из-за стены что у его гаража всё оранжевое', ['', '']],
    ['zh', '隔壁阿姨在旁边说她的店是土黄色', ['', '']],
    ['zh', '我朋友喊她的工作室是薄荷绿', ['', '']],
    ['ja', '隣の人が自分の店は全部黄緑だって話してます', ['']],
  ])('given speech reported in %s, when read, then what it reports is left out', (_l, sentence, pieces) => {
    expect(ownPart(sentence).map((p) => p.trim())).toEqual(pieces);
  });

  it.each([
    ['en', 'as I said, our colour is rust'],
    ['en', 'we said it before: we are Fernwood'],
    ['ru', 'я написала, что наш цвет охра'],
    ['ja', 'ルンバという店をやっています'],
    // The house's own people speak for the house; so does a report that says "we".
    ['en', 'the owner said we are moving to teal for everything'],
    ['ru', 'наш шеф сказал, что вывески теперь только белые'],
    ['ja', '店長が、チラシは全部A5にすると言っていました'],
  ])('given the person’s own words in %s with a speech verb, when read, then they stay', (_l, sentence) => {
    expect(ownPart(sentence)).toEqual([sentence]);
  });
});

// Lines written for this spec (ADR 0067): a piece of work for someone else, with their values.
describe('others-words: what a third party owns is not the person’s', () => {
  it.each([
    ['en', 'the calendar is for the rowing club, so their navy crest and their name on top', []],
    ['en', 'this leaflet is for the dental practice, their mint green please, we only sign it at the bottom', []],
    ['es', 'el cartel es para la Peña Ciclista Robledo, su verde pino y su escudo', []],
    ['de', 'Der Katalog ist für die Brauerei Hopfenau, also deren Kupferbraun und deren Wappen', []],
    ['ru', 'эта вывеска для пекарни Колосок, их горчичный и их логотип, мы только печатаем', []],
    ['zh', '这本菜单是给湖边茶社做的，用他们的竹青色和他们的标志', []],
    ['ja', 'これは先方の催し用なので、先方の藤色とロゴでお願いします', []],
  ])('given work for a third party in %s, when read, then only the person’s own clauses stay', (_l, sentence, own) => {
    expect(notTheirs(sentence).map((p) => p.trim())).toEqual(own);
  });

  it.each([
    ['en', 'our brand colour is ochre, their logo goes in the corner', ['our brand colour is ochre']],
    ['de', 'Unsere Schrift ist Lora, deren Logo kommt klein nach unten', ['Unsere Schrift ist Lora']],
    ['zh', '我们的主色是橄榄绿，他们的标志放在角落', ['我们的主色是橄榄绿']],
  ])('given the person’s own fact beside a third party’s in %s, when read, then the own clause stays', (_l, s, own) => {
    expect(notTheirs(s).map((p) => p.trim())).toEqual(own);
  });

  // Lines written for this spec (ADR 0069): the person's own value set against the party's.
  it.each([
    [
      'en',
      'the mug is for the tennis club, their lime and their crest, and our rust orange rim around it',
      ['our rust orange rim around it'],
    ],
    [
      'es',
      'la etiqueta es con la bodega Altamira, su logo en verde y el nuestro en azul marino',
      ['nuestro en azul marino'],
    ],
    ['de', 'deren Grün, deren Logo und drumherum unser Dunkelblau als Rand', ['unser Dunkelblau als Rand']],
    ['ru', 'их жёлтый и лого, а по краю наш тёмно-синий', ['наш тёмно-синий']],
    ['zh', '他们的红色和标志，外面一圈我们的墨绿色', ['我们的墨绿色']],
    ['ja', '先方の赤とロゴ、周りはうちの紺色で', ['うちの紺色で']],
  ])(
    'given the person’s own colour after a third party’s in %s, when read, then it stays from “our” on',
    (_l, s, own) => {
      expect(notTheirs(s).map((p) => p.trim())).toEqual(own);
    },
  );

  it.each([
    ['en', 'this one is for the rowing club, their navy and their crest, we are just the printer'],
    ['en', 'their navy and their crest, not ours'],
    ['es', 'su verde y su escudo, no es el nuestro'],
    ['de', 'deren Rot und deren Logo, unser Name klein darunter'],
  ])('given no colour of the person’s own after a third party’s in %s, then nothing stays', (_l, s) => {
    expect(notTheirs(s)).toEqual([]);
  });

  it.each([
    ['en', 'plum is theirs, we stay with moss green'],
    ['en', 'our colour is rust and we print everything on kraft paper'],
    ['es', 'nuestra tipografía es Lora y el logo va arriba'],
    ['ru', 'наш фирменный цвет терракотовый'],
    ['ja', 'うちの色はずっと若草色です'],
  ])('given no third party’s possession in %s, when read, then the sentence stays whole', (_l, sentence) => {
    expect(notTheirs(sentence)).toEqual([sentence]);
  });

  it('given a message with work for a client between the person’s own facts, when read, then the client’s sentence goes', () => {
    expect(
      ownSpeech(
        'We are Driftwood Studio. The menu is for the harbour café, their sea green and their logo. Our font is Lora.',
      ),
    ).toBe('We are Driftwood Studio.\n\nOur font is Lora.');
  });
});

// Lines written for this spec (ADR 0073): the imagined, the overheard and a neighbour's values in one message.
describe('others-words: what the person imagines, overhears or sets against theirs is left out', () => {
  it.each([
    [
      'en',
      "if we ever did weddings we'd go blush pink, but we're not. the bakery next door is all lemon. our colour is slate blue",
      'our colour is slate blue',
    ],
    [
      'es',
      'si fuéramos una joyería seríamos dorados. nuestro color es el verde botella',
      'nuestro color es el verde botella',
    ],
    ['de', 'mein Kollege ruft, dass sein Verein gelb ist. unsere Farbe ist Petrol', 'unsere Farbe ist Petrol'],
    ['ru', 'конкуренты напротив все в красном. наш цвет графитовый', 'наш цвет графитовый'],
    ['zh', '要是我们开在海边就用海蓝了。我们的颜色是砖红色', '我们的颜色是砖红色'],
    ['ja', 'もし居酒屋だったら赤ですね。うちの色は藍色です', 'うちの色は藍色です'],
  ])('given such a message in %s, when read, then only the person’s own sentence is left', (_l, text, own) => {
    expect(ownSpeech(text)).toBe(own);
  });
});
