/**
 * B11h13's people writing German and Russian (`harder13-people.ts`): people who write in structured
 * fragments of their own — lists, "Schlüssel: Wert" lines, arrows, headers, emoji bullets, their own
 * notes pasted in. Values as the person types them.
 */
import { client, mix, partner, rival, type Draft, type Pools } from './harder13-types';

export const DE13: Draft[] = [
  {
    lang: 'de',
    writer: {
      role: 'ein Bäcker in Kassel, der eine Tabellenzeile einfügt',
      layout: 'senkrechte Striche, Bindestriche',
    },
    says: [
      [
        1,
        'Firma: Bäckerei Korn | Farbe: Sauerteigbraun | Ich: Greta Korn',
        { name: 'Greta Korn', company: 'Bäckerei Korn', colour: 'Sauerteigbraun' },
      ],
      [1, 'Schrift → Urbanist ExtraBold, nur die', { font: 'Urbanist ExtraBold' }],
      [
        2,
        'Formate:\n- Instagram-Kacheln quadratisch\n- bitte KEINE Weizenähren-Cliparts',
        { format: 'Instagram-Kacheln quadratisch', avoid: 'Weizenähren-Cliparts' },
      ],
      [2, 'Konkurrenz: Backstube Wagner → alles knallrot. nicht wir', {}, rival('Backstube Wagner', 'knallrot')],
      [3, '(nur fürs Osterplakat: Eierschalengelb + Grün)', { oneOff: 'Eierschalengelb + Grün' }],
      [4, 'Update:\nFarbe → Krustenbraun, nicht mehr Sauerteigbraun', { colour: 'Krustenbraun' }],
    ],
    forget: { kind: 'font', value: 'Urbanist ExtraBold', text: 'vergiss das mit der Urbanist ExtraBold bitte' },
  },
  {
    lang: 'de',
    writer: { role: 'ein Fahrradmechaniker in Münster', layout: 'Punkte als Aufzählung, nummerierte Liste' },
    says: [
      [
        1,
        'Notizen Marke\n• Name: Jonas Brehm\n• Werkstatt: Brehm Radwerk\n• Farbe: Verkehrsblau',
        { name: 'Jonas Brehm', company: 'Brehm Radwerk', colour: 'Verkehrsblau' },
      ],
      [1, '• Schrift: DIN Next Condensed', { font: 'DIN Next Condensed' }],
      [2, '• Format: A1-Plakat hochkant', { format: 'A1-Plakat hochkant' }],
      [
        2,
        'Bitte vermeiden:\n1. Retro-Fahrradklingeln als Deko\n2. Kunde (Verein Ringelnatter e.V.) will Lindgrün – das ist deren Sache',
        { avoid: 'Retro-Fahrradklingeln' },
        client('Ringelnatter', 'Lindgrün'),
      ],
      [3, 'einmalig → Saisoneröffnung in Warnwesten-Neongelb', { oneOff: 'Warnwesten-Neongelb' }],
      [4, 'Korrektur in meinen Notizen: Farbe = Kettenblattgrün statt Verkehrsblau', { colour: 'Kettenblattgrün' }],
    ],
    forget: { kind: 'format', value: 'A1-Plakat hochkant', text: 'das A1-Plakat hochkant kannst du vergessen' },
  },
  {
    lang: 'de',
    writer: { role: 'eine Wollhändlerin in Lüneburg', layout: 'Gedankenstriche, eckige Klammern' },
    says: [
      [
        1,
        'Name — Sabine Lührs\nLaden — Lührs Wollkontor\nFarbe — Heidekraut-Lila',
        { name: 'Sabine Lührs', company: 'Lührs Wollkontor', colour: 'Heidekraut-Lila' },
      ],
      [1, 'Schrift | Literata Light', { font: 'Literata Light' }],
      [2, 'Hausregel, gilt für alle im Laden: Flyer immer als DIN lang Wickelfalz', { format: 'DIN lang Wickelfalz' }],
      [2, '- keine Stricknadel-Emojis', { avoid: 'Stricknadel-Emojis' }],
      [3, '[nur Weihnachtsmarkt: Tannengrün + Gold]', { oneOff: 'Tannengrün + Gold' }],
      [4, 'Notizen v2:\nFarbe: Schafwollweiß (das Lila war zu laut)', { colour: 'Schafwollweiß' }],
      [4, 'meine Schwester (Hofladen Lührsen) → Rapsgelb, ihre Sache', {}, partner('Hofladen Lührsen', 'Rapsgelb')],
    ],
    scopes: { format: 'workspace' },
    forget: { kind: 'avoid', value: 'Stricknadel-Emojis', text: 'Stricknadel-Emojis: vergiss das wieder' },
  },
  {
    lang: 'de',
    writer: { role: 'ein Zimmermann im Allgäu, der alles verschlagwortet', layout: 'Hashtags, Pfeile' },
    says: [
      [
        1,
        '#Stammdaten\nIch: Tobias Wendt\nBetrieb: Wendt Holzbau\nFarbe: Lärchenrot',
        { name: 'Tobias Wendt', company: 'Wendt Holzbau', colour: 'Lärchenrot' },
      ],
      [1, '#Schrift → Aleo Bold', { font: 'Aleo Bold' }],
      [2, '#Format: Bauschild 2x3 m', { format: 'Bauschild 2x3 m' }],
      [2, '#Regel für den ganzen Betrieb: keine Bagger-Cartoons', { avoid: 'Bagger-Cartoons' }],
      [3, 'Update\n→ Farbe jetzt Douglasie natur\n→ nicht mehr Lärchenrot', { colour: 'Douglasie natur' }],
      [4, 'nur fürs Richtfest-Plakat: Tannenzweig-Grün', { oneOff: 'Tannenzweig-Grün' }],
      [4, 'Mitbewerber: Zimmerei Krause → Baustellengelb #nichtunsers', {}, rival('Zimmerei Krause', 'Baustellengelb')],
    ],
    scopes: { avoid: 'workspace' },
    forget: { kind: 'font', value: 'Aleo Bold', text: 'Aleo Bold bitte vergessen' },
  },
  {
    lang: 'de',
    writer: { role: 'eine Kerzenmacherin in Köln', layout: 'gestrichelte Rahmen, ❌-Liste' },
    says: [
      [
        1,
        'Kurzprofil\n---\nName: Aylin Demirci\nFirma: Kerzenwerk Demirci\nFarbe: Honigbernstein\n---',
        { name: 'Aylin Demirci', company: 'Kerzenwerk Demirci', colour: 'Honigbernstein' },
      ],
      [1, 'Überschriften - Bellefair / Fließtext - Inter', { font: 'Bellefair' }],
      [2, 'möchte: Etsy-Produktfotos 3:4', { format: 'Etsy-Produktfotos 3:4' }],
      [
        2,
        '❌ Glitzer-Effekte\n❌ alles wie bei Kerzen Meyer (Konkurrenz, Weinrot)',
        { avoid: 'Glitzer-Effekte' },
        rival('Kerzen Meyer', 'Weinrot'),
      ],
      [3, '(nur die Halloween-Serie: Hokkaido-Orange)', { oneOff: 'Hokkaido-Orange' }],
      [
        4,
        'UPDATE Firmenname → Flammfein Manufaktur (Kerzenwerk Demirci ist Geschichte)',
        { company: 'Flammfein Manufaktur' },
      ],
    ],
    forget: { kind: 'format', value: 'Etsy-Produktfotos 3:4', text: 'die Etsy-Produktfotos 3:4 vergessen, bitte' },
  },
  {
    lang: 'de',
    writer: { role: 'ein Plattenhändler in Hamburg', layout: 'eingerückte Blöcke' },
    says: [
      [
        1,
        'ich:\n  Fritz Albers\nLaden:\n  Plattenkiste Albers\nHausfarbe:\n  Schellack-Schwarz',
        { name: 'Fritz Albers', company: 'Plattenkiste Albers', colour: 'Schellack-Schwarz' },
      ],
      [1, 'Schrift > Darker Grotesque', { font: 'Darker Grotesque' }],
      [2, 'brauche: LP-Cover-Mockups 31x31', { format: 'LP-Cover-Mockups' }],
      [2, 'bitte nicht:\n  Notenschlüssel-Tattoos', { avoid: 'Notenschlüssel-Tattoos' }],
      [3, 'Namenskorrektur: Friedrich Albers auf allem Gedruckten (Fritz nur privat)', { name: 'Friedrich Albers' }],
      [3, 'nur zum Record Store Day → Goldfolien-Sticker', { oneOff: 'Goldfolien-Sticker' }],
      [
        4,
        'Label von meinem Kumpel: Mottenband Records → Pastellmint, nicht meins',
        {},
        partner('Mottenband Records', 'Pastellmint'),
      ],
    ],
    forget: { kind: 'avoid', value: 'Notenschlüssel-Tattoos', text: 'vergiss die Notenschlüssel-Tattoos' },
  },
  {
    lang: 'de',
    writer: { role: 'eine Zahnärztin in Graz', layout: 'eine Zeile mit Strichen, Pfeile' },
    says: [
      [
        1,
        'Name: Ulrike Haas | Praxis: Zahnwerk Haas | Farbe: Minzweiß',
        { name: 'Ulrike Haas', company: 'Zahnwerk Haas', colour: 'Minzweiß' },
      ],
      [1, 'Schrift: Tenor Sans Regular', { font: 'Tenor Sans Regular' }],
      [2, '— Terminkarten A7, beidseitig', { format: 'Terminkarten A7' }],
      [
        2,
        'vermeiden ➜ lachende Zahn-Figuren\n(Kunde Kieferzentrum Nord findet die toll, ich nicht)',
        { avoid: 'lachende Zahn-Figuren' },
        client('Kieferzentrum Nord'),
      ],
      [3, 'Schrift-Update: Tenor Sans Regular → Figtree Medium', { font: 'Figtree Medium' }],
      [
        4,
        '(nur die Weihnachtskarte: Stechpalmenrot + Silber)\ndie Praxis nebenan macht jedes Jahr blaue Sterne, bitte nicht so',
        { oneOff: 'Stechpalmenrot + Silber' },
        rival('blaue Sterne'),
      ],
    ],
    forget: { kind: 'format', value: 'Terminkarten A7', text: 'Terminkarten A7 – vergiss das bitte' },
  },
  {
    lang: 'de',
    writer: { role: 'eine Imkerin in der Uckermark', layout: '📌-Aufzählung' },
    says: [
      [
        1,
        '📌 Lena Voss\n📌 Imkerei Vosshof\n📌 Farbe: Lindenhonig',
        { name: 'Lena Voss', company: 'Imkerei Vosshof', colour: 'Lindenhonig' },
      ],
      [1, '📌 Schrift: Amaranth', { font: 'Amaranth' }],
      [2, 'Formate:\n📌 Glasetiketten 50x70', { format: 'Glasetiketten 50x70' }],
      [2, 'geht gar nicht:\n- Bienen mit Kulleraugen', { avoid: 'Bienen mit Kulleraugen' }],
      [3, 'Änderung: Etiketten rund 60 mm jetzt, nicht mehr 50x70', { format: 'Etiketten rund 60 mm' }],
      [
        3,
        'der Hofladen, der uns führt, will Packpapierbraun auf seinen Regalschildern — deren Sache\nOmas Marmelade (Gretes Gläser) = Karomuster rot, auch nicht meins',
        {},
        mix(client('Packpapierbraun'), partner('Gretes Gläser', 'Karomuster rot')),
      ],
      [4, '[einmalig: Geschenkanhänger zu Weihnachten in Fichtengrün]', { oneOff: 'Fichtengrün' }],
    ],
    forget: { kind: 'avoid', value: 'Bienen mit Kulleraugen', text: 'das mit den Bienen mit Kulleraugen vergessen' },
  },
  {
    lang: 'de',
    writer: { role: 'ein Nachhilfelehrer in Kiel', layout: 'nummerierte Liste, Durchgestrichenes' },
    says: [
      [
        1,
        'Steckbrief (für mich selbst):\nName: Malte Ohlsen\nFirma: Nachhilfe Ohlsen\nFarbe: Tafelgrün',
        { name: 'Malte Ohlsen', company: 'Nachhilfe Ohlsen', colour: 'Tafelgrün' },
      ],
      [1, 'Schrift = Signika Negative', { font: 'Signika Negative' }],
      [
        2,
        '1) LinkedIn-Banner\n2) keine Doktorhüte aus der Bilddatenbank',
        { format: 'LinkedIn-Banner', avoid: 'Doktorhüte' },
      ],
      [3, 'nur dieses eine Mal → Prüfungsplakat in Textmarkergelb', { oneOff: 'Textmarkergelb' }],
      [4, 'Vermeiden-Liste neu:\n~~Doktorhüte~~\n→ Glühbirnen-Icons', { avoid: 'Glühbirnen-Icons' }],
      [
        4,
        'Konkurrenz: Lernwerk → Marine + Gold\nCousine (Agentur Drachenflug) → Türkis\nbeides nicht meins',
        {},
        mix(rival('Lernwerk', 'Marine + Gold'), partner('Drachenflug', 'Türkis')),
      ],
    ],
    forget: { kind: 'font', value: 'Signika Negative', text: 'Signika Negative bitte vergessen' },
  },
];

