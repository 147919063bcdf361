/**
 * The harder B11 set (issue 28 item 6): 60 synthetic people, 10 in each of English, Spanish,
 * German, Russian, Chinese and Japanese. How it was made (bench/memory/README.md): for each
 * language and kind of fact, a pool of sentences a person might type, written by hand for this
 * set in that language's ordinary chat register — asides, hedges, facts inside requests, no
 * "<subject> is <value>" pattern required — by a helper who did not open the extractor's phrase
 * tables or training data; then each person draws one sentence per kind and one value per slot
 * from seeded pools. The labels are the values put in, never what the extractor says.
 */

export type Lang = 'en' | 'es' | 'de' | 'ru' | 'zh' | 'ja';
export const LANGS: readonly Lang[] = ['en', 'es', 'de', 'ru', 'zh', 'ja'];

/** The kinds of fact a person states; each live one is asked about later. */
export type Kind = 'colour' | 'font' | 'company' | 'name' | 'format' | 'avoid';

export interface Turn {
  /** A task the message was sent to (evidence of one task); the person's later questions come from another. */
  taskId: string;
  text: string;
  /** What the turn states, for the labels. */
  states?: { kind: Kind | 'oneoff'; value: string; scope: 'user' | 'workspace' | 'task' };
  /** The value this turn replaces (a correction). */
  replaces?: string;
}

export interface Person {
  userId: string;
  lang: Lang;
  turns: Turn[];
  /** Forget the memory holding this value after the turns (the forget's own language differs from the statement's). */
  forget: { value: string; kind: Kind; saidIn: Lang };
  /** Live at the end: kind → value. */
  live: Partial<Record<Kind, string>>;
  /** Values replaced by a correction: never current at the end. */
  replaced: string[];
  /** "This time" values: task-scoped, never in the profile nor recalled for another task. */
  oneOffs: string[];
  /** A guess the agent makes about the brand colour (a `remember` hypothesis): never over the stated one. */
  guess: string;
  /** The person's own later question per kind (B11h2); without it, the language's `QUESTIONS`. */
  questions?: Partial<Record<Kind, string>>;
}

type Pools = Record<Kind | 'oneoff' | 'correction', string[]>;

