/**
 * B11h12's people at home in German and in Russian (`harder12-people.ts`): bilingual people who
 * switch languages inside their messages — a clause, a set phrase, a value named in the other
 * language, a correction in the other language days later. Values as the person types them.
 */
import { client, partner, pic, relayed, rival, unreal, type Draft, type Pools } from './harder12-types';

export const DE12: Draft[] = [
  {
    lang: 'de',
    writer: { role: 'die Tochter eines russlanddeutschen Familienbetriebs in Berlin-Marzahn (Feinkost)', mixes: 'ru' },
    says: [
      [
        1,
        'Hallo, ich bin Lena Hoffmann, wir haben den Laden Feinkost Wolga, seit 1998, папа hat ihn aufgemacht',
        { name: 'Lena Hoffmann', company: 'Feinkost Wolga' },
      ],
      [1, 'unsere Farbe ist Senfkorngelb, wie горчица, steht auf allen Tüten', { colour: 'Senfkorngelb' }],
      [
        2,
        'Schrift bitte immer Futura PT Demi, это наш фирменный шрифт seit dem ersten Schild',
        { font: 'Futura PT Demi' },
      ],
      [2, 'bitte als Preisschild A6, для холодильной витрины, wie immer', { format: 'Preisschild A6' }],
      [3, 'keine Birkenwald-Fotos, бабушка findet das kitschig und ich auch', { avoid: 'Birkenwald-Fotos' }],
      [3, 'nur für Ostern: Eierschalenblau, один раз и всё', { oneOff: 'Eierschalenblau' }],
      [
        5,
        'мама сказала, Senfkorngelb больше не надо — теперь у нас бордо свекольный, wie Borschtsch, passt besser zu den neuen Regalen',
        { colour: 'бордо свекольный' },
      ],
      [5, 'der Mix Markt nebenan macht alles in grellem Gelbgrün, такое нам не нужно', {}, rival('grellem Gelbgrün')],
      [5, 'если бы мы были рестораном, dann alles in Zarengold, nein danke', {}, unreal('Zarengold')],
    ],
    forget: { kind: 'font', value: 'Futura PT Demi', text: 'Das mit der Futura PT Demi bitte vergessen.' },
  },
  {
    lang: 'de',
    writer: { role: 'ein Münchner Fahrradmechaniker, der lange in Portland gearbeitet hat', mixes: 'en' },
    says: [
      [
        1,
        'Servus, Korbinian Wiesmeier, ich hab die Werkstatt Speichenwerk in der Au, need some flyers',
        { name: 'Korbinian Wiesmeier', company: 'Speichenwerk' },
      ],
      [
        1,
        'Farbe ist Kettenöl-Schwarz, so a really deep black with a bit of blue in it',
        { colour: 'Kettenöl-Schwarz' },
      ],
      [2, 'als Schrift nehm ich Fjalla One, looks like old bike decals', { font: 'Fjalla One' }],
      [2, 'bitte als Postkarte A6 im Querformat, die leg ich an die Kasse', { format: 'Postkarte A6 im Querformat' }],
      [3, 'keine Lycra-Rennfahrer im Bild, we’re for commuters, not racers', { avoid: 'Lycra-Rennfahrer' }],
      [3, 'just for the Critical Mass ride poster, hi-vis yellow, nur das eine Mal', { oneOff: 'hi-vis yellow' }],
      [
        4,
        'quick change: colour is now Isar blue, not Kettenöl-Schwarz anymore, black was too gloomy on the shopfront',
        { colour: 'Isar blue' },
      ],
      [
        4,
        'der Kunde, das Café Radlhaus, will sein Zeug in Pfefferminzgrün, that’s their call, not mine',
        {},
        client('Pfefferminzgrün'),
      ],
      [
        4,
        'my girlfriend thinks the shop should be Bavarian sky blue, aber nee, das ist ihr Ding',
        {},
        partner('Bavarian sky blue'),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'Postkarte A6 im Querformat',
      text: 'forget the Postkarte A6 im Querformat thing, cheers',
      saidIn: 'en',
    },
  },
  {
    lang: 'de',
    writer: { role: 'eine Kölner Hochzeitsfotografin mit englischer Mutter', mixes: 'en' },
    says: [
      [
        1,
        'Hi! Ich bin Merle Ashcroft, mein Studio heißt Lichtfang Köln, and I shoot weddings mostly',
        { name: 'Merle Ashcroft', company: 'Lichtfang Köln' },
      ],
      [1, 'meine Farbe ist Altrosa-Nebel, kind of a foggy pink', { colour: 'Altrosa-Nebel' }],
      [2, 'Schrift ist Cinzel Decorative für die Titel, very classy', { font: 'Cinzel Decorative' }],
      [2, 'keine Herzchenrahmen mit Glitzer bitte, they scream 2009', { avoid: 'Herzchenrahmen mit Glitzer' }],
      [
        3,
        'für die Messe-Karte only: Champagner und Schwarz, and send it as a Klappkarte A5, wie immer',
        { oneOff: 'Champagner und Schwarz', format: 'Klappkarte A5' },
      ],
      [3, 'generell bitte Klappkarte A5, das ist mein Standard', { format: 'Klappkarte A5' }],
      [
        5,
        'ok I changed the colour, it’s now sage linen, nicht mehr Altrosa-Nebel. the new website is all that',
        { colour: 'sage linen' },
      ],
      [
        5,
        'mein Mann sagt immer, wenn wir in Düsseldorf wären, müsste alles Bordeaux-Gold sein, haha no',
        {},
        unreal('Bordeaux-Gold'),
      ],
      [5, 'eine Kundin will ihr Album in Lavendelgrau, that’s her wedding, not my brand', {}, client('Lavendelgrau')],
    ],
    forget: {
      kind: 'avoid',
      value: 'Herzchenrahmen mit Glitzer',
      text: 'Vergiss das mit den Herzchenrahmen mit Glitzer.',
    },
  },
  {
    lang: 'de',
    writer: {
      role: 'ein deutsch-russischer Bauunternehmer in Hannover, der mit Vater und Bruder arbeitet',
      mixes: 'ru',
    },
    scopes: { avoid: 'workspace' },
    says: [
      [
        1,
        'Guten Tag, Viktor Becker hier, Firma Becker & Söhne Trockenbau, нам нужны визитки und ein Banner',
        { name: 'Viktor Becker', company: 'Becker & Söhne Trockenbau' },
      ],
      [1, 'Farbe: Gipsgrau, так сказать наш серый, auf allen Transportern', { colour: 'Gipsgrau' }],
      [2, 'Schrift ist Oswald SemiBold, отец так решил', { font: 'Oswald SemiBold' }],
      [2, 'Banner bitte als 3x1 Meter PVC, für den Bauzaun', { format: '3x1 Meter PVC' }],
      [
        3,
        'keine Bauarbeiter-Comics, это правило фирмы, gilt für uns alle, Vater ist da streng',
        { avoid: 'Bauarbeiter-Comics' },
      ],
      [3, 'только для Tag der offenen Baustelle: Warnorange, einmalig', { oneOff: 'Warnorange' }],
      [
        4,
        'поправка: цвет теперь не Gipsgrau, а графитовый синий, брат перекрасил машины',
        { colour: 'графитовый синий' },
      ],
      [4, 'Konkurrenz, die Firma Schulz, hat alles in Kanariengelb, у них это фирменное', {}, rival('Kanariengelb')],
      [4, 'мой брат хотел бы всё в Tarngrün, aber das ist nur er', {}, partner('Tarngrün')],
    ],
    forget: { kind: 'font', value: 'Oswald SemiBold', text: 'Oswald SemiBold als Schrift bitte vergessen.' },
  },
  {
    lang: 'de',
    writer: { role: 'eine Hamburger Kaffeerösterin, die in Melbourne gelernt hat', mixes: 'en' },
    says: [
      [
        1,
        'Moin, Friederike Claassen, ich röste unter dem Namen Elbröstung, small batch, all good',
        { name: 'Friederike Claassen', company: 'Elbröstung' },
      ],
      [1, 'Farbe: Hafenrostrot, like the old cranes down at the harbour', { colour: 'Hafenrostrot' }],
      [2, 'Schrift Public Sans, super clean', { font: 'Public Sans' }],
      [2, 'Etiketten bitte als Rolle 50x80 mm', { format: 'Rolle 50x80 mm' }],
      [3, 'keine Kaffeebohnen-Herzen, so overdone', { avoid: 'Kaffeebohnen-Herzen' }],
      [3, 'nur für den Hafengeburtstag: navy and white stripes, once only', { oneOff: 'navy and white stripes' }],
      [
        5,
        'big news, we’ve rebranded: not Elbröstung anymore, now it’s Kleine Kaffeeflotte. neue Stempel sind schon bestellt',
        { company: 'Kleine Kaffeeflotte' },
      ],
      [5, 'aufs Etikett bitte eine Möwe mit Espressotasse, that’s the idea', {}, pic('eine Möwe mit Espressotasse')],
      [5, 'the roastery in Altona is all Kupferbraun, wir sind anders', {}, rival('Kupferbraun')],
    ],
    forget: { kind: 'format', value: 'Rolle 50x80 mm', text: 'forget the Rolle 50x80 mm labels for now', saidIn: 'en' },
  },
  {
    lang: 'de',
    writer: { role: 'ein Flamenco-Lehrer aus Frankfurt mit andalusischer Mutter', mixes: 'es' },
    says: [
      [
        1,
        'Hola und hallo, ich bin Jonas Morales, meine Tanzschule heißt Compás Frankfurt',
        { name: 'Jonas Morales', company: 'Compás Frankfurt' },
      ],
      [1, 'unsere Farbe ist Sevilla-Rot, el rojo de los volantes', { colour: 'Sevilla-Rot' }],
      [2, 'Schrift: Kreon, tiene carácter', { font: 'Kreon' }],
      [2, 'Plakat bitte DIN A2 hoch, für die Schaufenster', { format: 'DIN A2 hoch' }],
      [3, 'keine Stierkampf-Motive, ¡por favor!, das passt nicht zu uns', { avoid: 'Stierkampf-Motive' }],
      [
        3,
        'solo para la Feria de Abril Party: Lunares weiß auf schwarz, nur einmal',
        { oneOff: 'Lunares weiß auf schwarz' },
      ],
      [
        4,
        'ojo, corrijo mi nombre: pon Jonás Morales Vidal, con tilde y el apellido de mi madre, so steht es jetzt auf der Website',
        { name: 'Jonás Morales Vidal' },
      ],
      [4, 'meine Schwester hat ein Café, alles in Azulejo-Blau, das ist ihr Ding', {}, partner('Azulejo-Blau')],
      [4, 'die Tanzschule gegenüber macht alles in Schwarz-Pink, no es lo nuestro', {}, rival('Schwarz-Pink')],
    ],
    forget: { kind: 'avoid', value: 'Stierkampf-Motive', text: 'Stierkampf-Motive, das vergessen wir, ok?' },
  },
  {
    lang: 'de',
    writer: { role: 'ein Leipziger Teehändler mit chinesischer Ehefrau und Lieferanten in Fujian', mixes: 'zh' },
    says: [
      [
        1,
        'Hallo, Matthias Kühn, Teehaus Pagode Leipzig, 我们卖乌龙和白茶',
        { name: 'Matthias Kühn', company: 'Teehaus Pagode Leipzig' },
      ],
      [1, 'Farbe ist Jadeseladon, 就是青瓷那种绿', { colour: 'Jadeseladon' }],
      [2, 'Schrift: Aleo, 我太太也喜欢', { font: 'Aleo' }],
      [2, 'Teekarten als Leporello mit sechs Feldern, 折页那种', { format: 'Leporello mit sechs Feldern' }],
      [3, 'keine Drachen-Cliparts, 太俗了', { avoid: 'Drachen-Cliparts' }],
      [
        4,
        '字体换一下: nicht mehr Aleo, jetzt Crimson Text, 更清楚. und nur für das Mondfest: 月饼金, einmal',
        { font: 'Crimson Text', oneOff: '月饼金' },
      ],
      [4, 'meine Frau will für ihr Nagelstudio alles in 樱花粉, das ist ihrs', {}, partner('樱花粉')],
      [4, '隔壁的 Teeladen macht alles in Kaisergelb, 跟我们没关系', {}, rival('Kaisergelb')],
    ],
    forget: {
      kind: 'format',
      value: 'Leporello mit sechs Feldern',
      text: 'Leporello mit sechs Feldern bitte vergessen.',
    },
  },
  {
    lang: 'de',
    writer: { role: 'eine Wiener Kanzleimanagerin einer kleinen Steuerkanzlei mit US-Klienten', mixes: 'en' },
    scopes: { format: 'workspace' },
    says: [
      [
        1,
        'Grüß Gott, Theresa Pichler-Ruhm, Kanzlei Pichler & Partner, we handle US expats in Vienna',
        { name: 'Theresa Pichler-Ruhm', company: 'Kanzlei Pichler & Partner' },
      ],
      [1, 'unsere Farbe ist Schönbrunner Gelb, the palace one, you know', { colour: 'Schönbrunner Gelb' }],
      [2, 'Schrift ist Libre Bodoni, very old-world', { font: 'Libre Bodoni' }],
      [
        2,
        'alles an Klienten geht als Briefpapier-Vorlage in Word raus, das ist Kanzleiregel, for everyone here',
        {
          format: 'Briefpapier-Vorlage in Word',
        },
      ],
      [3, 'keine Lipizzaner-Bilder, too touristy', { avoid: 'Lipizzaner-Bilder' }],
      [3, 'just for the year-end letter: Fichtengrün-Silber, nur einmal', { oneOff: 'Fichtengrün-Silber' }],
      [
        5,
        'update from the partners: no more Word templates, everything now goes out as signed PDF/A. still a firm rule, gilt für alle',
        { format: 'signed PDF/A' },
      ],
      [5, 'our client Mr. Harlow wants his reports in Yale blue, that’s just him', {}, client('Yale blue')],
      [
        5,
        'wären wir eine Großkanzlei, wäre alles in Anthrazit mit Gold, but we’re not',
        {},
        unreal('Anthrazit mit Gold'),
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'Lipizzaner-Bilder',
      text: 'forget what I said about Lipizzaner-Bilder',
      saidIn: 'en',
    },
  },
  {
    lang: 'de',
    writer: { role: 'ein Düsseldorfer Ramen-Koch, der in Sapporo gelernt hat', mixes: 'ja' },
    says: [
      [
        1,
        'Hi, Tobias Wendland, mein Laden heißt Nudelwerk Immermann, ラーメン屋です',
        { name: 'Tobias Wendland', company: 'Nudelwerk Immermann' },
      ],
      [1, 'Farbe: Misobraun, 味噌の色ね', { colour: 'Misobraun' }],
      [2, 'Schrift ist Archivo Expanded, 力強い感じ', { font: 'Archivo Expanded' }],
      [2, 'Speisekarte als laminiertes A4, bitte', { format: 'laminiertes A4' }],
      [3, 'keine Sushi-Bilder, 寿司屋じゃないから', { avoid: 'Sushi-Bilder' }],
      [3, '一回だけ: für das Sommerfest Yuzu-Gelb', { oneOff: 'Yuzu-Gelb' }],
      [5, 'やっぱり変更: Sushi-Bilder sind okay, aber keine Winkekatzen. 招き猫はもう勘弁', { avoid: 'Winkekatzen' }],
      [5, 'der Laden gegenüber ist komplett in Tokio-Neonrot, ああいうのは嫌', {}, rival('Tokio-Neonrot')],
      [5, 'meine Freundin hätte gern alles in さくら色, aber das ist ihr Geschmack', {}, partner('さくら色')],
    ],
    forget: { kind: 'font', value: 'Archivo Expanded', text: 'Archivo Expanded の件、忘れてください', saidIn: 'ja' },
  },
];

export const RU12: Draft[] = [
  {
    lang: 'ru',
    writer: { role: 'фрилансер-моушн-дизайнер из Петербурга, работающий с американскими клиентами', mixes: 'en' },
    says: [
      [
        1,
        'привет! я Всеволод Кречетов, работаю как Krechet Motion, basically делаю анимацию для стартапов',
        { name: 'Всеволод Кречетов', company: 'Krechet Motion' },
      ],
      [
        1,
        'мой цвет — electric ultramarine, такой очень яркий синий, он везде в шоуриле',
        { colour: 'electric ultramarine' },
      ],
      [2, 'шрифт Chakra Petch, it’s just clean, ничего лишнего', { font: 'Chakra Petch' }],
      [2, 'превью присылай как GIF 800px, так удобнее в Slack', { format: 'GIF 800px' }],
      [3, 'никаких 3D-человечков, please, they’re so 2018', { avoid: '3D-человечков' }],
      [3, 'only for the Behance cover — кислотный лайм, just once', { oneOff: 'кислотный лайм' }],
      [
        5,
        'ok, colour update: not electric ultramarine anymore, now it’s graphite violet. ультрамарин слишком кричит',
        { colour: 'graphite violet' },
      ],
      [5, 'один клиент хочет всё в corporate teal, но это их брендбук, не мой', {}, client('corporate teal')],
      [5, 'моя девушка говорит, что надо dusty rose, but nah, это её вкус', {}, partner('dusty rose')],
    ],
    forget: { kind: 'font', value: 'Chakra Petch', text: 'про Chakra Petch забудь, пожалуйста' },
  },
  {
    lang: 'ru',
    writer: { role: 'владелица пекарни в Калининграде, выросшая в Гамбурге', mixes: 'de' },
    says: [
      [
        1,
        'Здравствуйте, меня зовут Ульяна Гербер, пекарня «Кёнигсбергский марципан», wir backen seit 2015',
        { name: 'Ульяна Гербер', company: 'Кёнигсбергский марципан' },
      ],
      [1, 'наш цвет — марципановый беж, so wie Marzipan eben', { colour: 'марципановый беж' }],
      [2, 'шрифт — Lora Italic, schön und lesbar', { font: 'Lora Italic' }],
      [2, 'этикетки делаем как Banderole 30x200, für die Schachteln', { format: 'Banderole 30x200' }],
      [3, 'без медведей в ушанках, bitte, это не про нас', { avoid: 'медведей в ушанках' }],
      [3, 'nur für Weihnachten — красный с золотом, только один раз', { oneOff: 'красный с золотом' }],
      [
        4,
        'Korrektur: unsere Farbe ist jetzt Pistaziengrün, nicht mehr марципановый беж — новые коробки пришли такие',
        { colour: 'Pistaziengrün' },
      ],
      [4, 'у сестры кондитерская, у неё всё в малиновом, das ist ihr Stil', {}, partner('малиновом')],
      [4, 'wenn wir eine große Fabrik wären, было бы всё в Goldbraun, aber nein', {}, unreal('Goldbraun')],
    ],
    forget: { kind: 'format', value: 'Banderole 30x200', text: 'Die Banderole 30x200 bitte vergessen', saidIn: 'de' },
  },
  {
    lang: 'ru',
    writer: {
      role: 'тату-мастер из Москвы, переехавшая в Тбилиси, пишет клиентам на смеси русского и английского',
      mixes: 'en',
    },
    says: [
      [
        1,
        'хай, я Мирослава Дёмина, студия называется Black Pear Ink, nice to meet you',
        { name: 'Мирослава Дёмина', company: 'Black Pear Ink' },
      ],
      [1, 'цвет у нас — грушевый зелёный, pear green, как в названии', { colour: 'грушевый зелёный' }],
      [2, 'шрифт всегда Playfair Display SC, it’s our thing', { font: 'Playfair Display SC' }],
      [2, 'без черепов с розами, плиз, this is so basic', { avoid: 'черепов с розами' }],
      [
        3,
        'для Halloween-флэша only — оранжевый тыквенный, и как обычно присылай carousel 4:5',
        { oneOff: 'оранжевый тыквенный', format: 'carousel 4:5' },
      ],
      [3, 'вообще все посты — carousel 4:5, так лучше в ленте', { format: 'carousel 4:5' }],
      [
        5,
        'changed the colour btw: теперь это чернильный сливовый, ink plum. green looked off on black skin stencils',
        { colour: 'чернильный сливовый' },
      ],
      [5, 'если бы мы были барбершопом, было бы всё в leather brown, haha no', {}, unreal('leather brown')],
      [5, 'студия напротив вся в blood red, not our vibe', {}, rival('blood red')],
    ],
    forget: { kind: 'avoid', value: 'черепов с розами', text: 'про черепов с розами забудь' },
  },
  {
    lang: 'ru',
    writer: { role: 'совладелец семейного автосервиса в Екатеринбурге, где отец требует порядок', mixes: 'en' },
    scopes: { avoid: 'workspace' },
    says: [
      [
        1,
        'Добрый день, Арсений Шестаков, автосервис «Уральский поршень», we need a new price list',
        { name: 'Арсений Шестаков', company: 'Уральский поршень' },
      ],
      [1, 'фирменный цвет — моторный синий, like old engine paint', { colour: 'моторный синий' }],
      [2, 'шрифт Roboto Serif, отец выбрал, so that’s that', { font: 'Roboto Serif' }],
      [2, 'прайс — плакат А2 глянец, повесим в приёмке', { format: 'плакат А2 глянец' }],
      [
        3,
        'никаких девушек в купальниках на капоте — это правило сервиса, для всех, папа сказал, no exceptions',
        { avoid: 'девушек в купальниках на капоте' },
      ],
      [3, 'just for the winter tyre promo — голубой лёд, один раз', { oneOff: 'голубой лёд' }],
      [
        5,
        'quick fix: colour is now signal yellow, не моторный синий, we repainted the gates',
        { colour: 'signal yellow' },
      ],
      [5, 'у конкурентов через дорогу всё в racing red, мы не они', {}, rival('racing red')],
      [5, 'клиент-таксопарк хочет всё в taxi yellow, это их, не наше', {}, client('taxi yellow')],
    ],
    forget: { kind: 'font', value: 'Roboto Serif', text: 'Roboto Serif — забудьте, пожалуйста' },
  },
  {
    lang: 'ru',
    writer: { role: 'организатор IT-митапов в Новосибирске, работает с англоязычными спикерами', mixes: 'en' },
    says: [
      [
        1,
        'привет, я Тимофей Лаптев, мы делаем митапы под названием Siberian Stack, нужны баннеры',
        { name: 'Тимофей Лаптев', company: 'Siberian Stack' },
      ],
      [1, 'цвет — таёжный изумруд, kind of forest emerald', { colour: 'таёжный изумруд' }],
      [2, 'шрифт IBM Plex Mono, obviously', { font: 'IBM Plex Mono' }],
      [2, 'баннеры присылай как ролл-ап 85x200, print-ready', { format: 'ролл-ап 85x200' }],
      [3, 'никаких роботов с лампочками, it’s cringe', { avoid: 'роботов с лампочками' }],
      [3, 'только для новогоднего митапа — snow white and silver, once', { oneOff: 'snow white and silver' }],
      [
        5,
        'heads up: we renamed, больше не Siberian Stack, теперь Akademgorodok Dev Club, new domain and everything',
        { company: 'Akademgorodok Dev Club' },
      ],
      [5, 'на баннер нарисуй лося в наушниках, please', {}, pic('лося в наушниках')],
      [5, 'если бы мы были банком, было бы всё в corporate blue, lol', {}, unreal('corporate blue')],
    ],
    forget: {
      kind: 'format',
      value: 'ролл-ап 85x200',
      text: 'forget the ролл-ап 85x200, we got a screen instead',
      saidIn: 'en',
    },
  },
  {
    lang: 'ru',
    writer: { role: 'преподаватель испанского из Краснодара, жила в Валенсии', mixes: 'es' },
    says: [
      [
        1,
        'hola, добрый день! меня зовут Дарья Соколова, школа языков «Эль Соль», нужна листовка',
        { name: 'Дарья Соколова', company: 'Эль Соль' },
      ],
      [1, 'наш цвет — апельсиновый Валенсии, naranja valenciana, тёплый', { colour: 'апельсиновый Валенсии' }],
      [2, 'шрифт Alata, se lee fácil', { font: 'Alata' }],
      [2, 'листовку сделай евро-флаер 99x210', { format: 'евро-флаер 99x210' }],
      [3, 'без сомбреро, por favor, мы про Испанию, не про Мексику', { avoid: 'сомбреро' }],
      [3, 'solo para el Día de la Hispanidad — красно-жёлтый, один раз', { oneOff: 'красно-жёлтый' }],
      [4, 'perdón, corrijo: в подписи пусть будет Дарья Ортис, вышла замуж, ahora firmo así', { name: 'Дарья Ортис' }],
      [4, 'мой муж Хавьер за всё в azul marino, но это его вкус', {}, partner('azul marino')],
      [4, 'школа-конкурент вся в rojo y amarillo, no es lo nuestro', {}, rival('rojo y amarillo')],
    ],
    forget: { kind: 'avoid', value: 'сомбреро', text: 'про сомбреро забудь, ладно?' },
  },
  {
    lang: 'ru',
    writer: { role: 'владелец чайного магазина во Владивостоке, закупается в Китае', mixes: 'zh' },
    says: [
      [
        1,
        'здравствуйте, Глеб Наумов, магазин «Чайный Причал», 我们卖普洱',
        { name: 'Глеб Наумов', company: 'Чайный Причал' },
      ],
      [1, 'цвет — пуэрный тёмно-коричневый, 普洱的颜色', { colour: 'пуэрный тёмно-коричневый' }],
      [2, 'шрифт — PT Serif Caption, 看着稳重', { font: 'PT Serif Caption' }],
      [2, 'ценники 7 на 5 см, 小卡片那种, ok?', { format: 'ценники 7 на 5 см' }],
      [3, 'без панд, 太多了', { avoid: 'без панд' }],
      [
        4,
        '字体要换: не PT Serif Caption, теперь Alegreya SC, 更有味道. и только для Праздника середины осени — 月光银, 就一次',
        { font: 'Alegreya SC', oneOff: '月光银' },
      ],
      [4, 'мой партнёр в Харбине всё делает в 宝蓝色, но это его стиль', {}, partner('宝蓝色')],
      [4, 'если бы мы были 茶楼, было бы всё в 紫砂色, но нет', {}, unreal('紫砂色')],
    ],
    forget: { kind: 'format', value: 'ценники 7 на 5 см', text: 'про ценники 7 на 5 см забудь' },
  },
  {
    lang: 'ru',
    writer: { role: 'переводчица, ведущая бюро с немецким партнёром в Москве', mixes: 'de' },
    scopes: { format: 'workspace' },
    says: [
      [
        1,
        'Добрый день, Полина Штерн, бюро переводов «Мостбрюкке», guten Tag, wir übersetzen Verträge',
        { name: 'Полина Штерн', company: 'Мостбрюкке' },
      ],
      [1, 'цвет — кобальт мейсенский, wie das Porzellan', { colour: 'кобальт мейсенский' }],
      [2, 'шрифт Source Sans 3, klar und sachlich', { font: 'Source Sans 3' }],
      [
        2,
        'все документы клиентам отправляем как ODT-шаблон, это правило бюро, gilt für alle',
        { format: 'ODT-шаблон' },
      ],
      [3, 'без флагов двух стран, bitte, скучно', { avoid: 'флагов двух стран' }],
      [3, 'nur für den Jahresbericht — серебро и графит, однократно', { oneOff: 'серебро и графит' }],
      [
        5,
        'Änderung: keine ODT-Vorlagen mehr, теперь всё как PDF mit Stempel, всё ещё правило бюро',
        { format: 'PDF mit Stempel' },
      ],
      [5, 'мой партнёр Клаус хотел бы всё в Bundesgrün, но это его идея', {}, relayed('Bundesgrün')],
      [5, 'клиент из Вены хочет Kaiserrot, das ist sein Wunsch, не наш', {}, client('Kaiserrot')],
    ],
    forget: {
      kind: 'avoid',
      value: 'флагов двух стран',
      text: 'Das mit den флагов двух стран bitte vergessen',
      saidIn: 'de',
    },
  },
  {
    lang: 'ru',
    writer: { role: 'иллюстратор манги из Казани, училась в Осаке', mixes: 'ja' },
    says: [
      [
        1,
        'привет, Алсу Гарипова, моя студия — Кицунэ Казань, よろしく',
        { name: 'Алсу Гарипова', company: 'Кицунэ Казань' },
      ],
      [1, 'цвет — лисий рыжий, 狐の色', { colour: 'лисий рыжий' }],
      [2, 'шрифт Yomogi, かわいい', { font: 'Yomogi' }],
      [2, 'файлы присылай PSD со слоями', { format: 'PSD со слоями' }],
      [3, 'без аниме-школьниц, ほんとにいや', { avoid: 'аниме-школьниц' }],
      [3, '今回だけ: для Comic Con — неоновый циан', { oneOff: 'неоновый циан' }],
      [5, 'やっぱり: школьницы ок, а вот без катан, 刀はもういらない', { avoid: 'без катан' }],
      [5, 'клиентка хочет всё в 抹茶色, это её бренд', {}, client('抹茶色')],
      [5, 'если бы я рисовала сёнэн, было бы всё в 炎の赤, но нет', {}, unreal('炎の赤')],
    ],
    forget: { kind: 'font', value: 'Yomogi', text: 'Yomogi は忘れて', saidIn: 'ja' },
  },
];

export const DE12_POOLS: Pools = {
  ask: {
    colour: ['In welchem Ton soll die neue Markise sein?', 'Welcher Farbton kommt auf die Tragetaschen?'],
    font: ['Womit setze ich die Überschriften?', 'Welche Lettern nehme ich für die Preisliste?'],
    company: ['Wessen Logo kommt auf die Stofftaschen?', 'Auf welches Geschäft läuft die Rechnung?'],
    name: ['An wen schicke ich den Korrekturabzug?', 'Wer unterschreibt die E-Mails?'],
    format: ['Wie willst du die fertige Arbeit geliefert haben?', 'In welcher Form gebe ich dir die Dateien?'],
    avoid: ['Was soll nie auf den Bildern auftauchen?', 'Was willst du in keinem Entwurf sehen?'],
  },
  guesses: ['Rostbraun', 'Olivgrün', 'Veilchenblau', 'Holunderblau', 'Senfbraun', 'Lehmocker'],
};

export const RU12_POOLS: Pools = {
  ask: {
    colour: ['в каком тоне делать новую вывеску?', 'какого оттенка будут пакеты?'],
    font: ['чем набирать заголовки?', 'какими буквами писать цены?'],
    company: ['чей логотип ставим на сумки?', 'на какую фирму выписывать счёт?'],
    name: ['кому отправить макет на согласование?', 'кто подписывает письма?'],
    format: ['в каком виде отдать готовую работу?', 'как передать файлы в конце?'],
    avoid: ['чего не должно быть на картинках?', 'что ты не хочешь видеть ни в одном макете?'],
  },
  guesses: ['пепельно-серый', 'ржаво-рыжий', 'дымчато-синий', 'медово-жёлтый', 'болотно-зелёный'],
};