export const RU13: Draft[] = [
  {
    lang: 'ru',
    writer: { role: 'керамистка из Твери, заметки из телефона', layout: 'тире и стрелки' },
    says: [
      [
        1,
        'заметки по бренду:\n— имя: Алёна Черкасова\n— студия: «Черкасова Керамика»\n— цвет → глиняный терракот',
        { name: 'Алёна Черкасова', company: 'Черкасова Керамика', colour: 'глиняный терракот' },
      ],
      [1, 'шрифт: Jura Light, и только он', { font: 'Jura Light' }],
      [
        2,
        'форматы:\n• вертикальные сторис 9:16\n• никаких гжельских узоров\n• у соседей (Гончарная слобода) всё ярко-синее — это не мы',
        { format: 'вертикальные сторис 9:16', avoid: 'гжельских узоров' },
        rival('Гончарная слобода', 'ярко-синее'),
      ],
      [3, '(только для мартовской открытки: мимоза + серый)', { oneOff: 'мимоза + серый' }],
      [4, 'обновление: цвет → обожжённая охра, больше не глиняный терракот', { colour: 'обожжённая охра' }],
      [4, 'мамина пекарня «Пышка» — всё в малиновом, это её, не моё', {}, partner('Пышка', 'малиновом')],
    ],
    forget: { kind: 'font', value: 'Jura Light', text: 'забудь про Jura Light, пожалуйста' },
  },
  {
    lang: 'ru',
    writer: { role: 'веломеханик из Казани, строка из таблицы', layout: 'вертикальные черты, стрелки' },
    says: [
      [
        1,
        'Имя: Глеб Сорокин | Компания: Сорокин Велосервис | Цвет: сигнальный жёлтый',
        { name: 'Глеб Сорокин', company: 'Сорокин Велосервис', colour: 'сигнальный жёлтый' },
      ],
      [1, 'шрифт ➜ PT Sans Narrow', { font: 'PT Sans Narrow' }],
      [2, 'формат: афиша А2 вертикальная', { format: 'афиша А2 вертикальная' }],
      [
        2,
        'НЕ НАДО:\n• хромированных градиентов\n• клиент (клуб «Белые ночи») хочет лиловый — это их форма',
        { avoid: 'хромированных градиентов' },
        client('Белые ночи', 'лиловый'),
      ],
      [3, '📝 разово → распродажа к 1 мая в красно-белую полоску', { oneOff: 'красно-белую полоску' }],
      [4, 'правка в заметках:\nцвет = хвойно-зелёный, а не сигнальный жёлтый', { colour: 'хвойно-зелёный' }],
    ],
    forget: {
      kind: 'format',
      value: 'афиша А2 вертикальная',
      text: 'про афишу А2 забудь — афиша А2 вертикальная больше не нужна',
    },
  },
  {
    lang: 'ru',
    writer: { role: 'кожевник из Уфы', layout: 'заголовок с решёткой, квадратные скобки' },
    says: [
      [
        1,
        '# о себе\nя: Тимур Ахмеров\nмастерская: «Ахмеров Кожа»\nцвет: старый коньяк',
        { name: 'Тимур Ахмеров', company: 'Ахмеров Кожа', colour: 'старый коньяк' },
      ],
      [1, 'шрифт → Unbounded Black', { font: 'Unbounded Black' }],
      [2, 'правило мастерской, для всех: макеты присылать одним PDF с вылетами', { format: 'одним PDF с вылетами' }],
      [2, '❌ только не тиснение под крокодила 🙏', { avoid: 'тиснение под крокодила' }],
      [3, '[только для новогодней коробки: золото с изумрудным]', { oneOff: 'золото с изумрудным' }],
      [
        4,
        'исправляю заметки:\nцвет → тёмный шоколад (старый коньяк на сайте выглядит рыжим)',
        { colour: 'тёмный шоколад' },
      ],
      [4, '#коллаба партнёр — «Седло и Ко», у них всё бордовое, это их', {}, partner('Седло и Ко', 'бордовое')],
    ],
    scopes: { format: 'workspace' },
    forget: { kind: 'avoid', value: 'тиснение под крокодила', text: 'забудь про тиснение под крокодила' },
  },
  {
    lang: 'ru',
    writer: { role: 'владелица кофейни в Самаре', layout: 'нумерованный список' },
    says: [
      [
        1,
        'Заметки:\n1. Меня зовут Вера Лаптева\n2. Кофейня «Турка и Зерно»\n3. Цвет: кофе с молоком',
        { name: 'Вера Лаптева', company: 'Турка и Зерно', colour: 'кофе с молоком' },
      ],
      [1, 'тип шрифта: Prata Regular', { font: 'Prata Regular' }],
      [2, 'формат → меню на меловой доске А1', { format: 'меню на меловой доске' }],
      [
        2,
        'правило заведения (для всей команды): никаких стоковых дымящихся чашек',
        { avoid: 'стоковых дымящихся чашек' },
      ],
      [3, 'обновляю:\nцвет = молочная пенка, уже не кофе с молоком', { colour: 'молочная пенка' }],
      [4, 'только на 14 февраля → клубничный розовый', { oneOff: 'клубничный розовый' }],
      [
        4,
        'конкуренты: «Кофе Хауз» через дорогу, у них всё бордово-чёрное — нет уж',
        {},
        rival('Кофе Хауз', 'бордово-чёрное'),
      ],
    ],
    scopes: { avoid: 'workspace' },
    forget: { kind: 'font', value: 'Prata Regular', text: 'Prata Regular — забудь' },
  },
  {
    lang: 'ru',
    writer: { role: 'свечница из Ярославля, продаёт на маркетплейсе', layout: 'рамка из дефисов, ❌' },
    says: [
      [
        1,
        'кратко\n---\nимя: Дарья Кузьмина\nкомпания: свечная лавка «Свечной Огонёк»\nцвет: медовый янтарь\n---',
        { name: 'Дарья Кузьмина', company: 'Свечной Огонёк', colour: 'медовый янтарь' },
      ],
      [1, 'заголовки — Ruslan Display Regular / текст — Inter', { font: 'Ruslan Display Regular' }],
      [2, 'хочу: карточки для Ozon 3:4', { format: 'карточки для Ozon 3:4' }],
      [
        2,
        '❌ блёстки\n❌ всё как у «Ароматов Востока» (конкуренты, фиолетовый с золотом)',
        { avoid: 'блёстки' },
        rival('Ароматов Востока', 'фиолетовый с золотом'),
      ],
      [3, '(только осенняя серия: тыквенный оранжевый)', { oneOff: 'тыквенный оранжевый' }],
      [4, 'ОБНОВЛЕНИЕ название → «Тёплый Фитиль» (прежнее уже занято)', { company: 'Тёплый Фитиль' }],
    ],
    forget: { kind: 'format', value: 'карточки для Ozon 3:4', text: 'карточки для Ozon 3:4 — забудь' },
  },
  {
    lang: 'ru',
    writer: { role: 'продавец пластинок из Питера', layout: 'блоки с отступами' },
    says: [
      [
        1,
        'я:\n  Саша Литвинов\nмагазин:\n  «Пластинка Литвинова»\nфирменный цвет:\n  винил чёрный',
        { name: 'Саша Литвинов', company: 'Пластинка Литвинова', colour: 'винил чёрный' },
      ],
      [1, 'шрифт > Russo One 700', { font: 'Russo One 700' }],
      [2, 'нужно: макеты конвертов 12 дюймов', { format: 'макеты конвертов 12 дюймов' }],
      [2, 'пожалуйста, без:\n  неоновых молний', { avoid: 'неоновых молний' }],
      [3, 'поправка имени: на печатном — Александр Литвинов (Саша — для своих)', { name: 'Александр Литвинов' }],
      [3, 'только ко Дню винила → золотая фольга', { oneOff: 'золотая фольга' }],
      [
        4,
        'лейбл друга: «Кассетный Мотылёк» → пастельная сирень. его, не моё',
        {},
        partner('Кассетный Мотылёк', 'пастельная сирень'),
      ],
    ],
    forget: { kind: 'avoid', value: 'неоновых молний', text: 'про неоновых молний забудь' },
  },
  {
    lang: 'ru',
    writer: { role: 'стоматолог из Новосибирска', layout: 'строка с чертами, стрелки' },
    says: [
      [
        1,
        'Имя: Ирина Галеева | Клиника: «Дентал Галеева» | Цвет: мятная эмаль',
        { name: 'Ирина Галеева', company: 'Дентал Галеева', colour: 'мятная эмаль' },
      ],
      [1, 'шрифт: Didact Gothic', { font: 'Didact Gothic' }],
      [2, '— визитки-напоминалки 90x50, с двух сторон', { format: 'визитки-напоминалки 90x50' }],
      [
        2,
        'избегать ➜ мультяшных зубов с лицами\nклиент (ортодонт «Прикус Плюс») их любит, я нет',
        { avoid: 'мультяшных зубов' },
        client('Прикус Плюс'),
      ],
      [3, 'шрифт обновлён: Didact Gothic → Onest SemiBold', { font: 'Onest SemiBold' }],
      [
        4,
        '(только новогодняя открытка: красный остролист + серебро)\nсоседняя клиника каждый год рисует синие снежинки, не надо так',
        { oneOff: 'красный остролист + серебро' },
        rival('синие снежинки'),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'визитки-напоминалки 90x50',
      text: 'визитки-напоминалки 90x50 — забудь, не актуально',
    },
  },
  {
    lang: 'ru',
    writer: { role: 'пасечник с Алтая', layout: '📌-пункты' },
    says: [
      [
        1,
        '📌 Степан Пасечник\n📌 пасека «Медовый Лог»\n📌 цвет: гречишный мёд',
        { name: 'Степан Пасечник', company: 'Медовый Лог', colour: 'гречишный мёд' },
      ],
      [1, '📌 шрифт: Old Standard TT Italic', { font: 'Old Standard TT Italic' }],
      [2, 'форматы:\n📌 этикетки на банку 60x90', { format: 'этикетки на банку 60x90' }],
      [2, 'чего не надо:\n- пчёлы с мультяшными глазами', { avoid: 'пчёлы с мультяшными глазами' }],
      [3, 'правка: круглые этикетки 70 мм, а не 60x90', { format: 'круглые этикетки 70 мм' }],
      [
        3,
        'фермерская лавка, где мы стоим, хочет крафт-коричневый на ценниках — их дело\nмамино варенье («Бабушкин погреб») = клетчатый красный, тоже не моё',
        {},
        mix(client('крафт-коричневый'), partner('Бабушкин погреб', 'клетчатый красный')),
      ],
      [4, '[один раз: новогодние бирки в цвет ели]', { oneOff: 'цвет ели' }],
    ],
    forget: { kind: 'avoid', value: 'пчёлы с мультяшными глазами', text: 'про пчёлы с мультяшными глазами — забудь' },
  },
  {
    lang: 'ru',
    writer: { role: 'репетитор из Воронежа, анкета на самого себя', layout: 'нумерация со скобкой, зачёркивание' },
    says: [
      [
        1,
        'анкета (сам на себя, ха):\nИмя: Артём Белов\nДело: Репетитор Белов\nЦвет: школьная доска',
        { name: 'Артём Белов', company: 'Репетитор Белов', colour: 'школьная доска' },
      ],
      [1, 'шрифт = IBM Plex Sans Condensed', { font: 'IBM Plex Sans Condensed' }],
      [
        2,
        '1) баннеры для ВК\n2) без стоковых выпускных шапочек',
        { format: 'баннеры для ВК', avoid: 'выпускных шапочек' },
      ],
      [3, 'только в этот раз → плакат к ЕГЭ цвета лаймового маркера', { oneOff: 'лаймового маркера' }],
      [4, 'список «избегать» обновлён:\n~~выпускные шапочки~~\n→ иконки лампочек', { avoid: 'иконки лампочек' }],
      [
        4,
        'конкурент: «Умникум» → тёмно-синий + золото\nагентство кузена («Воздушный Змей») → бирюза\nэто всё не моё',
        {},
        mix(rival('Умникум', 'тёмно-синий + золото'), partner('Воздушный Змей', 'бирюза')),
      ],
    ],
    forget: { kind: 'font', value: 'IBM Plex Sans Condensed', text: 'забудь IBM Plex Sans Condensed' },
  },
];

export const DE13_POOLS: Pools = {
  ask: {
    name: ['Auf wen stelle ich die Rechnung aus?', 'Wie spreche ich die Person in der Antwort an?'],
    company: ['Was steht über der Ladentür?', 'Unter welchem Namen läuft das Geschäft?'],
    colour: ['In welchem Ton halten wir ihre Sachen?', 'Welcher Farbton kommt in den Hintergrund?'],
    font: ['Womit setzen wir die Überschriften?', 'Welche Lettern nehmen wir für Titel?'],
    format: ['In welcher Größe liefere ich ab?', 'Wie sollen die Dateien aussehen, die ich schicke?'],
    avoid: ['Was darf nicht auf die Gestaltung?', 'Welche Motive will die Person nicht sehen?'],
  },
  guesses: [
    'Flaschengrün dunkel',
    'Pflaumenmusblau',
    'Senfocker',
    'Novembernebelgrau',
    'Himbeersorbetrot',
    'Gletscherblau hell',
  ],
};

export const RU13_POOLS: Pools = {
  ask: {
    name: ['На кого выписать счёт?', 'Как обращаться к человеку в ответе?'],
    company: ['Что написано на вывеске?', 'Как называется их дело?'],
    colour: ['В каком тоне делаем их материалы?', 'Какой тон ставим на фон?'],
    font: ['Чем набираем заголовки?', 'Какую гарнитуру берём для титулов?'],
    format: ['В каком размере сдавать работу?', 'Как прислать им файлы?'],
    avoid: ['Чего не должно быть в макете?', 'Какие картинки им не нравятся?'],
  },
  guesses: ['сливово-серый', 'дымчато-серый', 'бутылочный', 'лососево-розовый', 'васильково-синий', 'маренго'],
};