// {v} is the value. Written per language; none copies another language's sentence.
const SENTENCES: Record<Lang, Pools> = {
  en: {
    colour: [
      'Quick heads-up before anything else: everything we put out is in {v}, that is the colour people know us by.',
      'We are a {v} company through and through, so keep that in mind for the visuals.',
      'Brand-wise we always go {v} — it is on the van, the cups, the website.',
      'For context, {v} is our signature colour.',
    ],
    font: [
      'All our printed stuff is set in {v}, we bought the licence last year.',
      'Typography note: headings and body both use {v} on our side.',
      'We have standardised on {v} as the typeface for everything.',
    ],
    company: [
      'I run a small shop called {v}, mostly online.',
      'This is all for {v}, the studio I co-own with my sister.',
      'The business is {v} — we make handmade ceramics.',
    ],
    name: [
      'I am {v} by the way, nice to meet you.',
      'Sign the drafts off to {v}, that is me.',
      'Hi, {v} here, I handle the marketing side.',
    ],
    format: [
      'Most of what I post ends up on Instagram, so {v} works best for me.',
      'Whenever you can, give me files in {v}; that is what my printer wants.',
      'I basically always need {v} versions.',
    ],
    avoid: [
      'Please, no {v} — I really can not stand them.',
      'One thing I never want to see in our designs is {v}.',
      'Keep {v} out of it, they look cheap to me.',
    ],
    oneoff: ['Just for this flyer, make it {v} — the rest stays as usual.', 'For this one only, go {v}.'],
    correction: [
      'Scratch what I said about the colour: we rebranded, it is {v} now.',
      'Small update — our colour changed to {v} last month.',
    ],
  },
  es: {
    colour: [
      'Antes que nada: todo lo nuestro va en {v}, es el color con el que nos reconocen.',
      'Somos muy de {v}, está en el logo, las bolsas y la web.',
      'Para que lo sepas, el {v} es nuestro color de siempre.',
      'Nuestra identidad es {v} de arriba abajo.',
    ],
    font: [
      'Todos los impresos los hacemos con la tipografía {v}.',
      'Usamos {v} para títulos y textos, es la letra de la casa.',
      'La fuente que manejamos siempre es {v}.',
    ],
    company: [
      'Tengo una tiendita que se llama {v}, casi todo online.',
      'Esto es para {v}, el estudio que llevo con mi hermano.',
      'El negocio se llama {v} y hacemos cerámica artesanal.',
    ],
    name: [
      'Por cierto, soy {v}, encantada.',
      'Me podés llamar {v}, yo llevo la parte de redes.',
      'Hola, aquí {v}, de marketing.',
    ],
    format: [
      'Casi todo lo subo a Instagram, así que me viene mejor en {v}.',
      'Pásame los archivos en {v} siempre que puedas, la imprenta lo pide así.',
      'Prácticamente siempre necesito la versión en {v}.',
    ],
    avoid: [
      'Por favor, nada de {v}, no los soporto.',
      'Algo que no quiero ver jamás en nuestros diseños son los {v}.',
      'Deja fuera los {v}, me parecen baratos.',
    ],
    oneoff: ['Solo para este folleto, hazlo en {v}; lo demás como siempre.', 'Esta vez sí, en {v}, pero solo esta.'],
    correction: [
      'Olvida lo del color que te dije: cambiamos la imagen, ahora es {v}.',
      'Actualización: el color de la marca pasó a ser {v} el mes pasado.',
    ],
  },
  de: {
    colour: [
      'Vorab: bei uns ist alles in {v}, daran erkennt man uns.',
      'Wir sind durch und durch {v} – auf dem Lieferwagen, den Bechern, der Website.',
      'Zur Einordnung: {v} ist unsere Hausfarbe.',
      'Farblich läuft bei uns alles über {v}.',
    ],
    font: [
      'Unsere Drucksachen setzen wir alle in der {v}, die Lizenz haben wir seit letztem Jahr.',
      'Für Überschriften und Fließtext nehmen wir bei uns die {v}.',
      'Als Schrift haben wir uns auf die {v} festgelegt.',
    ],
    company: [
      'Ich habe einen kleinen Laden namens {v}, fast nur online.',
      'Das ist alles für {v}, das Atelier, das ich mit meiner Schwester führe.',
      'Die Firma heißt {v}, wir machen handgemachte Keramik.',
    ],
    name: [
      'Ich bin übrigens {v}, freut mich.',
      'Die Entwürfe bitte an {v} – das bin ich.',
      'Hallo, hier ist {v}, ich kümmere mich ums Marketing.',
    ],
    format: [
      'Das meiste landet bei Instagram, deshalb passt mir {v} am besten.',
      'Schick mir die Dateien möglichst als {v}, das will die Druckerei so.',
      'Ich brauche eigentlich immer eine Fassung in {v}.',
    ],
    avoid: [
      'Bitte keine {v}, die kann ich echt nicht ausstehen.',
      'Was ich in unseren Entwürfen nie sehen will, sind {v}.',
      'Lass die {v} weg, die wirken billig auf mich.',
    ],
    oneoff: ['Nur für diesen Flyer bitte in {v}, sonst bleibt alles wie immer.', 'Ausnahmsweise diesmal {v}.'],
    correction: [
      'Vergiss, was ich zur Farbe gesagt habe: wir haben umgestellt, jetzt ist es {v}.',
      'Kleines Update – unsere Farbe ist seit letztem Monat {v}.',
    ],
  },
  ru: {
    colour: [
      'Сразу скажу: у нас всё в цвете «{v}», по нему нас и узнают.',
      'Мы прямо очень «{v}» – фургон, стаканы, сайт, всё такое.',
      'Для понимания: {v} – это наш фирменный цвет.',
      'По цветам у нас всё держится на цвете «{v}».',
    ],
    font: [
      'Всю печатку мы набираем шрифтом {v}, лицензию купили в прошлом году.',
      'И заголовки, и текст у нас идут шрифтом {v}.',
      'Мы договорились, что везде используем {v}.',
    ],
    company: [
      'У меня маленький магазин, называется {v}, в основном онлайн.',
      'Это всё для студии {v}, мы её держим вместе с сестрой.',
      'Компания называется {v}, делаем керамику ручной работы.',
    ],
    name: [
      'Кстати, я {v}, приятно познакомиться.',
      'Макеты отправляйте {v} – это я.',
      'Привет, это {v}, я веду маркетинг.',
    ],
    format: [
      'Почти всё уходит в инстаграм, так что мне удобнее {v}.',
      'Присылай файлы по возможности в {v}, типография так просит.',
      'Мне почти всегда нужна версия {v}.',
    ],
    avoid: [
      'Только, пожалуйста, без {v}, терпеть их не могу.',
      'Чего я никогда не хочу видеть в наших макетах, так это {v}.',
      'Убери {v}, по-моему, это выглядит дёшево.',
    ],
    oneoff: ['Только для этой листовки сделай {v}, остальное как обычно.', 'В этот раз, в виде исключения, {v}.'],
    correction: [
      'Забудь, что я говорил про цвет: у нас ребрендинг, теперь цвет «{v}».',
      'Небольшое обновление – с прошлого месяца наш цвет «{v}».',
    ],
  },
  zh: {
    colour: [
      '先说一句：我们所有东西都用{v}，大家一看就认得是我们。',
      '我们家从招牌到杯子到网站都是{v}。',
      '补充一下背景，{v}是我们的标志色。',
      '颜色方面我们一直只用{v}。',
    ],
    font: ['我们所有印刷品都用{v}这个字体，去年买了授权。', '标题和正文我们都用{v}。', '字体我们统一定成了{v}。'],
    company: [
      '我开了一家小店，叫{v}，主要在网上卖。',
      '这些都是给{v}做的，是我和我妹妹一起开的工作室。',
      '公司名字是{v}，我们做手工陶瓷。',
    ],
    name: ['对了，我是{v}，很高兴认识你。', '稿子发给{v}就行，就是我。', '你好，我是{v}，负责市场这块。'],
    format: [
      '我发的东西基本都在小红书上，所以{v}最合适。',
      '文件尽量给我{v}的，印刷厂要这个。',
      '我几乎每次都需要{v}的版本。',
    ],
    avoid: ['拜托，别用{v}，我真受不了。', '我们的设计里我永远不想看到{v}。', '把{v}去掉，看着很廉价。'],
    oneoff: ['就这张传单用{v}，其他照旧。', '这回破例用{v}，只这一次。'],
    correction: ['之前说的颜色作废：我们换了形象，现在是{v}。', '更新一下，从上个月起我们的颜色改成{v}了。'],
  },
  ja: {
    colour: [
      '最初に言っておくと、うちは全部{v}で統一していて、それで覚えてもらっています。',
      '車もカップもサイトも、うちは{v}一色です。',
      '前提として、{v}がうちのイメージカラーです。',
      '色はいつも{v}でお願いしています。',
    ],
    font: [
      '印刷物はすべて{v}で組んでいます。去年ライセンスを買いました。',
      '見出しも本文も、うちは{v}を使っています。',
      '書体は{v}に統一しました。',
    ],
    company: [
      '{v}という小さなお店をやっていて、ほぼネット販売です。',
      'これは全部、妹と二人でやっている{v}のためのものです。',
      '会社の名前は{v}で、手作りの陶器を作っています。',
    ],
    name: [
      'ちなみに{v}です。よろしくお願いします。',
      'デザインの確認は{v}宛てにお願いします、私です。',
      'こんにちは、マーケティング担当の{v}です。',
    ],
    format: [
      '投稿先はほとんどインスタなので、{v}が一番助かります。',
      'ファイルはできるだけ{v}でください、印刷所の指定なので。',
      'ほぼ毎回{v}のバージョンが必要です。',
    ],
    avoid: [
      '{v}だけはやめてください、本当に苦手なんです。',
      'うちのデザインで絶対に見たくないのは{v}です。',
      '{v}は外してください、安っぽく見えるので。',
    ],
    oneoff: ['このチラシだけ{v}にしてください、ほかはいつも通りで。', '今回だけ特別に{v}で。'],
    correction: [
      '色の話は訂正です。リブランドして、今は{v}になりました。',
      'お知らせです、先月からうちの色は{v}に変わりました。',
    ],
  },
};

