import { labelledFields } from './labelled-field';
import { contentOf } from './statement-candidate';

const read = (text: string) =>
  labelledFields(text).map(({ read: r }) => [r.scope, r.subject ?? r.topic, r.sentence] as const);

describe('labelledFields: the person’s own notes typed as labelled fields (ADR 0076)', () => {
  it.each([
    // One field a line, each label a slot: the person, the business, the colour.
    [
      'en',
      'name: Oona Pell\nbiz: Pell & Thistle\ncolour → sea-glass grey',
      [
        ['user', 'person', 'name: Oona Pell'],
        ['workspace', 'name', 'biz: Pell & Thistle'],
        ['workspace', 'colour', 'colour → sea-glass grey'],
      ],
    ],
    [
      'es',
      '- nombre: Inés Taboada\n- empresa: Cerería Taboada\n- color = ocre quemado',
      [
        ['user', 'person', 'nombre: Inés Taboada'],
        ['workspace', 'name', 'empresa: Cerería Taboada'],
        ['workspace', 'colour', 'color = ocre quemado'],
      ],
    ],
    [
      'de',
      'Firma: Drechslerei Utz | Farbe: Nussbraun | Ich: Hella Utz',
      [
        ['workspace', 'name', 'Firma: Drechslerei Utz'],
        ['workspace', 'colour', 'Farbe: Nussbraun'],
        ['user', 'person', 'Ich: Hella Utz'],
      ],
    ],
    [
      'ru',
      'имя — Лев Рудаков\nмастерская — «Рудаков Стекло»\nфирменный цвет — бутылочный',
      [
        ['user', 'person', 'имя — Лев Рудаков'],
        ['workspace', 'name', 'мастерская — «Рудаков Стекло»'],
        ['workspace', 'colour', 'фирменный цвет — бутылочный'],
      ],
    ],
    [
      'zh',
      '· 姓名：郑雨桐\n· 店名：雨桐花坊\n· 主色 → 雾霾蓝',
      [
        ['user', 'person', '姓名：郑雨桐'],
        ['workspace', 'name', '店名：雨桐花坊'],
        ['workspace', 'colour', '主色 → 雾霾蓝'],
      ],
    ],
    [
      'ja',
      '氏名：森本葵／屋号：あおい文具店／色：若竹色',
      [
        ['user', 'person', '氏名：森本葵'],
        ['workspace', 'name', '屋号：あおい文具店'],
        ['workspace', 'colour', '色：若竹色'],
      ],
    ],
  ])('%s: %s', (_lang, text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it.each([
    ['en', 'font: Fraunces Bold', 'workspace', 'font'],
    ['en', 'formats: square reels', 'user', 'format'],
    ['es', 'tipografía → Lora Italic', 'workspace', 'font'],
    ['es', 'evitar: flechas con sombra', 'user', 'avoid: imagery'],
    ['de', '• Schrift > Barlow Condensed', 'workspace', 'font'],
    ['de', 'Format: Faltblatt DIN lang', 'user', 'format'],
    ['ru', 'шрифт = Манропе', 'workspace', 'font'],
    ['ru', 'формат: квадратные посты', 'user', 'format'],
    ['zh', '字体：思源宋体', 'workspace', 'font'],
    ['zh', '格式：竖版长图', 'user', 'format'],
    ['ja', 'フォント → 源ノ明朝', 'workspace', 'font'],
    ['ja', 'NG：キラキラ加工', 'user', 'avoid: imagery'],
  ])('%s: "%s" is a field on its slot', (_lang, text, scope, subject) => {
    expect(read(text)).toEqual([[scope, subject, text.replace(/^• /u, '')]]);
  });

  it.each([
    ['en', '## avoid\n- lens flares\n- clip-art suns', ['user', 'avoid: imagery', 'lens flares']],
    ['en', 'me:\n  Tobin Reyes', ['user', 'person', 'Tobin Reyes']],
    ['es', 'fuera:\n• caricaturas de chefs', ['user', 'avoid: imagery', 'caricaturas de chefs']],
    ['de', 'Laden:\n  Kurzwaren Pohl', ['workspace', 'name', 'Kurzwaren Pohl']],
    ['ru', 'цвет:\n  графитовый', ['workspace', 'colour', 'графитовый']],
    ['zh', '不要：\n• 卡通太阳', ['user', 'avoid: imagery', '卡通太阳']],
    ['ja', 'フォーマット👇\n1. 正方形の投稿', ['user', 'format', '正方形の投稿']],
  ])('%s: a heading carries its slot to the first item below it', (_lang, text, expected) => {
    expect(read(text)).toEqual([expected]);
  });

  it.each([
    // Someone else's values, labelled as theirs: the label is not a slot of the person's.
    ["my sister's shop: Hazel Nook → coral"],
    ['competitor: Brightline, navy + gold'],
    ['cliente: Grupo Vela → azul marino'],
    ['Konkurrenz: Blauhaus, Petrol'],
    ['клиент: «Волна» → бирюза'],
    ['对手：木森家居'],
    ['競合：みどり屋'],
    // A field said for one occasion, or a relative named in it.
    ['colour: gold, only this time'],
    ['color: rosa, solo esta vez'],
    ['名字：我朋友的店'],
    // A heading with nothing under it, a value in brackets, a sentence.
    ['## avoid'],
    ['(font: Lato for the flyer only)'],
    ['I love the colour of the sea at dusk'],
    // An answer that opens with "no" and a dash: a correction, not a thing to avoid.
    ['No - Lato, not Lora'],
    ['nope — the darker blue'],
    ['nunca – bueno, casi nunca'],
    ['не надо — просто синий'],
    ['不要 — 就用蓝色'],
  ])('"%s" gives no field', (text) => {
    expect(read(text)).toEqual([]);
  });

  // Lines written for this case (ADR 0084): a field's content is what the person settled on.
  const settled = (text: string) => labelledFields(text).map((f) => f.settled);

  it.each([
    ['en', 'Colour: heather grey'],
    ['es', 'Color: verde oliva'],
    ['de', 'Schrift: Brygada'],
    ['ru', 'шрифт — Manrope'],
    ['zh', '字体：站酷快乐体'],
    ['ja', '色：藤色'],
  ])('%s: a field whose only value is the settled one is unchanged', (_lang, text) => {
    expect(settled(text)).toEqual([contentOf(text)]);
  });

  it.each([
    ['en', 'Font: tried Quattro, far too cold. Going with Brygada.', 'Going with Brygada'],
    ['es', 'Letra: probé Alegreya y es demasiado fina. Me quedo con Bitter.', 'Me quedo con Bitter'],
    ['de', 'Schrift: Sora war zu breit, wir nehmen Figtree', 'wir nehmen Figtree'],
    ['ru', 'шрифт: попробовали Lora, слишком тонкий, берём PT Serif', 'берём PT Serif'],
    ['zh', '字体：试了宋体，太细了，就用思源黑体', '就用思源黑体'],
    ['ja', 'フォント：明朝を試してみたけど細すぎ。ゴシックにします', 'ゴシックにします'],
  ])('%s: a value tried and dropped leaves the field, the chosen one stays', (_lang, text, content) => {
    expect(settled(text)).toEqual([content]);
  });

  it.each([
    ['en', 'colour: maybe something teal-ish?'],
    ['es', 'color: quizá algo verde'],
    ['de', 'Farbe: vielleicht Petrol?'],
    ['ru', 'цвет: может быть, что-то бирюзовое'],
    ['zh', '颜色：也许蓝绿色之类的'],
    ['ja', '色：とりあえず水色かな'],
  ])('%s: a field with nothing settled in it states nothing, though the line is still a field', (_lang, text) => {
    expect(settled(text)).toEqual([undefined]);
  });

  it.each([
    ['de', 'Farbe: Moosgrün (das Gelb war zu grell)', 'Moosgrün'],
    ['zh', '颜色：墨绿（橙色太艳）', '颜色：墨绿'],
    ['en', 'colour: slate (the navy was far too dark)', 'colour: slate'],
  ])('%s: an aside in brackets that turns another value down goes, the value stays', (_lang, text, content) => {
    expect(settled(text)).toEqual([content]);
  });

  it.each([['名前：森田健太'], ['店名：太陽堂'], ['Firma: Zu den drei Linden']])(
    'leaves a name said alone as typed, whatever its letters: "%s"',
    (text) => {
      expect(settled(text)).toEqual([contentOf(text)]);
    },
  );

  it('cuts a name field that says more: the name tried and dropped goes', () => {
    expect(settled('Firma: Tallwerk passt nicht, wir nehmen Brotzeit & Co')).toEqual(['wir nehmen Brotzeit & Co']);
  });

  it('leaves a thing to avoid as read: its value is what it turns down', () => {
    expect(settled('avoid: anything too glossy')).toEqual(['anything too glossy']);
  });
});

describe('labelledFields: a spreadsheet’s row under its header row (ADR 0090)', () => {
  it.each([
    [
      'en',
      'name | company | colour\nPia Hollow | Hollow Candles | smoke blue',
      [
        ['user', 'person', 'Pia Hollow'],
        ['workspace', 'name', 'Hollow Candles'],
        ['workspace', 'colour', 'smoke blue'],
      ],
    ],
    [
      'es',
      'nombre;empresa;tipografía\nLeire Ugalde;Sidrería Ugalde;Bitter',
      [
        ['user', 'person', 'Leire Ugalde'],
        ['workspace', 'name', 'Sidrería Ugalde'],
        ['workspace', 'font', 'Bitter'],
      ],
    ],
    [
      'de',
      'Name\tFirma\tTelefon\nMaja Rinck\tImkerei Rinck\t0170 000',
      [
        ['user', 'person', 'Maja Rinck'],
        ['workspace', 'name', 'Imkerei Rinck'],
      ],
    ],
    [
      'ru',
      'имя, компания, цвет\nЗоя Лапина, пекарня «Сдоба», васильковый',
      [
        ['user', 'person', 'Зоя Лапина'],
        ['workspace', 'name', 'пекарня «Сдоба»'],
        ['workspace', 'colour', 'васильковый'],
      ],
    ],
    [
      'zh',
      '| 姓名 | 店名 | 颜色 |\n| 罗晓晴 | 晴天花坊 | 雾霾蓝 |',
      [
        ['user', 'person', '罗晓晴'],
        ['workspace', 'name', '晴天花坊'],
        ['workspace', 'colour', '雾霾蓝'],
      ],
    ],
    [
      'ja',
      '氏名｜屋号｜フォント\n平野 葵｜平野製本｜游明朝',
      [
        ['user', 'person', '平野 葵'],
        ['workspace', 'name', '平野製本'],
        ['workspace', 'font', '游明朝'],
      ],
    ],
  ])('%s: each labelled column’s cell is a field, the cell its excerpt', (_lang, text, fields) => {
    expect(read(text)).toEqual(fields);
  });

  it('reads the first row only, and no row whose cells do not line up with the header', () => {
    expect(read('name | company\nPia Hollow | Hollow Candles\nOla Berg | Berg Sails').map((f) => f[2])).toEqual([
      'Pia Hollow',
      'Hollow Candles',
    ]);
    expect(read('name | company\njust one cell here')).toEqual([]);
    // A column of row numbers headed "No" is no thing to avoid.
    expect(read('No | name | company\n1 | Pia Hollow | Hollow Candles').map((f) => f[2])).toEqual([
      'Pia Hollow',
      'Hollow Candles',
    ]);
  });
});
