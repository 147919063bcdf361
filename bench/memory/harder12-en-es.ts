/**
 * B11h12's people at home in English and in Spanish (`harder12-people.ts`): bilingual people who
 * switch languages inside their messages — a clause, a set phrase, a value named in the other
 * language, a correction in the other language days later. Values as the person types them.
 */
import { client, partner, pic, relayed, rival, unreal, type Draft, type Pools } from './harder12-types';

export const EN12: Draft[] = [
  {
    lang: 'en',
    writer: { role: 'a Miami poster designer raised by a Cuban grandmother', mixes: 'es' },
    says: [
      [
        1,
        "hey! I'm Danny Ocampo, I run Guava & Ink out of a tiny studio off Calle Ocho, mostly posters and menus for the ventanitas around here",
        { name: 'Danny Ocampo', company: 'Guava & Ink' },
      ],
      [
        1,
        'nuestro color es el verde mamoncillo, like, the dark one, not mint. it goes on everything we print',
        { colour: 'verde mamoncillo' },
      ],
      [2, 'headings I always set in Rufina, no sé, it just feels warm and a bit old Havana', { font: 'Rufina' }],
      [
        2,
        "can you send stuff as IG carousel slides? that's how my clients actually look at anything. mi tía's bakery is all mamey orange pero that's her thing, not ours",
        { format: 'IG carousel slides' },
        partner('mamey orange'),
      ],
      [
        3,
        'and please, nada de stock palm trees. every Miami flyer has them, estoy harto',
        { avoid: 'stock palm trees' },
      ],
      [
        3,
        'solo para el flyer de Nochebuena I want hot pink with gold foil, after that back to normal',
        { oneOff: 'hot pink with gold foil' },
      ],
      [
        5,
        'oye, cambio: ya no es verde mamoncillo, ahora usamos verde perico, más brillante. we repainted the storefront el sábado',
        { colour: 'verde perico' },
      ],
      [
        5,
        "the print shop on Eighth Street does everything in chrome silver, y se ve barato, we're not them",
        {},
        rival('chrome silver'),
      ],
    ],
    forget: { kind: 'font', value: 'Rufina', text: 'hey scrap what I said about Rufina, just forget it ok?' },
  },
  {
    lang: 'en',
    writer: {
      role: 'a Manchester-born baker who runs a sourdough shop in Leipzig with her German husband',
      mixes: 'de',
    },
    says: [
      [
        1,
        "hiya, Hollie Brandt here, we've got a little Bäckerei in Plagwitz called Crumb & Korn, need a price board doing",
        { name: 'Hollie Brandt', company: 'Crumb & Korn' },
      ],
      [
        1,
        "our colour's Brotkrustenbraun, the colour of a proper crust, hab ich selbst gemischt. Mein Mann will lieber Petrol, but it's my shop lol",
        { colour: 'Brotkrustenbraun' },
        partner('Petrol'),
      ],
      [
        2,
        'lettering wise we stick to Gill Sans Nova, sieht ehrlich aus, like an old railway sign',
        { font: 'Gill Sans Nova' },
      ],
      [
        2,
        'could you do it as an A5 Flyer, beidseitig? the printer round the corner only does that',
        {
          format: 'A5 Flyer, beidseitig',
        },
      ],
      [
        3,
        "no cartoon pretzels please, das ist so Oktoberfest-kitsch and we're not that kind of place",
        { avoid: 'cartoon pretzels' },
      ],
      [
        3,
        'nur für den Weihnachtsmarkt stand: red and white candy stripes, just that once',
        {
          oneOff: 'red and white candy stripes',
        },
      ],
      [
        4,
        'Korrektur! Brotkrustenbraun war zu dunkel auf Papier, wir nehmen jetzt Kümmelgrün. sorry for the faff',
        { colour: 'Kümmelgrün' },
      ],
      [
        4,
        'Café Sonnendeck down the road asked us for their order cards too, they want it in ocean teal, Kundenwunsch, nicht unsers',
        {},
        client('ocean teal'),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'A5 Flyer, beidseitig',
      text: 'das mit dem A5 Flyer bitte vergessen, danke!',
      saidIn: 'de',
    },
  },
  {
    lang: 'en',
    writer: { role: 'a London nail-art freelancer whose mum is from Novosibirsk', mixes: 'ru' },
    says: [
      [
        1,
        "hi hi, I'm Katya Pemberton, my studio's called Glossary Nails, короче I need posts for the new set",
        { name: 'Katya Pemberton', company: 'Glossary Nails' },
      ],
      [
        1,
        'brand colour is sugar lilac, мама says it should all be золотой but honestly no',
        { colour: 'sugar lilac' },
        partner('золотой'),
      ],
      [2, 'font is Instrument Serif for the price list, всегда, it looks posh', { font: 'Instrument Serif' }],
      [2, '9:16 vertical stories pls, я всё выкладываю туда', { format: '9:16 vertical stories' }],
      [2, 'oh and no glitter gradients, ну это прям 2015', { avoid: 'glitter gradients' }],
      [
        3,
        'только для Valentine’s post сделай cherry red, and keep Instrument Serif on the prices like always',
        { oneOff: 'cherry red', font: 'Instrument Serif' },
      ],
      [
        4,
        'слушай, поменяли цвет: не sugar lilac, а дымчатая сирень, a bit greyer. new bottles came in that shade',
        { colour: 'дымчатая сирень' },
      ],
      [
        4,
        'for the next one can you draw a cat with long almond nails, типа mascot',
        {},
        pic('a cat with long almond nails'),
      ],
    ],
    forget: { kind: 'avoid', value: 'glitter gradients', text: 'the glitter gradients thing — forget I said it' },
  },
  {
    lang: 'en',
    writer: {
      role: 'a Singapore-raised founder of a dumpling bar in Manchester, whose mother runs the kitchen',
      mixes: 'zh',
    },
    scopes: { avoid: 'workspace' },
    says: [
      [
        1,
        "hey, Wei Ling Foster here. we're Dumpling Theory, 在 Northern Quarter, opening a second spot so need a menu",
        { name: 'Wei Ling Foster', company: 'Dumpling Theory' },
      ],
      [
        1,
        '颜色 is chilli-oil red, the glossy one. 我妈 likes jade green but that’s for her mahjong club lol',
        { colour: 'chilli-oil red' },
        partner('jade green'),
      ],
      [2, 'headers in Texturina please, 有点复古 but still clean', { font: 'Texturina' }],
      [2, 'menu as an A3 poster PDF, 我们直接贴在墙上', { format: 'A3 poster PDF' }],
      [
        3,
        'no panda mascots. 这是我们家的规矩, applies to everyone who works here, not just me',
        { avoid: 'panda mascots' },
      ],
      [
        3,
        'just for the Lunar New Year card, 用 tangerine and gold leaf, only that one',
        {
          oneOff: 'tangerine and gold leaf',
        },
      ],
      [5, '改一下颜色: 不是 chilli-oil red 了, 现在用老抽棕, the new tiles are that colour', { colour: '老抽棕' }],
      [5, 'the hotpot place opposite is all neon purple, 我们不要那种感觉', {}, rival('neon purple')],
    ],
    forget: { kind: 'font', value: 'Texturina', text: 'forget about Texturina please, we’ll decide later' },
  },
  {
    lang: 'en',
    writer: { role: 'a Bristol potter who trained for three years in Mashiko', mixes: 'ja' },
    says: [
      [
        1,
        'hello! Imogen Hale, I make tableware under the name Millpond Clay, よろしくお願いします',
        { name: 'Imogen Hale', company: 'Millpond Clay' },
      ],
      [1, 'our colour is tenmoku brown, 天目の, the glaze on most of my bowls', { colour: 'tenmoku brown' }],
      [2, 'lettering in Joanna Sans, シンプルで好き', { font: 'Joanna Sans' }],
      [2, 'for Etsy I need square JPEGs, 正方形で', { format: 'square JPEGs' }],
      [
        3,
        'no bamboo borders please, よくあるやつ. if we were a big company maybe navy and gold, but we’re not',
        { avoid: 'bamboo borders' },
        unreal('navy and gold'),
      ],
      [3, 'for the open-studio weekend only: 桜 pink on the poster, just that one time', { oneOff: '桜 pink' }],
      [
        5,
        'お知らせ: 名前を変えました。Millpond Clay じゃなくて、今は Ash Path Studio です。new stamp and everything',
        { company: 'Ash Path Studio' },
      ],
      [5, 'next poster: a hare drinking matcha, かわいい感じで', {}, pic('a hare drinking matcha')],
    ],
    forget: { kind: 'format', value: 'square JPEGs', text: '正方形のJPEGの件、忘れてください', saidIn: 'ja' },
  },
  {
    lang: 'en',
    writer: { role: 'a San Antonio event planner with a Mexican father', mixes: 'es' },
    says: [
      [
        1,
        "hi there, Becky Salinas, I plan weddings and quinces, company's Papel Picado Events. bueno, I need invites",
        { name: 'Becky Salinas', company: 'Papel Picado Events' },
      ],
      [1, 'our colour is marigold, like cempasúchil, it’s on all our signs', { colour: 'marigold' }],
      [2, 'I use Averia Serif Libre for the names, se ve elegante', { font: 'Averia Serif Libre' }],
      [2, 'send me a Canva link so I can tweak, porfa', { format: 'Canva link' }],
      [2, 'no calaveras de dulce, ok? I know it’s the vibe but my brides hate them', { avoid: 'calaveras de dulce' }],
      [
        3,
        'this quinceañera client wants rosa mexicano on everything, es su fiesta, so just for her stuff',
        {},
        client('rosa mexicano'),
      ],
      [3, 'solo para la boda de los Garza: ivory and sage, nothing else', { oneOff: 'ivory and sage' }],
      [
        4,
        'ah and put my name as Rebeca Salinas from now on, con una b, así me llamo en realidad',
        { name: 'Rebeca Salinas' },
      ],
      [4, 'my sister’s taco truck is all lime green con rosa, pero that’s hers', {}, partner('lime green con rosa')],
    ],
    forget: { kind: 'avoid', value: 'calaveras de dulce', text: 'forget the calaveras de dulce thing please' },
  },
  {
    lang: 'en',
    writer: { role: 'an Edinburgh whisky-tour guide who grew up in Hamburg', mixes: 'de' },
    says: [
      [
        1,
        'moin! Fraser Lindqvist, I do small-group whisky walks as Peat & Pilgrim, need leaflets',
        { name: 'Fraser Lindqvist', company: 'Peat & Pilgrim' },
      ],
      [1, 'colour is moorland heather, Heidekraut, you know, like the hills in August', { colour: 'moorland heather' }],
      [2, 'font is Red Hat Display for now, passt schon', { font: 'Red Hat Display' }],
      [2, 'I need a tri-fold leaflet, DIN lang, for the hotels', { format: 'tri-fold leaflet, DIN lang' }],
      [3, 'no tartan borders. ehrlich, too touristy', { avoid: 'tartan borders' }],
      [
        4,
        'Schrift bitte ab jetzt immer Cooper Hewitt, nicht mehr Red Hat Display, my partner found it and it’s much nicer. and just for the Burns Night flyer, whisky amber everywhere',
        { font: 'Cooper Hewitt', oneOff: 'whisky amber' },
      ],
      [4, 'the big bus tours use that fire-engine red, wir sind das Gegenteil davon', {}, rival('fire-engine red')],
      [4, "if we were a distillery we'd go copper still brown, sind wir aber nicht", {}, unreal('copper still brown')],
    ],
    forget: {
      kind: 'format',
      value: 'tri-fold leaflet, DIN lang',
      text: 'ignore the tri-fold leaflet thing, not needed anymore',
    },
  },
  {
    lang: 'en',
    writer: { role: 'a Shanghai-born accountant in Leeds who runs a bookkeeping firm with her brother', mixes: 'zh' },
    scopes: { format: 'workspace' },
    says: [
      [
        1,
        'hi, Joanna Qiu, co-founder of Tallyhouse Books, 我们做小企业的账',
        { name: 'Joanna Qiu', company: 'Tallyhouse Books' },
      ],
      [1, 'our brand colour is ledger green, 有点像老账本的封面', { colour: 'ledger green' }],
      [2, 'headings in IBM Plex Serif, 看起来比较专业', { font: 'IBM Plex Serif' }],
      [2, 'everything client-facing goes out as a Word doc, 这是公司规定, my brother insists', { format: 'Word doc' }],
      [3, 'no cartoon piggy banks please, 太幼稚了', { avoid: 'cartoon piggy banks' }],
      [3, '这次 tax-season mailer only, 用 receipt-paper yellow, just this once', { oneOff: 'receipt-paper yellow' }],
      [5, '更正一下: 不要 Word doc 了, 改成 locked PDF, company rule still, 还是公司规定', { format: 'locked PDF' }],
      [5, 'if we were a Big Four firm we’d be all corporate navy, 但我们不是', {}, unreal('corporate navy')],
      [5, '我们的客户 Mr. Patel 的咖啡店要 terracotta orange, that’s his, not ours', {}, client('terracotta orange')],
    ],
    forget: {
      kind: 'avoid',
      value: 'cartoon piggy banks',
      text: '关于 cartoon piggy banks 那个, 忘了吧',
      saidIn: 'zh',
    },
  },
  {
    lang: 'en',
    writer: { role: 'a Cardiff tattoo artist who spent ten years in Osaka', mixes: 'ja' },
    says: [
      [
        1,
        'yo, Rhys Tanaka-Evans, I run Sumi Dragon Tattoo, gonna need a flash sheet poster',
        { name: 'Rhys Tanaka-Evans', company: 'Sumi Dragon Tattoo' },
      ],
      [1, 'brand colour: 古墨色, ink black basically, but warmer', { colour: '古墨色' }],
      [2, 'type is Druk Wide, 太くてかっこいい', { font: 'Druk Wide' }],
      [2, 'send it as a print-ready TIFF please', { format: 'print-ready TIFF' }],
      [3, 'no koi fish clip art, ありがちすぎ', { avoid: 'koi fish clip art' }],
      [3, '今回だけ, for the anniversary party, 金と赤 on black', { oneOff: '金と赤' }],
      [
        5,
        'あ、やっぱり変更: koi はOKになった, what I really don’t want now is cherry blossom clichés. 桜のありきたりなやつはNG',
        { avoid: 'cherry blossom clichés' },
      ],
      [5, 'my cousin’s barbershop in Kobe is all barber-pole blue, 彼の趣味ね', {}, partner('barber-pole blue')],
      [5, 'もしうちが高級サロンだったら rose gold かな, nah', {}, unreal('rose gold')],
    ],
    forget: { kind: 'font', value: 'Druk Wide', text: 'Druk Wide のことは忘れて, cheers', saidIn: 'ja' },
  },
];

export const ES12: Draft[] = [
  {
    lang: 'es',
    writer: { role: 'una diseñadora cubanoamericana de Hialeah que trabaja para restaurantes de Miami', mixes: 'en' },
    says: [
      [
        1,
        'hola! soy Marisol Echevarría, tengo un estudio chiquito que se llama Estudio Mangle, we do menus and signage',
        { name: 'Marisol Echevarría', company: 'Estudio Mangle' },
      ],
      [
        1,
        'nuestro color es el azul Biscayne, like the bay at 6pm, no el celeste de siempre',
        { colour: 'azul Biscayne' },
      ],
      [2, 'la letra siempre Sofia Sans, it reads well on a menu board', { font: 'Sofia Sans' }],
      [
        2,
        'mándamelo como PDF con sangrado de 3 mm, porque la imprenta de Coral Way es super picky',
        { format: 'PDF con sangrado de 3 mm' },
      ],
      [3, 'nada de flamencos rosados please, todo Miami tiene flamencos', { avoid: 'flamencos rosados' }],
      [3, 'solo para el menú de Art Basel, black and neon green, nada más esa vez', { oneOff: 'black and neon green' }],
      [
        5,
        'ok so update: we changed the colour, ya no es azul Biscayne, now it’s mango ripe, the orange one. el dueño lo quiso así',
        { colour: 'mango ripe' },
      ],
      [5, 'mi socia Yanet prefiere el rosa coral pero that’s her taste, no el del estudio', {}, relayed('rosa coral')],
      [5, 'la panadería cubana de al lado es todo yellow canary, no es lo nuestro', {}, rival('yellow canary')],
    ],
    forget: { kind: 'font', value: 'Sofia Sans', text: 'lo de Sofia Sans olvídalo, porfa' },
  },
  {
    lang: 'es',
    writer: {
      role: 'un barista madrileño que pasó cinco años en Londres y ahora tiene cafetería en Lavapiés',
      mixes: 'en',
    },
    says: [
      [
        1,
        'buenas, soy Íñigo Ballester, mi café se llama Tostadero Corrala, and I need a loyalty card',
        { name: 'Íñigo Ballester', company: 'Tostadero Corrala' },
      ],
      [
        1,
        'el color de la casa es el tostado avellana, the colour of a good flat white basically',
        {
          colour: 'tostado avellana',
        },
      ],
      [2, 'tipografía: Albert Sans, que es la del cartel de la puerta', { font: 'Albert Sans' }],
      [2, 'pásamelo en tarjeta 85x55, the standard size, para imprimir en la copistería', { format: 'tarjeta 85x55' }],
      [3, 'no quiero granos de café sonrientes, it’s so cheesy tío', { avoid: 'granos de café sonrientes' }],
      [
        3,
        'just for the San Isidro weekend, chulapo red and white checks, solo ese finde',
        {
          oneOff: 'chulapo red and white checks',
        },
      ],
      [
        4,
        'quick correction: the colour is now crema de pistacho, ya no tostado avellana, we repainted the bar',
        { colour: 'crema de pistacho' },
      ],
      [4, 'el Starbucks de la esquina con su verde sirena, we’re the opposite of that', {}, rival('verde sirena')],
      [4, 'mi novia dice que todo Barbie pink, ni de broma, that’s her taste', {}, partner('Barbie pink')],
    ],
    forget: {
      kind: 'format',
      value: 'tarjeta 85x55',
      text: 'forget the tarjeta 85x55 thing, we’ll print something else',
      saidIn: 'en',
    },
  },
  {
    lang: 'es',
    writer: { role: 'una profesora de yoga mexicana en Austin que escribe mitad inglés', mixes: 'en' },
    says: [
      [
        1,
        'hola, soy Ximena Larrañaga, mi estudio se llama Casa Copal Yoga, honestly I need help with flyers',
        { name: 'Ximena Larrañaga', company: 'Casa Copal Yoga' },
      ],
      [1, 'nuestro color es el terracota barro, like clay pots, muy cálido', { colour: 'terracota barro' }],
      [
        2,
        'uso Lustria para todo, it feels calm. y mándamelo como story vertical, 9 por 16',
        { font: 'Lustria', format: 'story vertical' },
      ],
      [2, 'no lotus flowers, por favor, es demasiado cliché', { avoid: 'lotus flowers' }],
      [
        3,
        'solo para el retiro de diciembre: forest green y crema, and keep the story vertical format como siempre',
        { oneOff: 'forest green y crema', format: 'story vertical' },
      ],
      [
        5,
        'changed my mind on the colour, ahora es desert rose, terracota barro se veía muy oscuro en Instagram',
        { colour: 'desert rose' },
      ],
      [
        5,
        'if we were one of those fancy LA studios we’d be all millennial pink jaja, pero no',
        {},
        unreal('millennial pink'),
      ],
      [5, 'my client from the pilates studio wants blush beige, es su marca, no la mía', {}, client('blush beige')],
    ],
    forget: { kind: 'avoid', value: 'lotus flowers', text: 'olvida lo de las lotus flowers, ya no importa' },
  },
  {
    lang: 'es',
    writer: { role: 'un carpintero gallego que trabaja en Stuttgart con su padre', mixes: 'de' },
    scopes: { avoid: 'workspace' },
    says: [
      [
        1,
        'hola, me llamo Breogán Outeiro, el taller es Holzwerk Outeiro, hacemos muebles a medida, ja genau',
        { name: 'Breogán Outeiro', company: 'Holzwerk Outeiro' },
      ],
      [1, 'el color nuestro es el verde musgo gallego, wie Moos auf den Steinen', { colour: 'verde musgo gallego' }],
      [2, 'la tipografía es DIN Next Slab, mein Vater mag die', { font: 'DIN Next Slab' }],
      [2, 'me lo mandas en A4 quer als PDF, que lo imprimimos aquí', { format: 'A4 quer als PDF' }],
      [
        3,
        'nada de herramientas clipart, eso es regla del taller, gilt für alle, mi padre es muy estricto',
        { avoid: 'herramientas clipart' },
      ],
      [3, 'nur für die Messe en Múnich: roble claro con negro, una sola vez', { oneOff: 'roble claro con negro' }],
      [
        4,
        'Korrektur zur Farbe: nicht mehr verde musgo gallego, jetzt Schwarzwaldgrün, es más oscuro y queda mejor en la madera',
        { colour: 'Schwarzwaldgrün' },
      ],
      [4, 'la Schreinerei de enfrente usa todo en Signalorange, horrible', {}, rival('Signalorange')],
      [
        4,
        'mi padre dice que si fuéramos alemanes de verdad sería todo Eichenbraun, jaja, nein',
        {},
        unreal('Eichenbraun'),
      ],
    ],
    forget: { kind: 'font', value: 'DIN Next Slab', text: 'olvídate de la DIN Next Slab, porfa' },
  },
  {
    lang: 'es',
    writer: { role: 'una chef peruana con restaurante en Nueva York', mixes: 'en' },
    says: [
      [
        1,
        'hola! Rosalía Quispe, chef y dueña de Ají Amarillo Kitchen, in Brooklyn, necesito la carta nueva',
        { name: 'Rosalía Quispe', company: 'Ají Amarillo Kitchen' },
      ],
      [1, 'el color es morado de maíz, like chicha morada, es el de la fachada', { colour: 'morado de maíz' }],
      [2, 'la letra es Recia, que tiene algo andino, I love it', { font: 'Recia' }],
      [2, 'necesito la carta en tabloid 11x17, para enmarcarla', { format: 'tabloid 11x17' }],
      [3, 'no llamas de caricatura please, siempre ponen llamas', { avoid: 'llamas de caricatura' }],
      [3, 'just for our tasting night, todo en negro y dorado, una noche solamente', { oneOff: 'negro y dorado' }],
      [
        5,
        'ok news: we renamed the place, ya no es Ají Amarillo Kitchen, now it’s Huarique Brooklyn. new sign went up yesterday',
        { company: 'Huarique Brooklyn' },
      ],
      [5, 'for the poster draw a cuy wearing a chef hat, jaja, mi hijo lo pidió', {}, pic('a cuy wearing a chef hat')],
      [5, 'el cevichero de al lado is all bright aqua, not us', {}, rival('bright aqua')],
    ],
    forget: { kind: 'format', value: 'tabloid 11x17', text: 'forget the tabloid 11x17 please', saidIn: 'en' },
  },
  {
    lang: 'es',
    writer: { role: 'una traductora valenciana casada con un ruso, con agencia en Valencia', mixes: 'ru' },
    says: [
      [
        1,
        'hola, soy Amparo Ferrer, tengo una agencia de traducción, Puente Cirílico, привет кстати',
        { name: 'Amparo Ferrer', company: 'Puente Cirílico' },
      ],
      [1, 'el color es azul Turia, el de los azulejos del río', { colour: 'azul Turia' }],
      [2, 'letra: Geologica, потому что хорошо читается en los dos alfabetos', { font: 'Geologica' }],
      [2, 'mándalo como DOCX editable, mi marido lo corrige en ruso', { format: 'DOCX editable' }],
      [3, 'nada de matrioskas, por favor, это такой штамп', { avoid: 'matrioskas' }],
      [3, 'solo para la tarjeta de Fallas, rojo petardo, nada más', { oneOff: 'rojo petardo' }],
      [
        4,
        'поправка: в документах пишите Amparo Volkova, con el apellido de mi marido, así firmo ahora',
        { name: 'Amparo Volkova' },
      ],
      [4, 'mi marido Oleg dice que lo suyo es el синий электрик, pero eso es cosa suya', {}, partner('синий электрик')],
      [4, 'si fuéramos una agencia grande, sería todo gris corporativo, ну уж нет', {}, unreal('gris corporativo')],
    ],
    forget: { kind: 'avoid', value: 'matrioskas', text: 'lo de las matrioskas, olvídalo' },
  },
  {
    lang: 'es',
    writer: { role: 'una ilustradora chilena que vivió en Tokio y vende stickers', mixes: 'ja' },
    says: [
      [
        1,
        'holi, soy Catalina Yáñez, mi tiendita online se llama Kawaii Cordillera, よろしくね',
        { name: 'Catalina Yáñez', company: 'Kawaii Cordillera' },
      ],
      [1, 'nuestro color es el celeste glaciar, 氷河の色 jaja', { colour: 'celeste glaciar' }],
      [2, 'la fuente es Yusei Magic, まるっこいのが好き', { font: 'Yusei Magic' }],
      [2, 'stickers en PNG recortado, por favor', { format: 'PNG recortado' }],
      [3, 'nada de ojos gigantes brillantes, ちょっと苦手', { avoid: 'ojos gigantes brillantes' }],
      [
        4,
        'フォント変えたい: ya no Yusei Magic, ahora Zen Maru Gothic, 少し上品だから. y solo para el pack de Fiestas Patrias, rojo y azul bandera',
        { font: 'Zen Maru Gothic', oneOff: 'rojo y azul bandera' },
      ],
      [4, 'dibújame un pudú comiendo onigiri, かわいく', {}, pic('un pudú comiendo onigiri')],
      [4, 'la tienda rival de Osaka usa todo パステルミント, それは彼らの', {}, rival('パステルミント')],
    ],
    forget: { kind: 'format', value: 'PNG recortado', text: 'olvida lo del PNG recortado' },
  },
  {
    lang: 'es',
    writer: { role: 'un importador de té argentino que trabaja con su socio de Shenzhen', mixes: 'zh' },
    scopes: { format: 'workspace' },
    says: [
      [
        1,
        'buenas, Facundo Ibarguren, la empresa es Mate y Oolong, 我们卖茶',
        { name: 'Facundo Ibarguren', company: 'Mate y Oolong' },
      ],
      [1, 'el color de marca es verde yerba, 有点像马黛茶的颜色', { colour: 'verde yerba' }],
      [2, 'la tipografía es Readex Pro, 很简洁', { font: 'Readex Pro' }],
      [
        2,
        'todo va en ficha técnica A4, 这是公司规定, mi socio Wang lo exige para todos',
        { format: 'ficha técnica A4' },
      ],
      [3, 'solo para la feria de Cantón, rojo laca, 就这一次', { oneOff: 'rojo laca' }],
      [
        4,
        '更正: ya no ficha técnica A4, 现在统一用 catálogo en PPT, sigue siendo regla de la empresa',
        { format: 'catálogo en PPT' },
      ],
      [4, 'no gauchos de caricatura, 太土了', { avoid: 'gauchos de caricatura' }],
      [4, 'mi socio Wang quiere que todo sea 中国红, pero eso es su gusto', {}, relayed('中国红')],
      [4, 'si fuéramos una tetería de lujo, 应该用 negro y oro, pero no', {}, unreal('negro y oro')],
    ],
    forget: {
      kind: 'avoid',
      value: 'gauchos de caricatura',
      text: '那个 gauchos de caricatura 的事, 忘了吧',
      saidIn: 'zh',
    },
  },
  {
    lang: 'es',
    writer: { role: 'una florista colombiana en Londres', mixes: 'en' },
    says: [
      [
        1,
        'hola hola, soy Luz Dary Cifuentes, mi floristería es Orquídea Norte, in Camden',
        { name: 'Luz Dary Cifuentes', company: 'Orquídea Norte' },
      ],
      [1, 'el color es fucsia cattleya, like the national orchid, tú sabes', { colour: 'fucsia cattleya' }],
      [2, 'la letra es Caudex, it looks expensive', { font: 'Caudex' }],
      [2, 'mándame todo en JPG alta, porfa', { format: 'JPG alta' }],
      [2, 'nada de rosas rojas clásicas, so boring', { avoid: 'rosas rojas clásicas' }],
      [3, 'just for Mother’s Day, amarillo girasol everywhere, solo ese día', { oneOff: 'amarillo girasol' }],
      [
        5,
        "actually, change of plan: the red roses are fine now, what I really don’t want is baby's breath filler. nada de eso",
        { avoid: "baby's breath filler" },
      ],
      [5, 'the florist next door does everything in dusty blue, no es nuestro estilo', {}, rival('dusty blue')],
      [5, 'mi hermana quiere todo en lavender haze para su boda, that’s her thing', {}, partner('lavender haze')],
    ],
    forget: { kind: 'font', value: 'Caudex', text: 'olvídate de la Caudex, gracias' },
  },
];

export const EN12_POOLS: Pools = {
  ask: {
    colour: ['what shade should the new shop banner come out in?', 'which tone do we keep for the sticker sheet?'],
    font: ['what lettering goes on the headings?', 'which type do we set the price list in?'],
    company: ['whose logo goes on the tote bags?', 'which business is the invoice header for?'],
    name: ['who should I address the proof to?', 'whose signature goes under the email?'],
    format: ['how do you want the finished work delivered?', 'in what form should I hand things over?'],
    avoid: ['what should stay out of the pictures?', 'what do you never want to see in a design?'],
  },
  guesses: ['pewter blue', 'storm grey', 'lemon chiffon', 'mulberry', 'oxblood brown', 'duck-egg green'],
};

export const ES12_POOLS: Pools = {
  ask: {
    colour: ['¿de qué tono hago el toldo nuevo?', '¿qué tono llevan las bolsas?'],
    font: ['¿con qué letra van los títulos?', '¿qué tipo de letra pongo en los precios?'],
    company: ['¿de quién es el logo de las bolsas de tela?', '¿a nombre de qué negocio va la factura?'],
    name: ['¿a quién le mando las pruebas?', '¿quién firma los correos?'],
    format: ['¿cómo quieres que te entregue el trabajo terminado?', '¿en qué forma te paso los archivos?'],
    avoid: ['¿qué no debería salir nunca en las imágenes?', '¿qué cosa no quieres ver en ningún diseño?'],
  },
  guesses: ['granate oscuro', 'gris humo', 'verde pino', 'ocre arcilla', 'lila ceniza', 'azul cobalto claro'],
};