/** The value pools (exported so B11h2's spec can hold its values apart from these). */
export const VALUES: Record<Lang, Record<Kind | 'oneoff', string[]>> = {
  en: {
    colour: ['teal', 'burnt orange', 'forest green', 'plum', 'mustard yellow', 'navy', 'coral', 'slate grey'],
    font: ['Fira Sans', 'Libre Baskerville', 'Nunito', 'Playfair Display', 'Work Sans', 'Lora'],
    company: ['Hollow Oak', 'Bramble & Co', 'Tidewater Goods', 'Little Kiln', 'North Pier Press', 'Copperleaf'],
    name: ['Megan', 'Oliver', 'Priya', 'Tom', 'Hannah', 'Marcus', 'Zoe', 'Daniel'],
    format: ['square 1:1', 'A5 portrait', '4:5 vertical', 'PDF with bleed', '16:9 landscape'],
    avoid: ['gradients', 'drop shadows', 'stock photos', 'clip art', 'neon colours'],
    oneoff: ['black and white', 'hand-drawn', 'very minimal'],
  },
  es: {
    colour: ['turquesa', 'naranja quemado', 'verde bosque', 'ciruela', 'amarillo mostaza', 'azul marino', 'coral'],
    font: ['Montserrat', 'Roboto Slab', 'Poppins', 'Merriweather', 'Raleway', 'Cabin'],
    company: ['La Alacena', 'Barro y Fuego', 'Casa Lumbre', 'El Telar', 'Marea Alta', 'Hojarasca'],
    name: ['Lucía', 'Mateo', 'Valentina', 'Diego', 'Carmen', 'Javier', 'Sofía'],
    format: ['formato cuadrado', 'A5 vertical', 'PDF con sangrado', '16:9 horizontal'],
    avoid: ['degradados', 'sombras', 'fotos de stock', 'colores neón'],
    oneoff: ['blanco y negro', 'estilo dibujado a mano', 'muy minimalista'],
  },
  de: {
    colour: ['Petrol', 'Ocker', 'Tannengrün', 'Pflaumenblau', 'Senfgelb', 'Marineblau', 'Koralle'],
    font: ['Source Serif', 'Open Sans', 'Alegreya', 'Manrope', 'Crimson Pro', 'Karla'],
    company: ['Hofladen Birke', 'Tonwerk Krause', 'Kleine Mühle', 'Nordlicht Druck', 'Kupferkessel'],
    name: ['Jana', 'Lukas', 'Miriam', 'Felix', 'Greta', 'Jonas', 'Paula'],
    format: ['quadratisch', 'A5 hoch', 'PDF mit Beschnitt', '16:9 quer'],
    avoid: ['Farbverläufe', 'Schlagschatten', 'Stockfotos', 'Neonfarben'],
    oneoff: ['schwarz-weiß', 'handgezeichnet', 'ganz schlicht'],
  },
  ru: {
    colour: ['бирюзовый', 'терракотовый', 'изумрудный', 'сливовый', 'горчичный', 'тёмно-синий', 'коралловый'],
    font: ['PT Sans', 'Golos', 'Inter', 'Lora', 'Manrope', 'Rubik'],
    company: ['Глиняный двор', 'Северная лавка', 'Тёплый дом', 'Сова и кот', 'Белый клён'],
    name: ['Ольга', 'Дмитрий', 'Анна', 'Илья', 'Мария', 'Кирилл', 'Вера'],
    format: ['квадрат 1:1', 'А5 вертикальный', 'PDF с вылетами', '16:9 горизонтальный'],
    avoid: ['градиенты', 'тени', 'стоковые фото', 'неоновые цвета'],
    oneoff: ['чёрно-белый', 'рисованный от руки', 'совсем минималистичный'],
  },
  zh: {
    colour: ['藏青色', '橘红色', '墨绿色', '紫红色', '芥末黄', '天蓝色', '珊瑚粉'],
    font: ['思源黑体', '思源宋体', '站酷高端黑', '阿里巴巴普惠体', '霞鹜文楷'],
    company: ['青木设计', '山野茶社', '小陶坊', '云帆文具', '拾光花店'],
    name: ['李娜', '王强', '陈静', '张伟', '刘洋', '赵敏'],
    format: ['方形1:1', 'A5竖版', '带出血的PDF', '16:9横版'],
    avoid: ['渐变', '阴影', '图库照片', '荧光色'],
    oneoff: ['黑白', '手绘风', '极简'],
  },
  ja: {
    colour: ['山吹色', '藍色', '抹茶色', '桜色', 'からし色', '紺色', '若草色'],
    font: ['游ゴシック', 'ヒラギノ明朝', 'Noto Sans JP', 'M PLUS Rounded', 'BIZ UDゴシック'],
    company: ['木の実工房', 'ひだまり書房', '小町陶房', '青空雑貨店', '月見堂'],
    name: ['佐藤', '鈴木', '高橋', '田中', '渡辺', '山本'],
    format: ['正方形', 'A5縦', '塗り足し付きPDF', '16:9横長'],
    avoid: ['グラデーション', 'ドロップシャドウ', 'ストック写真', '蛍光色'],
    oneoff: ['モノクロ', '手描き風', 'シンプル'],
  },
};

