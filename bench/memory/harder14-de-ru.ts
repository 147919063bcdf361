/**
 * B11h14's German and Russian people (`harder14-people.ts`): small-business owners and freelancers
 * answering the assistant's read-back, quoted in their own messages. Written by hand.
 */
import { assumed, client, mix, partner, rival, type Draft, type Pools } from './harder14-types';

export const DE14_POOLS: Pools = {
  ask: {
    name: ['Wie heiße ich?', 'Mit wessen Namen werden die Sachen unterschrieben?'],
    company: ['Für welches Geschäft ist das alles?', 'Wie heißt mein Betrieb?'],
    colour: ['Welche Farbe ist meine Hausfarbe?', 'In welcher Farbe soll gestaltet werden?'],
    font: ['Welche Schrift nehme ich?', 'Womit werden Überschriften gesetzt?'],
    format: ['In welchem Format liefere ich?', 'Welche Größe sollen Dateien haben?'],
    avoid: ['Gibt es etwas, das ich weglassen soll?', 'Was will ich auf keinen Fall sehen?'],
  },
  guesses: [
    'Taubenblau matt',
    'Flaschengrün tief',
    'Ockergelb staubig',
    'Bordeaux dunkel',
    'Lindgrün hell',
    'Anthrazit warm',
    'Koralle blass',
    'Petrol satt',
  ],
};

