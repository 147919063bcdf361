/** B11h15's German and Russian chats: people back after a gap who catch the assistant up (see `harder15-people.ts`). */
import { client, partner, rival, type Draft, type Pools } from './harder15-types';

export const DE15: Draft[] = [
  {
    lang: 'de',
    writer: { role: 'eine Konditorin in Freiburg', manner: 'herzlich, erzählt erst, was los war' },
    says: [
      [
        1,
        'Hallo! Ich bin Lena Brugger, mir gehört die Konditorei Tannenzapfen.',
        { name: 'Lena Brugger', company: 'Konditorei Tannenzapfen' },
      ],
      [
        1,
        'Unsere Farbe ist Himbeersorbet-Rot, Plakate bitte immer A3 Hochformat.',
        { colour: 'Himbeersorbet-Rot', format: 'A3 Hochformat' },
      ],
      [2, 'Schrift für Überschriften: Bitter ExtraBold.', { font: 'Bitter ExtraBold' }],
      [2, 'Bitte keine Sahnehäubchen-Emojis, das wirkt billig.', { avoid: 'Sahnehäubchen-Emojis' }],
      [
        4,
        'So, nach gut drei Monaten wieder da! Seit wir zuletzt gesprochen haben: Himbeersorbet-Rot ist raus, wir sind jetzt Schwarzwaldgrün mit Kupfer. A3 Hochformat bleibt. Mein neuer Geschäftspartner Jonas will unbedingt Bordeauxviolett, das ist aber seins, nicht unseres.',
        { colour: 'Schwarzwaldgrün mit Kupfer', format: 'A3 Hochformat' },
        partner('Bordeauxviolett'),
      ],
      [4, 'Nur für den Weihnachtsmarkt-Stand: ein Lebkuchenherz-Rahmen.', { oneOff: 'Lebkuchenherz-Rahmen' }],
      [5, 'Danke, passt!'],
    ],
    forget: { kind: 'font', value: 'Bitter ExtraBold', text: 'Vergiss bitte Bitter ExtraBold.' },
  },
  {
    lang: 'de',
    writer: { role: 'ein Fahrradmechaniker mit eigener Werkstatt in Leipzig', manner: 'locker, zählt Änderungen auf' },
    says: [
      [
        1,
        'Moin, Timo Krause hier, meine Werkstatt heißt Speiche & Kette Leipzig.',
        { name: 'Timo Krause', company: 'Speiche & Kette Leipzig' },
      ],
      [
        1,
        'Farbe: Postkutschengelb. Schrift: IBM Plex Sans Condensed SemiBold.',
        { colour: 'Postkutschengelb', font: 'IBM Plex Sans Condensed SemiBold' },
      ],
      [2, 'Posts bitte als Instagram-Karussell 4:5.', { format: 'Instagram-Karussell 4:5' }],
      [
        2,
        'Keine Rennrad-Klischees mit Lycra, wir sind eine Alltagswerkstatt.',
        { avoid: 'Rennrad-Klischees mit Lycra' },
      ],
      [
        4,
        'Lange nicht gehört, war viel los. Kurz zum Stand: Postkutschengelb haben wir abgeschafft, neu ist Petrolblau mit Sand. IBM Plex Sans Condensed SemiBold bleibt. Der Kindergarten, für den wir Räder warten, will Regenbogenfarben auf seinem Aushang – deren Sache.',
        { colour: 'Petrolblau mit Sand', font: 'IBM Plex Sans Condensed SemiBold' },
        client('Regenbogenfarben'),
      ],
      [4, 'Nur für den Tag der offenen Tür: eine Lastenrad-Silhouette.', { oneOff: 'Lastenrad-Silhouette' }],
      [5, 'Top.'],
    ],
    forget: { kind: 'format', value: 'Instagram-Karussell 4:5', text: 'Vergiss das mit dem Instagram-Karussell 4:5.' },
  },
  {
    lang: 'de',
    writer: { role: 'eine Friseurin mit eigenem Salon in Köln', manner: 'redselig, mit kölschem Einschlag' },
    says: [
      [
        1,
        'Hallöchen, Ayşe Demir, ich hab den Salon Haarmonie Ehrenfeld.',
        { name: 'Ayşe Demir', company: 'Salon Haarmonie Ehrenfeld' },
      ],
      [
        1,
        'Wir sind Flieder mit Roségold, und die Schrift ist Raleway ExtraLight.',
        { colour: 'Flieder mit Roségold', font: 'Raleway ExtraLight' },
      ],
      [2, 'Keine Vorher-Nachher-Collagen, bitte.', { avoid: 'Vorher-Nachher-Collagen' }],
      [2, 'Alles im Quadrat 1:1 für den Feed.', { format: 'Quadrat 1:1 für den Feed' }],
      [
        4,
        'Boah, seit dem Sommer nicht geschrieben! Neuigkeit: Flieder mit Roségold ist vorbei, jetzt Pflaumenblau mit Champagner. Quadrat 1:1 für den Feed wie gehabt. Der Salon gegenüber hat jetzt Neonorange, bloß nicht verwechseln.',
        { colour: 'Pflaumenblau mit Champagner', format: 'Quadrat 1:1 für den Feed' },
        rival('Neonorange'),
      ],
      [4, 'Nur für Karneval: ein Rand aus Kamelle-Konfetti.', { oneOff: 'Kamelle-Konfetti' }],
      [5, 'Super, danke dir!'],
    ],
    forget: {
      kind: 'avoid',
      value: 'Vorher-Nachher-Collagen',
      text: 'Die Regel mit den Vorher-Nachher-Collagen kannst du vergessen.',
    },
  },
  {
    lang: 'de',
    writer: { role: 'ein Winzer mit kleinem Familienweingut in der Pfalz', manner: 'bedächtig, etwas förmlich' },
    says: [
      [
        1,
        'Guten Tag, Matthias Hollerbach vom Weinhof Hollerbach.',
        { name: 'Matthias Hollerbach', company: 'Weinhof Hollerbach' },
      ],
      [
        1,
        'Unsere Farbe ist Rieslinggold, Etiketten zu 90x120 mm.',
        { colour: 'Rieslinggold', format: 'Etiketten zu 90x120 mm' },
      ],
      [2, 'Als Schrift nehmen wir Cormorant Garamond Medium.', { font: 'Cormorant Garamond Medium' }],
      [
        2,
        'Hausregel für alles, was das Weingut rausgibt: keine Weintrauben-Cliparts aus dem Netz.',
        { avoid: 'Weintrauben-Cliparts aus dem Netz' },
      ],
      [
        4,
        'Nach der Lese melde ich mich wieder, es ist ja eine Weile her. Mein Sohn ist eingestiegen, deshalb heißt der Weinhof Hollerbach seit März Hollerbach & Sohn Weinmanufaktur. Rieslinggold bleibt. Mein Schwager schwört auf Dornfelder-Rot, aber das ist sein Geschmack.',
        { company: 'Hollerbach & Sohn Weinmanufaktur', colour: 'Rieslinggold' },
        partner('Dornfelder-Rot'),
      ],
      [4, 'Nur fürs Herbstfest: ein Federweißer-Stempel.', { oneOff: 'Federweißer-Stempel' }],
      [5, 'Vielen Dank.'],
    ],
    scopes: { avoid: 'workspace' },
    forget: { kind: 'font', value: 'Cormorant Garamond Medium', text: 'Bitte vergiss Cormorant Garamond Medium.' },
  },
  {
    lang: 'de',
    writer: { role: 'eine Hundetrainerin mit eigener Hundeschule in Hamburg', manner: 'norddeutsch knapp' },
    says: [
      [
        1,
        'Moin, Svenja Petersen. Hundeschule Deichpfote.',
        { name: 'Svenja Petersen', company: 'Hundeschule Deichpfote' },
      ],
      [1, 'Farbe Nordsee-Türkis, Schrift Work Sans Bold.', { colour: 'Nordsee-Türkis', font: 'Work Sans Bold' }],
      [2, 'Flyer als Wickelfalz-Flyer DIN lang.', { format: 'Wickelfalz-Flyer DIN lang' }],
      [2, 'Keine Welpen mit Schleifchen.', { avoid: 'Welpen mit Schleifchen' }],
      [
        4,
        'Bin wieder da, nach dem Winter. Aus Hundeschule Deichpfote ist Pfotenkompass Hamburg geworden, neuer Name seit Februar. Nordsee-Türkis bleibt.',
        { company: 'Pfotenkompass Hamburg', colour: 'Nordsee-Türkis' },
      ],
      [
        4,
        'Einmalig für den Tierarzt, der sein Lindgrün will: ein Pfotenabdruck-Stempel.',
        { oneOff: 'Pfotenabdruck-Stempel' },
        client('Lindgrün'),
      ],
      [5, 'Passt.'],
    ],
    forget: { kind: 'format', value: 'Wickelfalz-Flyer DIN lang', text: 'Vergiss den Wickelfalz-Flyer DIN lang.' },
  },
  {
    lang: 'de',
    writer: { role: 'eine Keramikerin mit Werkstatt in Kassel', manner: 'verträumt, lange Sätze' },
    says: [
      [
        1,
        'Hallo, ich bin Kathrin Vogel und töpfere in meiner Keramikwerkstatt Scherbenglück.',
        { name: 'Kathrin Vogel', company: 'Keramikwerkstatt Scherbenglück' },
      ],
      [1, 'Meine Farbe ist Seladongrün, die Schrift Karla Bold.', { colour: 'Seladongrün', font: 'Karla Bold' }],
      [2, 'Bitte keine Töpferscheiben-Stockfotos.', { avoid: 'Töpferscheiben-Stockfotos' }],
      [2, 'Am liebsten Postkarten in A6.', { format: 'Postkarten in A6' }],
      [
        4,
        'Es ist ein halbes Jahr her, glaube ich. Ich habe geheiratet und heiße jetzt Kathrin Amsel, nicht mehr Kathrin Vogel. Die Keramikwerkstatt Scherbenglück und Seladongrün bleiben, wie sie sind.',
        { name: 'Kathrin Amsel', company: 'Keramikwerkstatt Scherbenglück', colour: 'Seladongrün' },
      ],
      [4, 'Nur für den Ostermarkt: ein Ostereier-Muster.', { oneOff: 'Ostereier-Muster' }],
      [5, 'Mein Mann meint, wir sollten Senfgelb nehmen – nein, danke.', undefined, partner('Senfgelb')],
    ],
    forget: { kind: 'avoid', value: 'Töpferscheiben-Stockfotos', text: 'Vergiss die Töpferscheiben-Stockfotos-Regel.' },
  },
  {
    lang: 'de',
    writer: { role: 'ein Staudengärtner in Dresden', manner: 'sachlich, etwas sächsisch' },
    says: [
      [1, 'Tach, Ralf Böhme, Staudengärtnerei Elbhang.', { name: 'Ralf Böhme', company: 'Staudengärtnerei Elbhang' }],
      [
        1,
        'Farbe Moosgrün mit Lehm, Schrift PT Serif Caption Italic.',
        { colour: 'Moosgrün mit Lehm', font: 'PT Serif Caption Italic' },
      ],
      [2, 'Pflanzschilder 5x10 cm, bitte.', { format: 'Pflanzschilder 5x10 cm' }],
      [2, 'Bloß keine Gartenzwerge.', { avoid: 'Gartenzwerge' }],
      [
        4,
        'Nach der Saison wieder da. PT Serif Caption Italic hab ich rausgeschmissen, jetzt Vollkorn SemiBold. Moosgrün mit Lehm unverändert. Die Stadtgärtnerei als Kunde will ihr Behördenblau auf ihren Schildern, das ist deren Farbe.',
        { font: 'Vollkorn SemiBold', colour: 'Moosgrün mit Lehm' },
        client('Behördenblau'),
      ],
      [4, 'Nur zu den Eisheiligen: ein Frostwarnungs-Balken.', { oneOff: 'Frostwarnungs-Balken' }],
      [5, 'Jut.'],
    ],
    forget: { kind: 'format', value: 'Pflanzschilder 5x10 cm', text: 'Vergiss die Pflanzschilder 5x10 cm.' },
  },
  {
    lang: 'de',
    writer: { role: 'eine Foodtruck-Betreiberin in Berlin', manner: 'schnoddrig, schreibt schnell' },
    says: [
      [
        1,
        'Jule Hartmann, mein Foodtruck heißt Feuerzange Wurstküche.',
        { name: 'Jule Hartmann', company: 'Feuerzange Wurstküche' },
      ],
      [
        1,
        'Farbe Chilirot mit Kreide, Schrift Archivo Expanded Black.',
        { colour: 'Chilirot mit Kreide', font: 'Archivo Expanded Black' },
      ],
      [2, 'Speisekarten als A1-Plakat für die Seitenwand.', { format: 'A1-Plakat für die Seitenwand' }],
      [2, 'Keine Flammen-Emojis, ernsthaft.', { avoid: 'Flammen-Emojis' }],
      [
        4,
        'Lange her, Winterpause. Das A1-Plakat für die Seitenwand ist Geschichte, wir haben jetzt einen Bildschirm: Menütafel 16:9. Chilirot mit Kreide bleibt. Meine neue Partnerin Mo hätte gern Babyblau, ist aber nicht meins.',
        { format: 'Menütafel 16:9', colour: 'Chilirot mit Kreide' },
        partner('Babyblau'),
      ],
      [4, 'Nur fürs EM-Public-Viewing: ein Rot-Weiß-Karomuster.', { oneOff: 'Rot-Weiß-Karomuster' }],
      [5, 'Läuft.'],
    ],
    forget: { kind: 'avoid', value: 'Flammen-Emojis', text: 'Vergiss das mit den Flammen-Emojis.' },
  },
  {
    lang: 'de',
    writer: { role: 'ein Fahrlehrer mit eigener Fahrschule in München', manner: 'gemütlich bairisch' },
    says: [
      [
        1,
        'Servus, Bernhard Huber, ich hab die Fahrschule Huber am Harras.',
        { name: 'Bernhard Huber', company: 'Fahrschule Huber am Harras' },
      ],
      [
        1,
        'Tiefenzianblau ist unsere Farbe, und Aufsteller in A0.',
        { colour: 'Tiefenzianblau', format: 'Aufsteller in A0' },
      ],
      [2, 'Schrift: Fira Sans Heavy.', { font: 'Fira Sans Heavy' }],
      [2, 'Keine Unfallbilder, das schreckt ab.', { avoid: 'Unfallbilder' }],
      [
        4,
        'Grüß Gott, nach ein paar Monaten wieder. Unfallbilder sind mir inzwischen wurscht; was ich nimmer will, ist der erhobene Zeigefinger. Tiefenzianblau bleibt. Mein Sohn will Kanarienvogelgelb für seine Motorradkurse, des is seins.',
        { avoid: 'erhobene Zeigefinger', colour: 'Tiefenzianblau' },
        partner('Kanarienvogelgelb'),
      ],
      [4, 'Nur für die Wiesn-Zeit: ein Rautenmuster in Weiß-Blau.', { oneOff: 'Rautenmuster in Weiß-Blau' }],
      [5, 'Passt scho.'],
    ],
    forget: { kind: 'font', value: 'Fira Sans Heavy', text: 'Vergiss Fira Sans Heavy bitte.' },
  },
];