/** What the person's later work asks for: a paraphrase that names neither the subject word nor the value. */
export const QUESTIONS: Record<Lang, Record<Kind, string>> = {
  en: {
    colour: 'what shade should the new packaging be',
    font: 'which lettering for the menu board',
    company: 'whose label goes on the product sticker',
    name: 'who should I address the proof to',
    format: 'what size and shape should the social post be',
    avoid: 'effects or styles to stay away from on the poster',
  },
  es: {
    colour: '¿de qué tono hacemos el envase nuevo?',
    font: '¿qué letra usamos en la carta del bar?',
    company: '¿qué marca va en la etiqueta del producto?',
    name: '¿a quién le mando la prueba?',
    format: '¿qué tamaño y forma lleva la publicación?',
    avoid: '¿qué efectos o estilos evito en el cartel?',
  },
  de: {
    colour: 'welcher Farbton für die neue Verpackung',
    font: 'welche Buchstaben für die Menütafel',
    company: 'wessen Label kommt auf den Produktaufkleber',
    name: 'an wen schicke ich den Probedruck',
    format: 'welche Größe und welches Seitenverhältnis für den Post',
    avoid: 'welche Effekte oder Stile auf dem Plakat meiden',
  },
  ru: {
    colour: 'какого оттенка сделать новую упаковку',
    font: 'какими буквами написать меню',
    company: 'чьё название поставить на наклейку товара',
    name: 'кому отправить пробный макет',
    format: 'какой размер и пропорции у поста',
    avoid: 'каких эффектов и стилей избегать на плакате',
  },
  zh: {
    colour: '新包装用什么色调',
    font: '菜单板上用什么样的字',
    company: '产品贴纸上写谁家的名字',
    name: '样稿发给谁',
    format: '社交媒体帖子做多大、什么比例',
    avoid: '海报上要避开哪些效果或风格',
  },
  ja: {
    colour: '新しいパッケージは何色の系統にしますか',
    font: 'メニューボードの文字はどれにしますか',
    company: '商品シールには誰の名前を入れますか',
    name: '校正は誰に送ればいいですか',
    format: '投稿のサイズと比率はどうしますか',
    avoid: 'ポスターで避けるべき効果やスタイルは',
  },
};