export const DE14: Draft[] = [
  {
    lang: 'de',
    writer: { role: 'Goldschmiedin mit eigener Werkstatt', manner: 'sachlich, knapp, Sie-Form' },
    says: [
      [
        1,
        'Guten Tag, Wiebke Ottersberg hier, Goldschmiede Ottersberg in Lüneburg. Ich brauche Postkarten für die Adventsausstellung.',
        { name: 'Wiebke Ottersberg', company: 'Goldschmiede Ottersberg' },
      ],
      [1, 'Hausfarbe: Altgold matt.', { colour: 'Altgold matt' }],
      [
        1,
        'Sie fragen „Welche Schrift – die Didot wie bei Ihrem Mann?“ Nein, die Didot gehört zu seiner Buchbinderei. Meine ist Marcellus SC.',
        { font: 'Marcellus SC' },
        mix(assumed('Didot'), partner('Didot')),
      ],
      [2, 'Postkarte A6 quer, Naturkarton, immer.', { format: 'Postkarte A6 quer, Naturkarton' }],
      [2, 'Bitte keine glitzernden Diamantringe, das ist nicht mein Stil.', { avoid: 'glitzernden Diamantringe' }],
      [
        3,
        'Nur für den Muttertag: Perlmuttweiß mit Rosé. Danach wieder wie immer.',
        { oneOff: 'Perlmuttweiß mit Rosé' },
      ],
      [
        4,
        'In Ihrer Zusammenfassung steht „Altgold matt“. Das ist überholt, der Laden ist neu gestrichen: Rauchquarzgrau, bitte.',
        { colour: 'Rauchquarzgrau' },
      ],
      [
        4,
        'Meine Nachbarin vom Blumenladen nimmt überall Flieder – das ist ihre Sache, nicht meine.',
        {},
        rival('Flieder'),
      ],
    ],
    forget: { kind: 'font', value: 'Marcellus SC', text: 'Vergessen Sie bitte die Marcellus SC.' },
  },
  {
    lang: 'de',
    writer: { role: 'Foodtruck-Betreiber', manner: 'locker, Ruhrpott, duzt' },
    says: [
      [
        1,
        'Moin! Jannik Brösel, mein Foodtruck heißt Bröselbude. Brauch ne neue Speisetafel und Insta-Posts.',
        { name: 'Jannik Brösel', company: 'Bröselbude' },
      ],
      [
        1,
        'Farbe is Löwensenfgelb, ganz klar. Schrift: Rampart One Regular.',
        { colour: 'Löwensenfgelb', font: 'Rampart One Regular' },
      ],
      [
        2,
        'Du schreibst „Bröselbude, Löwensenfgelb, Currywurst-Emoji überall?“ – Emoji nee, bloß nicht. Löwensenfgelb passt.',
        { colour: 'Löwensenfgelb' },
        assumed('Currywurst-Emoji'),
      ],
      [2, 'Speisetafel: 70×100, Kreidetafel-Look.', { format: '70×100, Kreidetafel-Look' }],
      [2, 'Und keine Pommes-Fotos von oben, das macht jeder.', { avoid: 'Pommes-Fotos von oben' }],
      [
        3,
        'Der Wurstkönig zwei Straßen weiter hat alles in Ketchuprot, dat lassen wir mal schön bei dem. Nur fürs Stadtfest-Wochenende bei mir: Schwarz-Weiß kariert.',
        { oneOff: 'Schwarz-Weiß kariert' },
        rival('Ketchuprot'),
      ],
      [
        4,
        'Kurz zu deinem „Löwensenfgelb“: is vorbei, der Truck is neu foliert. Jetzt Paprikarot geräuchert.',
        { colour: 'Paprikarot geräuchert' },
      ],
      [4, 'Danke dir!', {}],
      [
        4,
        'Mein Kumpel vom Dönerladen will auch so was, in Türkisgrün – seins, nicht meins.',
        {},
        partner('Türkisgrün'),
      ],
    ],
    forget: { kind: 'format', value: '70×100, Kreidetafel-Look', text: 'Vergiss das mit 70×100, Kreidetafel-Look.' },
  },
  {
    lang: 'de',
    writer: { role: 'freiberufliche Hebamme', manner: 'freundlich, ausführlich' },
    says: [
      [
        1,
        'Hallo! Ich bin Doris Kleinschmidt und habe die Hebammenpraxis Kükennest in Kassel. Ich brauche Flyer für meine Kurse.',
        { name: 'Doris Kleinschmidt', company: 'Hebammenpraxis Kükennest' },
      ],
      [
        1,
        'Meine Farbe ist Puderrosa mit Grauschleier, und als Schrift nehme ich Mulish ExtraLight.',
        { colour: 'Puderrosa mit Grauschleier', font: 'Mulish ExtraLight' },
      ],
      [
        2,
        'Flyer bitte immer im DIN-lang-Format auf Recyclingpapier.',
        { format: 'DIN-lang-Format auf Recyclingpapier' },
      ],
      [
        2,
        'Du hast zurückgeschrieben: „Puderrosa mit Grauschleier, und das Logo vom Geburtshaus Sonnenhof mit drauf?“ Nein, das Sonnenhof-Logo in Himmelblau ist von meinem Auftraggeber, das gehört nur auf die Kurse, die ich dort halte – nicht auf meine.',
        {},
        mix(assumed('Logo vom Geburtshaus Sonnenhof'), client('Himmelblau')),
      ],
      [3, 'Bitte keine Störche. Wirklich keine.', { avoid: 'keine Störche' }],
      [3, 'Nur für den Tag der offenen Tür: Sonnengelb mit Weiß.', { oneOff: 'Sonnengelb mit Weiß' }],
      [
        4,
        'Noch was: du hast „Puderrosa mit Grauschleier“ gespeichert. Das wollte ich ohnehin ändern – ab jetzt Kamillengelb, das wirkt wärmer.',
        { colour: 'Kamillengelb' },
      ],
    ],
    forget: { kind: 'avoid', value: 'keine Störche', text: 'Vergiss bitte das mit „keine Störche“.' },
  },
  {
    lang: 'de',
    writer: { role: 'Schornsteinfegermeister', manner: 'wortkarg, antwortet mit einem Satz' },
    says: [
      [
        1,
        'Mirko Zabel. Kaminkehrerei Zabel. Brauche Magnetschilder fürs Auto.',
        { name: 'Mirko Zabel', company: 'Kaminkehrerei Zabel' },
      ],
      [1, 'Farbe: Rußschwarz.', { colour: 'Rußschwarz' }],
      [2, 'Schrift? Graduate. Wie die Trikots früher.', { font: 'Graduate' }],
      [2, 'Magnetschild 40×20 cm.', { format: 'Magnetschild 40×20 cm' }],
      [
        2,
        '„Mit Kleeblatt und Zylinder?“ Zylinder ja, meinetwegen. Kleeblätter nein, zu kitschig.',
        { avoid: 'Kleeblätter' },
        assumed('Kleeblatt'),
      ],
      [
        3,
        '„Rußschwarz wie gehabt?“ Nein. Rußschwarz sieht man nachts nicht. Glutorange jetzt. Mein Bruder fährt Grau, das ist seins.',
        { colour: 'Glutorange' },
        partner('Grau'),
      ],
      [4, 'Silvester einmalig: Glücksbringer-Rot mit Gold.', { oneOff: 'Glücksbringer-Rot mit Gold' }],
      [
        4,
        'Hausverwaltung, für die ich kehre, will ihr Logo in Dunkelblau auf dem Aushang. Deren Sache.',
        {},
        client('Dunkelblau'),
      ],
    ],
    forget: { kind: 'font', value: 'Graduate', text: 'Graduate vergessen.' },
  },
  {
    lang: 'de',
    writer: { role: 'Fliesenlegermeister mit drei Angestellten', manner: 'direkt, etwas ungeduldig' },
    says: [
      [
        1,
        'Hallo, Serkan Aydın, Fliesen Aydın aus Mannheim. Wir brauchen Flyer und einen Bauzaunbanner.',
        { name: 'Serkan Aydın', company: 'Fliesen Aydın' },
      ],
      [
        1,
        'Farbe: Terrazzogrün. Schrift: Barlow Semi Condensed Black.',
        { colour: 'Terrazzogrün', font: 'Barlow Semi Condensed Black' },
      ],
      [2, 'Flyer DIN A5, doppelseitig.', { format: 'DIN A5, doppelseitig' }],
      [
        2,
        'Du fragst „Sonst noch was?“ – ja, eine Regel für den ganzen Betrieb, auch wenn meine Jungs dich was fragen: keine Fotos von Schutt und Baustellendreck.',
        { avoid: 'Fotos von Schutt und Baustellendreck' },
      ],
      [
        3,
        'Du hast geschrieben „Fliesen Aydın, Terrazzogrün, Slogan: Ihr Bad vom Profi“. Slogan hab ich nie gesagt, weg damit. Und der Name stimmt nicht mehr: seit April heißen wir Aydın Mosaikwerk.',
        { company: 'Aydın Mosaikwerk' },
        assumed('Ihr Bad vom Profi'),
      ],
      [4, 'Nur für die Messe in Karlsruhe: Marmorweiß mit Messing. Einmal.', { oneOff: 'Marmorweiß mit Messing' }],
      [4, 'Passt, danke.', {}],
      [
        4,
        'Mein Schwager hat ein Malergeschäft, alles in Ockerbraun – bitte nicht verwechseln.',
        {},
        partner('Ockerbraun'),
      ],
    ],
    scopes: { avoid: 'workspace' },
    forget: { kind: 'format', value: 'DIN A5, doppelseitig', text: 'Vergiss das mit DIN A5, doppelseitig.' },
  },
  {
    lang: 'de',
    writer: { role: 'Hörakustikerin mit eigenem Laden', manner: 'höflich, genau' },
    says: [
      [
        1,
        'Guten Morgen, hier ist Annegret Lüdke vom Hörstudio Ohrwerk in Bremen. Ich hätte gern ein Schaufensterplakat.',
        { name: 'Annegret Lüdke', company: 'Hörstudio Ohrwerk' },
      ],
      [1, 'Unsere Farbe ist Salbeigrün gedeckt.', { colour: 'Salbeigrün gedeckt' }],
      [
        2,
        'Schrift: Figtree ExtraBold Italic. Format: A1-Plakat.',
        { font: 'Figtree ExtraBold Italic', format: 'A1-Plakat' },
      ],
      [
        2,
        'Zu Ihrer Frage „Sollen wir das Blau des Hörgeräteherstellers nehmen?“: Nein. Das Kobaltblau ist das des Herstellers, der uns den Aufsteller bezahlt; auf mein Plakat gehört es nicht.',
        {},
        mix(assumed('Kobaltblau'), client('Kobaltblau')),
      ],
      [3, 'Bitte keine gezeichneten Ohrmuscheln.', { avoid: 'gezeichneten Ohrmuscheln' }],
      [3, 'Nur für den Welttag des Hörens: Orange mit Weiß. Nur dieses eine Mal.', { oneOff: 'Orange mit Weiß' }],
      [
        4,
        'Noch eine Korrektur zu „Annegret Lüdke“ in Ihren Notizen: Ich habe geheiratet. Bitte ab jetzt Annegret Brandt.',
        { name: 'Annegret Brandt' },
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'gezeichneten Ohrmuscheln',
      text: 'Bitte vergessen Sie das mit den gezeichneten Ohrmuscheln.',
    },
  },
  {
    lang: 'de',
    writer: { role: 'Kfz-Meisterin für Oldtimer', manner: 'trocken, Schrauberjargon' },
    says: [
      [
        1,
        'Servus, Bettina Krull, Werkstatt Krull & Kolben. Ich brauch ein Banner für die Oldtimer-Rallye.',
        { name: 'Bettina Krull', company: 'Krull & Kolben' },
      ],
      [
        1,
        'Farbe: Bremsflüssigkeitsgelb. Schrift: Racing Sans One.',
        { colour: 'Bremsflüssigkeitsgelb', font: 'Racing Sans One' },
      ],
      [2, 'Keine karierten Zielflaggen. Bitte.', { avoid: 'karierten Zielflaggen' }],
      [
        2,
        '„Krull & Kolben, Bremsflüssigkeitsgelb, Porsche im Bild?“ Porsche nein, wir machen Käfer und Bullis. Der Porsche gehört dem Kunden vom Titelbild letztes Jahr.',
        { company: 'Krull & Kolben' },
        mix(assumed('Porsche'), client('Porsche')),
      ],
      [3, 'Bannergröße: 3×0,5 m.', { format: '3×0,5 m' }],
      [4, 'Zu deiner Notiz „Racing Sans One“: zu verspielt. Nimm ab jetzt Michroma.', { font: 'Michroma' }],
      [4, 'Nur fürs Käfertreffen: Hellblau-Weiß wie ein Brezelkäfer.', { oneOff: 'Hellblau-Weiß' }],
      [
        4,
        'Der Oldtimerclub, für den das Rallye-Banner ist, hat Racinggrün als Clubfarbe. Gehört dem Club, nicht mir.',
        {},
        client('Racinggrün'),
      ],
    ],
    forget: { kind: 'format', value: '3×0,5 m', text: 'Vergiss die 3×0,5 m, das Banner wird anders.' },
  },
  {
    lang: 'de',
    writer: { role: 'Hochzeitsfotograf', manner: 'begeistert, viele Gedankenstriche' },
    says: [
      [
        1,
        'Hallo! Lasse Nieswand – ich fotografiere Hochzeiten als Lichtfang Hochzeiten. Ich plane Werbung für die neue Saison.',
        { name: 'Lasse Nieswand', company: 'Lichtfang Hochzeiten' },
      ],
      [
        1,
        'Farbe – Sandelholz. Schrift – Cinzel Decorative Bold.',
        { colour: 'Sandelholz', font: 'Cinzel Decorative Bold' },
      ],
      [2, 'Alles im Querformat 3:2, bitte.', { format: 'Querformat 3:2' }],
      [2, 'Keine Herzchen-Rahmen mit Tauben!', { avoid: 'Herzchen-Rahmen mit Tauben' }],
      [
        3,
        'Du hast „Sandelholz und Mintgrün“ notiert – Mintgrün ist die Farbe meiner Kollegin Jule, mit der ich manchmal zusammen fotografiere. Nur Sandelholz für mich.',
        { colour: 'Sandelholz' },
        mix(assumed('Mintgrün'), partner('Mintgrün')),
      ],
      [
        4,
        'Und dein „Querformat 3:2“ – die Paare schauen alles am Handy, also ab jetzt Hochformat 4:5 fürs Handy.',
        { format: 'Hochformat 4:5 fürs Handy' },
      ],
      [
        4,
        'Einmalig für die Valentinsaktion: Kirschrot mit Lackglanz. Danach nie wieder.',
        { oneOff: 'Kirschrot mit Lackglanz' },
      ],
      [
        4,
        'Ein Brautpaar wünscht sich fürs Album Dunkelgrün mit Gold – deren Wunsch, nicht meine Farbe.',
        {},
        client('Dunkelgrün mit Gold'),
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'Herzchen-Rahmen mit Tauben',
      text: 'Vergiss die Sache mit den Herzchen-Rahmen mit Tauben.',
    },
  },
  {
    lang: 'de',
    writer: { role: 'Hundetrainerin', manner: 'klar, in kurzen Antworten' },
    says: [
      [
        1,
        'Hallo, Sabine Wirbitzky, Hundeschule Pfotenkompass. Ich brauche Kursplakate.',
        { name: 'Sabine Wirbitzky', company: 'Hundeschule Pfotenkompass' },
      ],
      [1, 'Farbe: Waldmeistergrün.', { colour: 'Waldmeistergrün' }],
      [1, '„Welche Schrift?“, fragst du. Lilita One. Immer.', { font: 'Lilita One' }],
      [2, 'Plakate A3 hochkant, laminiert.', { format: 'A3 hochkant, laminiert' }],
      [2, 'Kein Knochen-Clipart.', { avoid: 'Knochen-Clipart' }],
      [
        3,
        'Du fasst zusammen: „Waldmeistergrün, keine Knochen, und der Slogan vom Tierheim“. Der Slogan „Adoptieren statt kaufen“ ist vom Tierheim, meinem Kunden, nicht meiner. Und die Knochen sind mir inzwischen egal – was ich nicht will, sind Schäferhund-Fotos, die Leute denken sonst an Polizeihunde.',
        { colour: 'Waldmeistergrün', avoid: 'Schäferhund-Fotos' },
        mix(assumed('Adoptieren statt kaufen'), client('Adoptieren statt kaufen')),
      ],
      [4, 'Nur für den Welpenkurs im Mai: Babyblau. Einmal.', { oneOff: 'Babyblau' }],
      [4, 'Meine Kollegin aus der Katzenpension nimmt Lavendel, das ist ihre Farbe.', {}, partner('Lavendel')],
    ],
    forget: { kind: 'font', value: 'Lilita One', text: 'Vergiss die Lilita One.' },
  },
];

export const RU14_POOLS: Pools = {
  ask: {
    name: ['Как меня зовут?', 'Чьё имя ставить под работами?'],
    company: ['Для какого дела всё это?', 'Как называется моё заведение?'],
    colour: ['Какой у меня фирменный цвет?', 'В каком цвете делать макеты?'],
    font: ['Какой у меня шрифт?', 'Чем набирать заголовки?'],
    format: ['В каком формате сдавать?', 'Какого размера делать файлы?'],
    avoid: ['Чего нужно избегать?', 'Что мне точно не нравится в макетах?'],
  },
  guesses: [
    'васильковый приглушённый',
    'бутылочный тёмно-зелёный',
    'охра пыльная',
    'бордо тёмное',
    'липовый светлый',
    'антрацит тёплый',
    'коралл бледный',
    'петроль густой',
  ],
};

export const RU14: Draft[] = [
  {
    lang: 'ru',
    writer: { role: 'часовщик, своя мастерская', manner: 'обстоятельный, на «вы»' },
    says: [
      [
        1,
        'Здравствуйте. Меня зовут Аркадий Земцов, у меня Часовая мастерская Земцова на Литейном. Нужна вывеска и визитки.',
        { name: 'Аркадий Земцов', company: 'Часовая мастерская Земцова' },
      ],
      [1, 'Цвет у нас латунный с патиной.', { colour: 'латунный с патиной' }],
      [
        2,
        'Вы спросили: «Шрифт — как у вашего заказчика, ювелирного салона?» Нет, у салона их позолота и Didot, это их дело. Мой шрифт — Ledger Regular.',
        { font: 'Ledger Regular' },
        mix(assumed('Didot'), client('позолота')),
      ],
      [2, 'Визитки стандартные, 90×50, плотная бумага.', { format: '90×50, плотная бумага' }],
      [2, 'Пожалуйста, без шестерёнок. Это штамп.', { avoid: 'без шестерёнок' }],
      [
        3,
        'Только для новогодней открытки: серебро с чернильно-синим. Один раз.',
        { oneOff: 'серебро с чернильно-синим' },
      ],
      [
        4,
        'В вашей сводке написано «латунный с патиной». Устарело: мастерскую перекрасили, теперь малахит с прожилками.',
        { colour: 'малахит с прожилками' },
      ],
      [4, 'Сосед-антиквар всё делает в бордовом — это его, не путайте, пожалуйста.', {}, rival('бордовом')],
    ],
    forget: { kind: 'font', value: 'Ledger Regular', text: 'Забудьте, пожалуйста, про Ledger Regular.' },
  },
  {
    lang: 'ru',
    writer: { role: 'флорист, маленькая мастерская', manner: 'эмоциональная, много смайлов' },
    says: [
      [
        1,
        'Привет! Я Вероника Сурикова, у меня «Букетная Суриковой» 🌷 Нужны посты и прайс!',
        { name: 'Вероника Сурикова', company: 'Букетная Суриковой' },
      ],
      [
        1,
        'Мой цвет — пыльная чайная роза, шрифт — Marck Script Regular 💐',
        { colour: 'пыльная чайная роза', font: 'Marck Script Regular' },
      ],
      [2, 'Все посты квадратные 1:1 с рамкой, пожалуйста!', { format: 'квадратные 1:1 с рамкой' }],
      [
        2,
        'Ты пишешь «пыльная чайная роза и сиреневый, как в прошлый раз» — сиреневый это у моей сестры, у неё своя студия, не путай 🙈',
        { colour: 'пыльная чайная роза' },
        mix(assumed('сиреневый'), partner('сиреневый')),
      ],
      [3, 'И никаких роз в блестящем целлофане, умоляю!', { avoid: 'роз в блестящем целлофане' }],
      [3, 'Только к 8 Марта: жёлтые мимозы и зелёный. Только в этот раз!', { oneOff: 'жёлтые мимозы и зелёный' }],
      [
        4,
        'Ой, в твоих заметках «пыльная чайная роза» — это уже неактуально! Мы сделали ребрендинг, теперь шалфей с пеплом 🌿',
        { colour: 'шалфей с пеплом' },
      ],
      [4, 'Кстати, сестра хочет себе шрифт Lobster — это для её студии, не для меня!', {}, partner('Lobster')],
    ],
    forget: { kind: 'format', value: 'квадратные 1:1 с рамкой', text: 'Забудь про квадратные 1:1 с рамкой, ладно?' },
  },
  {
    lang: 'ru',
    writer: { role: 'кузнец, художественная ковка', manner: 'немногословный' },
    says: [
      [1, 'Глеб Огарёв. «Кузня Огарёва». Нужен баннер на ярмарку.', { name: 'Глеб Огарёв', company: 'Кузня Огарёва' }],
      [1, 'Цвет — воронёная сталь.', { colour: 'воронёная сталь' }],
      [2, 'Шрифт — Kelly Slab Regular. Баннер 2×1 м.', { font: 'Kelly Slab Regular', format: 'баннер 2×1 м' }],
      [2, 'Без подков. Все кузнецы рисуют подковы.', { avoid: 'без подков' }],
      [
        3,
        '«Красный и чёрный, как у кузни в Суздале?» Нет. Это соседи-конкуренты. У меня своё.',
        {},
        mix(assumed('красный и чёрный'), rival('красный и чёрный')),
      ],
      [
        3,
        'Ты записал «воронёная сталь». Меняй. Теперь окалина медная — под новые ворота.',
        { colour: 'окалина медная' },
      ],
      [4, 'Только для Масленицы: огненно-жёлтый. Разово.', { oneOff: 'огненно-жёлтый' }],
      [4, 'Заказчик, ресторан «Дубрава», хочет вывеску в зелёной патине. Это их.', {}, client('зелёной патине')],
    ],
    forget: { kind: 'avoid', value: 'без подков', text: 'Забудь про «без подков».' },
  },
  {
    lang: 'ru',
    writer: { role: 'владелец шиномонтажа', manner: 'простой, пишет без запятых' },
    says: [
      [
        1,
        'Здорово. Рустам Валиев, шиномонтаж «Колесо на Заречной». Надо листовки и баннер',
        { name: 'Рустам Валиев', company: 'Колесо на Заречной' },
      ],
      [1, 'Цвет асфальт после дождя', { colour: 'асфальт после дождя' }],
      [2, 'Шрифт Russo One жирный', { font: 'Russo One жирный' }],
      [2, 'Листовки А6 пачками', { format: 'А6 пачками' }],
      [
        2,
        'Ты написал «без девушек на капоте и без пламени» — девушек да, не надо. А пламя я не говорил, пламя мне нормально',
        { avoid: 'без девушек на капоте' },
        assumed('без пламени'),
      ],
      [
        3,
        'Таксопарк «Зелёный огонёк» мой клиент хочет скидку в своём салатовом — это им отдельно. А мне только на эту осеннюю акцию сделай оранжевый с чёрным',
        { oneOff: 'оранжевый с чёрным' },
        client('салатовом'),
      ],
      [
        4,
        'У тебя «асфальт после дождя» записано. Уже нет. Теперь горчичный дорожный, чтоб с трассы видно',
        { colour: 'горчичный дорожный' },
      ],
    ],
    forget: { kind: 'font', value: 'Russo One жирный', text: 'Забудь про Russo One жирный' },
  },
  {
    lang: 'ru',
    writer: { role: 'частный гид по Петербургу', manner: 'живая, с иронией' },
    says: [
      [
        1,
        'Добрый день! Елизавета Крон, вожу пешие экскурсии, проект называется «Прогулки с Лизой». Нужны афиши.',
        { name: 'Елизавета Крон', company: 'Прогулки с Лизой' },
      ],
      [
        1,
        'Цвет — невская волна. Шрифт — Alegreya SC ExtraBold.',
        { colour: 'невская волна', font: 'Alegreya SC ExtraBold' },
      ],
      [
        2,
        'Правило для всех гидов, кто работает в проекте и будет к вам обращаться: никаких разводных мостов на картинках — это у всех.',
        { avoid: 'никаких разводных мостов' },
      ],
      [2, 'Формат — афиши А3 на крафте.', { format: 'афиши А3 на крафте' }],
      [
        3,
        'Перечитала вашу сводку: «Прогулки с Лизой, невская волна, жёлтый как у мужа». Жёлтый — это у мужа, у него кофейня, к моим афишам не относится. И название устарело: теперь «Петербург пешком с Крон».',
        { company: 'Петербург пешком с Крон' },
        mix(assumed('жёлтый'), partner('жёлтый')),
      ],
      [
        4,
        'Только для экскурсии в белые ночи: бледно-сиреневый с белым. Один раз.',
        { oneOff: 'бледно-сиреневый с белым' },
      ],
      [4, 'Спасибо!', {}],
    ],
    scopes: { avoid: 'workspace' },
    forget: { kind: 'format', value: 'афиши А3 на крафте', text: 'Забудьте про афиши А3 на крафте.' },
  },
  {
    lang: 'ru',
    writer: { role: 'массажистка, частный кабинет', manner: 'спокойная, вежливая' },
    says: [
      [
        1,
        'Здравствуйте, меня зовут Ксения Дроздова, у меня «Кабинет массажа на Садовой». Нужен прайс и пост.',
        { name: 'Ксения Дроздова', company: 'Кабинет массажа на Садовой' },
      ],
      [1, 'Цвет — топлёное молоко с корицей.', { colour: 'топлёное молоко с корицей' }],
      [2, 'Шрифт Philosopher Bold Italic, формат — прайс А4.', { font: 'Philosopher Bold Italic', format: 'прайс А4' }],
      [
        2,
        'Вы уточнили «и избегаем фото со свечами?» Нет, свечи мне как раз нравятся. Избегать нужно фото с камнями на спине.',
        { avoid: 'фото с камнями на спине' },
        assumed('фото со свечами'),
      ],
      [
        3,
        'Коллега из салона напротив использует бирюзу — это её цвет, не мой. Только для акции ко дню рождения кабинета: персиковый с золотом.',
        { oneOff: 'персиковый с золотом' },
        rival('бирюзу'),
      ],
      [
        4,
        'Поправка к «Ксения Дроздова» в ваших записях: я вышла замуж, теперь Ксения Аристова.',
        { name: 'Ксения Аристова' },
      ],
      [4, 'Моя подруга-косметолог хочет всё в мятном — это её, к моему кабинету не относится.', {}, partner('мятном')],
    ],
    forget: { kind: 'avoid', value: 'фото с камнями на спине', text: 'Забудьте про фото с камнями на спине.' },
  },
  {
    lang: 'ru',
    writer: { role: 'фотограф-портретист', manner: 'короткие реплики, иногда сленг' },
    says: [
      [
        1,
        'Привет. Тимур Гайнуллин, студия «Гайнуллин Фото». Нужны афиши на фотодни.',
        { name: 'Тимур Гайнуллин', company: 'Гайнуллин Фото' },
      ],
      [1, 'Цвет — графит с теплом. Шрифт — Forum Regular.', { colour: 'графит с теплом', font: 'Forum Regular' }],
      [2, 'Никаких фотоаппаратов-иконок.', { avoid: 'фотоаппаратов-иконок' }],
      [
        2,
        '«Графит и розовый, как у Дины?» Розовый — у Дины, мы вместе снимаем свадьбы, но это её. У меня только графит с теплом.',
        { colour: 'графит с теплом' },
        mix(assumed('розовый'), partner('розовый')),
      ],
      [3, 'Афиши 60×40.', { format: 'афиши 60×40' }],
      [4, 'Ты пишешь «Forum Regular». Уже нет. Теперь Podkova ExtraBold.', { font: 'Podkova ExtraBold' }],
      [4, 'Только на Хэллоуин: оранжевый неон. Разок.', { oneOff: 'оранжевый неон' }],
      [
        4,
        'Клиентка заказала фотокнигу в цвете слоновой кости. Это для неё, не мой стиль.',
        {},
        client('слоновой кости'),
      ],
    ],
    forget: { kind: 'format', value: 'афиши 60×40', text: 'Забудь про афиши 60×40.' },
  },
  {
    lang: 'ru',
    writer: { role: 'сапожник, ремонт обуви', manner: 'степенный, пожилой' },
    says: [
      [
        1,
        'Добрый день. Пётр Лыков. Мастерская «Сапожная Лыкова». Мне бы листовку.',
        { name: 'Пётр Лыков', company: 'Сапожная Лыкова' },
      ],
      [1, 'Цвет — коньячная кожа. Шрифт — Alice.', { colour: 'коньячная кожа', font: 'Alice' }],
      [2, 'Листовка А6, чтобы в карман.', { format: 'листовка А6' }],
      [2, 'Не надо рисовать каблуки-шпильки.', { avoid: 'каблуки-шпильки' }],
      [
        3,
        'Вы переспросили: «Коньячная кожа и чёрный фон?» Кожа — да. Чёрного фона я не просил.',
        { colour: 'коньячная кожа' },
        assumed('чёрный фон'),
      ],
      [
        4,
        'Вы записали «листовка А6». Передумал: люди их выбрасывают. Делайте визитку 90×55.',
        { format: 'визитку 90×55' },
      ],
      [4, 'Только к 23 Февраля: хаки с латунью. Один раз.', { oneOff: 'хаки с латунью' }],
      [4, 'Сын открыл ремонт телефонов, у него всё ярко-синее. Это его.', {}, partner('ярко-синее')],
    ],
    forget: { kind: 'avoid', value: 'каблуки-шпильки', text: 'Забудьте про каблуки-шпильки.' },
  },
  {
    lang: 'ru',
    writer: { role: 'владелица зоомагазина', manner: 'быстрая, деловая' },
    says: [
      [
        1,
        'Добрый! Алина Мухаметова, зоомагазин «Хвост и грива». Нужны ценники и пост.',
        { name: 'Алина Мухаметова', company: 'Хвост и грива' },
      ],
      [1, 'Цвет — морская волна яркая.', { colour: 'морская волна яркая' }],
      [1, 'Какой шрифт? Pangolin Regular. Только Pangolin Regular.', { font: 'Pangolin Regular' }],
      [2, 'Формат — ценник 58×40.', { format: 'ценник 58×40' }],
      [2, 'Без котиков в шапочках, пожалуйста.', { avoid: 'котиков в шапочках' }],
      [
        3,
        'Ты подытожил: «морская волна яркая, без котиков, логотип корма „Мурлыка“». Логотип «Мурлыки» — это поставщик, мой клиент по рекламе, на мои ценники не надо. А котики пусть будут, передумала; не хочу теперь мультяшных рыбок.',
        { colour: 'морская волна яркая', avoid: 'мультяшных рыбок' },
        mix(assumed('Мурлыка'), client('Мурлыка')),
      ],
      [4, 'Только на Чёрную пятницу: чёрный с лаймовым.', { oneOff: 'чёрный с лаймовым' }],
      [4, 'Конкуренты из «Зоомира» всё красят в красный — нам так не надо.', {}, rival('красный')],
    ],
    forget: { kind: 'font', value: 'Pangolin Regular', text: 'Забудь про Pangolin Regular.' },
  },
];