export const DE15_POOLS: Pools = {
  ask: {
    colour: ['Welche Farbe haben wir jetzt?', 'In welcher Farbe soll unser Zeug sein?'],
    font: ['Welche Schrift verwende ich?', 'In welcher Schriftart setzt du meine Texte?'],
    company: ['Wie heißt mein Betrieb?', 'Unter welchem Namen läuft meine Firma?'],
    name: ['Wie heiße ich?', 'Wie soll ich angesprochen werden?'],
    format: ['In welchem Format will ich die Sachen?', 'Welches Ausgabeformat lieferst du mir?'],
    avoid: ['Gibt es etwas, das du weglassen sollst?', 'Was darf bei mir nie vorkommen?'],
  },
  guesses: [
    'Taubenblaugrau',
    'Brombeerviolett',
    'Heidekrautrosa',
    'Tannengrün-Dunkel',
    'Ziegelorange',
    'Sandsteingelb',
    'Schieferanthrazit',
    'Pistazienhell',
    'Kürbisbraun',
  ],
};

export const RU15: Draft[] = [
  {
    lang: 'ru',
    writer: { role: 'владелица пекарни в Казани', manner: 'тёплая, сначала рассказывает новости' },
    says: [
      [
        1,
        'Здравствуйте! Я Гульнара Сафина, у меня пекарня «Тёплая Корка».',
        { name: 'Гульнара Сафина', company: 'Тёплая Корка' },
      ],
      [
        1,
        'Наш цвет горчично-медовый, афиши в формате А4 вертикально.',
        { colour: 'горчично-медовый', format: 'А4 вертикально' },
      ],
      [2, 'Шрифт — PT Sans Narrow Bold.', { font: 'PT Sans Narrow Bold' }],
      [2, 'Пожалуйста, никаких блёсток на картинках.', { avoid: 'блёсток на картинках' }],
      [
        4,
        'Давно не общались, месяца три! С тех пор поменялось: горчично-медовый убрали, теперь тёмная вишня с молочным. А4 вертикально осталось. Мой новый компаньон Артур хочет изумрудный с золотом, но это его вкус, не наш.',
        { colour: 'тёмная вишня с молочным', format: 'А4 вертикально' },
        partner('изумрудный с золотом'),
      ],
      [4, 'Только для новогодней витрины — снежинки на фоне.', { oneOff: 'снежинки на фоне' }],
      [5, 'Спасибо, отлично!'],
    ],
    forget: { kind: 'font', value: 'PT Sans Narrow Bold', text: 'Забудь про PT Sans Narrow Bold.' },
  },
  {
    lang: 'ru',
    writer: { role: 'сапожник с мастерской в Петербурге', manner: 'немногословный, по делу' },
    says: [
      [
        1,
        'Олег Сидоров. Мастерская «Набойка на Лиговском».',
        { name: 'Олег Сидоров', company: 'Набойка на Лиговском' },
      ],
      [
        1,
        'Цвет коньячно-коричневый, шрифт Roboto Condensed Light.',
        { colour: 'коньячно-коричневый', font: 'Roboto Condensed Light' },
      ],
      [2, 'Присылай в формате сторис 9 на 16 без рамки.', { format: 'сторис 9 на 16 без рамки' }],
      [2, 'Без мультяшных ботинок.', { avoid: 'мультяшных ботинок' }],
      [
        4,
        'Вернулся после долгого перерыва. Коньячно-коричневый больше не наш, теперь графитовый с латунью. Roboto Condensed Light оставляем. Клиентка из салона напротив хочет бирюзовый на своей вывеске — это её.',
        { colour: 'графитовый с латунью', font: 'Roboto Condensed Light' },
        client('бирюзовый'),
      ],
      [4, 'Только к Новому году — ёлочная гирлянда по краю.', { oneOff: 'ёлочная гирлянда по краю' }],
      [5, 'Годится.'],
    ],
    forget: { kind: 'format', value: 'сторис 9 на 16 без рамки', text: 'Забудь про сторис 9 на 16 без рамки.' },
  },
  {
    lang: 'ru',
    writer: { role: 'тренер по растяжке со своей студией в Новосибирске', manner: 'бодрая, с восклицаниями' },
    says: [
      [1, 'Привет! Ксения Белова, студия растяжки «Гибкий Кедр».', { name: 'Ксения Белова', company: 'Гибкий Кедр' }],
      [
        1,
        'Цвет сизо-лавандовый, шрифт Montserrat Alternates SemiBold.',
        { colour: 'сизо-лавандовый', font: 'Montserrat Alternates SemiBold' },
      ],
      [2, 'Никаких фото весов и сантиметров!', { avoid: 'фото весов и сантиметров' }],
      [2, 'Посты — квадрат 1080 на 1080.', { format: 'квадрат 1080 на 1080' }],
      [
        4,
        'Я вернулась, полгода прошло! Сизо-лавандовый надоел, теперь коралловый с серым. Квадрат 1080 на 1080 как раньше. Конкуренты через дорогу в кислотно-салатовом, не путай нас.',
        { colour: 'коралловый с серым', format: 'квадрат 1080 на 1080' },
        rival('кислотно-салатовом'),
      ],
      [4, 'Только к 8 Марта — сердечки из ленточек.', { oneOff: 'сердечки из ленточек' }],
      [5, 'Супер!'],
    ],
    forget: {
      kind: 'avoid',
      value: 'фото весов и сантиметров',
      text: 'Правило про фото весов и сантиметров можно забыть.',
    },
  },
  {
    lang: 'ru',
    writer: { role: 'руководитель маленького бюро переводов в Екатеринбурге', manner: 'вежливый, обстоятельный' },
    says: [
      [
        1,
        'Добрый день. Андрей Логинов, бюро переводов «Логос-Урал».',
        { name: 'Андрей Логинов', company: 'Логос-Урал' },
      ],
      [
        1,
        'Фирменный цвет тёмно-чернильный, документы в PDF A4 с полями.',
        { colour: 'тёмно-чернильный', format: 'PDF A4 с полями' },
      ],
      [2, 'Шрифт: Literata Italic.', { font: 'Literata Italic' }],
      [2, 'Правило для всего, что выпускает бюро: никаких флагов стран в шапке.', { avoid: 'флагов стран в шапке' }],
      [
        4,
        'Давно не писал, прошу прощения. Главное: «Логос-Урал» с марта называется «Переводческое бюро Ясно». Тёмно-чернильный остаётся. Новая партнёрша Марина предпочитает персиковый, но это её личное.',
        { company: 'Переводческое бюро Ясно', colour: 'тёмно-чернильный' },
        partner('персиковый'),
      ],
      [4, 'Только для новогодней рассылки — заснеженная набережная Исети.', { oneOff: 'заснеженная набережная Исети' }],
      [5, 'Благодарю.'],
    ],
    scopes: { avoid: 'workspace' },
    forget: { kind: 'font', value: 'Literata Italic', text: 'Забудьте, пожалуйста, Literata Italic.' },
  },
  {
    lang: 'ru',
    writer: { role: 'хозяин шиномонтажа в Краснодаре', manner: 'простой, пишет без запятых' },
    says: [
      [1, 'Руслан Гаджиев, шиномонтаж «Колесо 24».', { name: 'Руслан Гаджиев', company: 'Колесо 24' }],
      [
        1,
        'Цвет оранжевый сигнальный с чёрным, шрифт Tektur Bold.',
        { colour: 'оранжевый сигнальный с чёрным', font: 'Tektur Bold' },
      ],
      [2, 'Баннер 3 на 1 метр.', { format: 'баннер 3 на 1 метр' }],
      [2, 'Без полуголых девушек на капоте.', { avoid: 'полуголых девушек на капоте' }],
      [
        4,
        'Здорово давно не писал. «Колесо 24» больше нет теперь мы «Гаджиев Авто Сервис». Цвет тот же оранжевый сигнальный с чёрным.',
        { company: 'Гаджиев Авто Сервис', colour: 'оранжевый сигнальный с чёрным' },
      ],
      [
        4,
        'Один раз для таксопарка, он хочет свой лимонно-жёлтый: шашечки по краю.',
        { oneOff: 'шашечки по краю' },
        client('лимонно-жёлтый'),
      ],
      [5, 'Норм.'],
    ],
    forget: { kind: 'format', value: 'баннер 3 на 1 метр', text: 'Забудь про баннер 3 на 1 метр.' },
  },
  {
    lang: 'ru',
    writer: { role: 'логопед с частным кабинетом в Самаре', manner: 'мягкая, подробная' },
    says: [
      [
        1,
        'Здравствуйте, меня зовут Ирина Соколова, у меня логопедический кабинет «Говорушка».',
        { name: 'Ирина Соколова', company: 'Говорушка' },
      ],
      [
        1,
        'Цвет небесно-голубой с жёлтым, шрифт Comfortaa Bold.',
        { colour: 'небесно-голубой с жёлтым', font: 'Comfortaa Bold' },
      ],
      [2, 'Пожалуйста, никаких страшных рожиц.', { avoid: 'страшных рожиц' }],
      [2, 'Буклеты формата А5.', { format: 'буклеты формата А5' }],
      [
        4,
        'Давно не виделись, с весны! Я вышла замуж, теперь я Ирина Волкова, а не Ирина Соколова. «Говорушка» и небесно-голубой с жёлтым — без изменений.',
        { name: 'Ирина Волкова', company: 'Говорушка', colour: 'небесно-голубой с жёлтым' },
      ],
      [4, 'Только для зимней акции — зайцы в шарфах.', { oneOff: 'зайцы в шарфах' }],
      [5, 'Муж советует бордовый, но мы не будем.', undefined, partner('бордовый')],
    ],
    forget: { kind: 'avoid', value: 'страшных рожиц', text: 'Забудьте правило «никаких страшных рожиц».' },
  },
  {
    lang: 'ru',
    writer: { role: 'владелец кофейни во Владивостоке', manner: 'неспешный, с юмором' },
    says: [
      [1, 'Привет, я Денис Ким, кофейня «Маяк на Светланской».', { name: 'Денис Ким', company: 'Маяк на Светланской' }],
      [
        1,
        'Цвет морская волна с песочным, шрифт Jost Medium.',
        { colour: 'морская волна с песочным', font: 'Jost Medium' },
      ],
      [2, 'Меню — А4 ламинированное.', { format: 'А4 ламинированное' }],
      [2, 'Только без чаек-мультяшек.', { avoid: 'чаек-мультяшек' }],
      [
        4,
        'Сто лет не писал, вот вернулся. Jost Medium выкинул, теперь Manrope ExtraBold. Морская волна с песочным осталась. Корпоративный заказчик хочет фисташковый на своих стаканах — это его цвет.',
        { font: 'Manrope ExtraBold', colour: 'морская волна с песочным' },
        client('фисташковый'),
      ],
      [4, 'Только на фестиваль краба — крабы на фоне.', { oneOff: 'крабы на фоне' }],
      [5, 'Огонь.'],
    ],
    forget: { kind: 'format', value: 'А4 ламинированное', text: 'Забудь про А4 ламинированное.' },
  },
  {
    lang: 'ru',
    writer: { role: 'ювелир с маленькой мастерской в Москве', manner: 'изящно, немного витиевато' },
    says: [
      [
        1,
        'Добрый вечер, Алина Мартынова, мастерская «Серебряный Ёж».',
        { name: 'Алина Мартынова', company: 'Серебряный Ёж' },
      ],
      [
        1,
        'Цвет — чернёное серебро, шрифт Cormorant SC Light.',
        { colour: 'чернёное серебро', font: 'Cormorant SC Light' },
      ],
      [2, 'Фото украшений — 1200 на 1500.', { format: '1200 на 1500' }],
      [2, 'Без бархатных подушечек, пожалуйста.', { avoid: 'бархатных подушечек' }],
      [
        4,
        'Вернулась после долгой паузы. Формат 1200 на 1500 больше не нужен, теперь каталог А5 горизонтальный. Чернёное серебро по-прежнему. Сестра-соучредитель мечтает о розовом золоте, но это её мечта.',
        { format: 'каталог А5 горизонтальный', colour: 'чернёное серебро' },
        partner('розовом золоте'),
      ],
      [4, 'Только ко Дню святого Валентина — валентинки из фольги.', { oneOff: 'валентинки из фольги' }],
      [5, 'Прелестно.'],
    ],
    forget: { kind: 'avoid', value: 'бархатных подушечек', text: 'Забудьте правило «без бархатных подушечек».' },
  },
  {
    lang: 'ru',
    writer: { role: 'фермер с хозяйством под Тверью', manner: 'основательный, деревенский' },
    says: [
      [1, 'Николай Ершов, фермерское хозяйство «Ершов Хутор».', { name: 'Николай Ершов', company: 'Ершов Хутор' }],
      [
        1,
        'Цвет травяной с молочным, этикетки 6 на 4 см.',
        { colour: 'травяной с молочным', format: 'этикетки 6 на 4 см' },
      ],
      [2, 'Шрифт Ubuntu Sans Condensed.', { font: 'Ubuntu Sans Condensed' }],
      [2, 'Не надо коров-мультяшек.', { avoid: 'коров-мультяшек' }],
      [
        4,
        'Долго не писал, сенокос был. Коров-мультяшек теперь можно, а вот надпись «эко» на всём — не надо. Травяной с молочным оставляем. Сын хочет неоново-синий для своей сыроварни, это его.',
        { avoid: 'надпись «эко» на всём', colour: 'травяной с молочным' },
        partner('неоново-синий'),
      ],
      [4, 'Только для осенней ярмарки — тыквы и листья.', { oneOff: 'тыквы и листья' }],
      [5, 'Добро.'],
    ],
    forget: { kind: 'font', value: 'Ubuntu Sans Condensed', text: 'Забудь про Ubuntu Sans Condensed.' },
  },
];

export const RU15_POOLS: Pools = {
  ask: {
    colour: ['Какой у нас теперь цвет?', 'В каком цвете делать наши материалы?'],
    font: ['Какой шрифт я использую?', 'Каким шрифтом набирать мои тексты?'],
    company: ['Как называется моё дело?', 'Под каким названием работает моя фирма?'],
    name: ['Как меня зовут?', 'Как ко мне обращаться?'],
    format: ['В каком формате мне всё присылать?', 'Какой размер или формат мне нужен?'],
    avoid: ['Чего мне не надо в работах?', 'Что нельзя использовать у меня?'],
  },
  guesses: [
    'дымчато-голубой',
    'брусничный',
    'оливково-серый',
    'васильково-синий с дымкой',
    'терракотовый кирпичный',
    'сливочно-жёлтый',
    'мокрый асфальт',
    'малахитовый',
    'рыжий ржавый',
  ],
};