/** A small deterministic PRNG (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each kind's scope as B11h labels it (exported for B11h3, whose facts default to it). */
export const SCOPES: Record<Kind, 'user' | 'workspace'> = {
  colour: 'workspace',
  font: 'workspace',
  company: 'workspace',
  name: 'user',
  format: 'user',
  avoid: 'user',
};

/** 60 people by default (10 per language), deterministic for a seed. */
export function buildPeople(perLanguage = 10, seed = 2811): Person[] {
  const rnd = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const people: Person[] = [];
  for (const lang of LANGS)
    for (let i = 0; i < perLanguage; i++) {
      const userId = `b11h-${lang}-${i}`;
      const task = (n: number) => `${userId}-task-${n}`;
      const say = (pool: string, value: string) => pool.replace('{v}', value);
      const values = Object.fromEntries(
        (['colour', 'font', 'company', 'name', 'format', 'avoid'] as Kind[]).map((k) => [k, pick(VALUES[lang][k])]),
      ) as Record<Kind, string>;
      const turns: Turn[] = [];
      // The facts, spread over three tasks, in a shuffled order.
      const kinds = (['colour', 'font', 'company', 'name', 'format', 'avoid'] as Kind[]).sort(() => rnd() - 0.5);
      kinds.forEach((kind, k) =>
        turns.push({
          taskId: task(k % 3),
          text: say(pick(SENTENCES[lang][kind]), values[kind]),
          states: { kind, value: values[kind], scope: SCOPES[kind] },
        }),
      );
      // A one-off in its own task.
      const oneOff = pick(VALUES[lang].oneoff);
      turns.push({
        taskId: task(3),
        text: say(pick(SENTENCES[lang].oneoff), oneOff),
        states: { kind: 'oneoff', value: oneOff, scope: 'task' },
      });
      // Half the people correct their colour later.
      const replaced: string[] = [];
      const live = { ...values };
      if (i % 2 === 0) {
        const others = VALUES[lang].colour.filter((c) => c !== values.colour);
        const next = pick(others);
        turns.push({
          taskId: task(4),
          text: say(pick(SENTENCES[lang].correction), next),
          states: { kind: 'colour', value: next, scope: 'workspace' },
          replaces: values.colour,
        });
        replaced.push(values.colour);
        live.colour = next;
      }
      // Each person forgets one fact (said in another language: the chat path is the router's).
      const forgetKind: Kind = i % 3 === 0 ? 'avoid' : i % 3 === 1 ? 'font' : 'format';
      const forget = { value: values[forgetKind], kind: forgetKind, saidIn: LANGS[(LANGS.indexOf(lang) + 1) % 6] };
      delete live[forgetKind];
      const guess = pick(VALUES[lang].colour.filter((c) => c !== live.colour && !replaced.includes(c)));
      people.push({ userId, lang, turns, forget, live, replaced, oneOffs: [oneOff], guess });
    }
  return people;
}

/** Filler: what the agent noted about other work of the person (hypotheses), so each holds many more memories than recall's k. */
export function fillerNotes(userId: string, count: number): Array<{ subject: string; content: string }> {
  const things = ['poster', 'flyer', 'banner', 'menu', 'label', 'invitation', 'brochure', 'sticker', 'mug', 'tote bag'];
  const qualities = ['bold', 'quiet', 'playful', 'formal', 'rustic', 'clean', 'busy', 'airy'];
  return Array.from({ length: count }, (_, j) => ({
    subject: `project note ${j}`,
    content: `the ${things[j % things.length]} for client ${(j * 7) % 101} came out ${qualities[j % qualities.length]} (${userId} #${j})`,
  }));
}
