/** B11h16's German and Russian chats: facts said in passing inside work requests, by contrast (see `harder16-people.ts`). */
import { client, partner, rival, unreal, type Draft, type Pools } from './harder16-types';

export const DE16: Draft[] = [
  {
    lang: 'de',
    writer: {
      role: 'owns a small coffee roastery in Leipzig',
      manner: 'brisk and warm; her colour comes set against the roastery on the market square',
      jobs: ['Etikett für unsere Herbstmischung', 'Schild für den Laden', 'Weihnachtsmischung'],
    },
    says: [
      [
        1,
        'Guten Morgen! Ich bräuchte das Etikett für unsere Herbstmischung: oben Röstwerk Wendt, Grundfarbe wie immer Klinkerrot – bloß kein Schwarz-Gold, damit läuft schon die Rösterei am Markt rum.',
        { company: 'Röstwerk Wendt', colour: 'Klinkerrot' },
        rival('Schwarz-Gold'),
      ],
      [
        1,
        'Unterschreiben soll Franziska Wendt, nicht „Ihr Röstteam“ – so was klingt nach Kette.',
        { name: 'Franziska Wendt' },
      ],
      [2, 'Den Sortennamen setzt du bitte in Maxima, da diskutier ich auch nicht.', { font: 'Maxima' }],
      [
        2,
        'Als Etiketten 6x9 cm, und keine Kaffeebohnen-Bildchen, davon hab ich in meinem Leben genug gesehen.',
        { format: 'Etiketten 6x9 cm', avoid: 'Kaffeebohnen-Bildchen' },
      ],
      [3, 'Super, danke dir!'],
      [
        4,
        'Jetzt das Schild für den Laden. Klinkerrot haben wir übrigens aufgegeben, seit dem Umbau ist alles Tannennadelgrün.',
        { colour: 'Tannennadelgrün' },
      ],
      [5, 'Für die Weihnachtsmischung einmalig Weihnachtsrot, danach wieder wie gehabt.', { oneOff: 'Weihnachtsrot' }],
    ],
    forget: { kind: 'font', value: 'Maxima', text: 'Vergiss bitte das mit der Maxima.' },
  },
  {
    lang: 'de',
    writer: {
      role: 'freelance graphic designer in Cologne who does posters for pubs and clubs',
      manner: "rheinisch and easy-going; his own colour goes in the footer, the client's up top",
      jobs: ['Plakat für den Kegelverein', 'Flyer für die Kneipe', 'CSD-Flyer'],
    },
    says: [
      [
        1,
        'Tach! Ein Plakat für den Kegelverein Deutz, bitte. Absender Kölsch & Kontur, Ansprechpartner Matthias Breuer – nicht „Ihr Kreativteam“, ich sitz allein im Büro.',
        { company: 'Kölsch & Kontur', name: 'Matthias Breuer' },
      ],
      [1, 'Setz es in Frutiger Next, wie alles, was bei mir rausgeht.', { font: 'Frutiger Next' }],
      [2, 'Die gehen als A2-Plakate in den Druck.', { format: 'A2-Plakate' }],
      [
        2,
        'Mein Rheinblau kommt unten in die Fußleiste; oben darf der Verein sein Vereinsgrün haben, das ist deren Farbe, nicht meine. Und kein Karnevalskitsch, auch wenn wir in Köln sind.',
        { colour: 'Rheinblau', avoid: 'Karnevalskitsch' },
        client('Vereinsgrün'),
      ],
      [3, 'Passt. Danke!'],
      [
        4,
        'Nächster Auftrag: Flyer für die Kneipe Em Höttche. Frutiger Next ist bei mir raus, ich setze jetzt alles in Source Sans Pro Semibold.',
        { font: 'Source Sans Pro Semibold' },
      ],
      [5, 'Für den CSD-Flyer einmal Regenbogenbalken oben, nur dieses Mal.', { oneOff: 'Regenbogenbalken' }],
    ],
    forget: { kind: 'format', value: 'A2-Plakate', text: 'Das mit den A2-Plakaten kannst du vergessen.' },
  },
  {
    lang: 'de',
    writer: {
      role: 'master carpenter with a small workshop in the Allgäu',
      manner: "Bavarian-Swabian, few words; his colour comes against his brother's",
      jobs: ['Visitenkarten', 'Hofschild', 'Dorffest'],
    },
    says: [
      [
        1,
        'Grüß Gott. Ich bräucht neue Visitenkarten 85x55, vorn drauf Schreinerei Bichler.',
        { format: 'Visitenkarten 85x55', company: 'Schreinerei Bichler' },
      ],
      [
        1,
        'Die Farbe ist Lodengrün. Mein Bruder, mit dem ich mir die Werkstatt teil, hätt am liebsten alles in Signalrot, aber der hat auch einen Bulldog in der Farbe – das ist seins, nicht unseres.',
        { colour: 'Lodengrün' },
        partner('Signalrot'),
      ],
      [2, 'Hinten Xaver Bichler, Schreinermeister, gesetzt in DIN 1451.', { name: 'Xaver Bichler', font: 'DIN 1451' }],
      [
        2,
        'Und bitte keine Holzmaserung als Hintergrund, das macht jeder Schreiner im Landkreis.',
        { avoid: 'Holzmaserung als Hintergrund' },
      ],
      [3, 'Passt scho, merci.'],
      [
        4,
        'Jetzt brauch ich noch ein Hofschild. Wir heißen nimmer Schreinerei Bichler, seit dem Frühjahr steht Bichler Holzwerk im Handelsregister.',
        { company: 'Bichler Holzwerk' },
      ],
      [5, 'Fürs Dorffest einmalig weiß-blaue Rauten am Rand, sonst nie.', { oneOff: 'weiß-blaue Rauten' }],
    ],
    forget: {
      kind: 'avoid',
      value: 'Holzmaserung als Hintergrund',
      text: 'Vergiss das mit der Holzmaserung als Hintergrund, ist mir wurscht.',
    },
  },
  {
    lang: 'de',
    writer: {
      role: 'runs a bicycle shop and workshop in Münster',
      manner: "practical Westphalian; keeps the city utility's colour off his own things",
      jobs: ['Aufkleber für die Werkstattaufträge', 'Schild für den Hof', 'Lichtaktion'],
    },
    says: [
      [
        1,
        'Hallo, hier Hendrik Overbeck vom Overbeck Radwerk. Kannst du mir einen Aufkleber für die Werkstattaufträge entwerfen?',
        { name: 'Hendrik Overbeck', company: 'Overbeck Radwerk' },
      ],
      [
        1,
        'In unserem Briefkastengelb, klar. Das Stadtwerke-Türkis kommt nur auf die Leihräder, die wir für die warten – das ist deren Farbe, nicht unsere.',
        { colour: 'Briefkastengelb' },
        client('Stadtwerke-Türkis'),
      ],
      [
        2,
        'Größe Aufkleber 10x10, und keine Stockfotos von Rennradfahrern, wir sind ein Alltagsradladen.',
        { format: 'Aufkleber 10x10', avoid: 'Stockfotos von Rennradfahrern' },
      ],
      [
        2,
        "Schrift wie immer Zilla Slab Highlight, die liest man auch, wenn's regnet.",
        { font: 'Zilla Slab Highlight' },
      ],
      [3, 'Top 👍'],
      [
        4,
        'Neues Schild für den Hof. Das mit den Stockfotos von Rennradfahrern ist erledigt, ist mir inzwischen egal – aber bitte kein Denglisch, kein „Bike Service“, wir sind in Münster.',
        { avoid: 'Denglisch' },
      ],
      [5, 'Für die Lichtaktion im November einmal Reflexsilber, nur auf dem Plakat.', { oneOff: 'Reflexsilber' }],
    ],
    forget: { kind: 'font', value: 'Zilla Slab Highlight', text: 'Vergiss die Zilla Slab Highlight bitte wieder.' },
  },
  {
    lang: 'de',
    writer: {
      role: 'florist with her own shop in Hamburg-Ottensen',
      manner: "northern, dry; the shop's look comes against what her colleague would do",
      jobs: ['Schild für die Tür', 'Preiskarten', 'Aufsteller für draußen', 'Valentinstag'],
    },
    says: [
      [
        1,
        'Moin! Ich brauch ein Schild für die Tür: Stiel & Stängel, darunter Wiebke Thormählen, Floristmeisterin. Nicht „Ihr Blumenteam“, das sagt hier keiner.',
        { company: 'Stiel & Stängel', name: 'Wiebke Thormählen' },
      ],
      [
        1,
        'Farblich Johannisbeerrot, so wie die Markise. Merle, meine Kollegin, würde das alles in Knallorange machen – ihre Sache, wenn sie mal einen eigenen Laden hat.',
        { colour: 'Johannisbeerrot' },
        partner('Knallorange'),
      ],
      [2, 'Die Preiskarten bitte im Format DL quer.', { format: 'DL quer' }],
      [2, 'Schrift Mrs Eaves, und nirgends Glitzerkram.', { font: 'Mrs Eaves', avoid: 'Glitzerkram' }],
      [3, 'Schön! Danke dir.'],
      [
        4,
        'Jetzt der Aufsteller für draußen. Das Johannisbeerrot ist Geschichte, seit dem Streichen sind wir innen wie außen Schlickgrau.',
        { colour: 'Schlickgrau' },
      ],
      [5, 'Zum Valentinstag einmalig Herzchenmuster am Rand, danach ist Schluss damit.', { oneOff: 'Herzchenmuster' }],
    ],
    forget: {
      kind: 'format',
      value: 'DL quer',
      text: 'Vergiss bitte das DL quer, das war nur für die Preiskarten.',
    },
  },
  {
    lang: 'de',
    writer: {
      role: 'freelance copy-editor and layouter in Vienna',
      manner: 'Viennese and wry; what she is comes against what she would be if she were a law firm',
      jobs: ['Folder für meine Lektoratsangebote', 'Visitenkarten', 'Einladung zur Ballsaison'],
    },
    says: [
      [
        1,
        'Servus! Ich bräucht einen Folder für meine Lektoratsangebote. Absender Zeilensprung Wien, Kontakt Theresa Pichler.',
        { company: 'Zeilensprung Wien', name: 'Theresa Pichler' },
      ],
      [
        1,
        'Farbe Schönbrunnergelb – wär ich eine Anwaltskanzlei, würd ich’s in Dunkelblau machen, bin ich aber Gott sei Dank nicht.',
        { colour: 'Schönbrunnergelb' },
        unreal('Dunkelblau'),
      ],
      [2, 'Bitte A5 quer gefalzt, gesetzt in Trump Mediaeval.', { format: 'A5 quer gefalzt', font: 'Trump Mediaeval' }],
      [2, 'Und bitte kein Blocksatz. Die Löcher im Text halt ich nicht aus.', { avoid: 'Blocksatz' }],
      [3, 'Leiwand, danke!'],
      [
        4,
        'Jetzt die Visitenkarten. Kleine Änderung: Ich heiß seit der Hochzeit Theresa Gruber, also bitte nicht mehr Theresa Pichler draufschreiben.',
        { name: 'Theresa Gruber' },
      ],
      [5, 'Für die Einladung zur Ballsaison einmal Silberdruck, das ist eine Ausnahme.', { oneOff: 'Silberdruck' }],
    ],
    forget: { kind: 'avoid', value: 'Blocksatz', text: 'Das mit dem Blocksatz kannst du vergessen.' },
  },
  {
    lang: 'de',
    writer: {
      role: 'co-owner of a small design studio in Stuttgart',
      manner: "Swabian thrift with words; the studio's rule is for everyone, the client's colour stays the client's",
      jobs: ['Social-Posts fürs Weinfest', 'Nächste Runde für den Verein', 'Fasnetsumzug'],
    },
    scopes: { avoid: 'workspace' },
    says: [
      [
        1,
        'Hallo! Wir brauchen Social-Posts fürs Weinfest in Uhlbach. Absender Studio Kehrwoche, gezeichnet Jonas Häberle.',
        { company: 'Studio Kehrwoche', name: 'Jonas Häberle' },
      ],
      [
        1,
        'Unser Rebenrot als Akzent. Der Weinbauverein will überall sein Bordeaux, aber das kommt nur auf deren Etiketten, nicht in unsere Posts.',
        { colour: 'Rebenrot' },
        client('Bordeaux'),
      ],
      [
        2,
        'Alles als Instagram-Quadrat, bitte. Und weil’s immer wieder jemand vergisst: Bei uns im Studio gilt für alle – keine Farbverlauf-Spielereien.',
        { format: 'Instagram-Quadrat', avoid: 'Farbverlauf-Spielereien' },
      ],
      [2, 'Die Headlines kommen in Akkurat.', { font: 'Akkurat' }],
      [3, 'Sauber, passt.'],
      [
        4,
        'Nächste Runde für den Verein. Vom Instagram-Quadrat sind wir weg, die Posts laufen jetzt 4 zu 5 hochkant, das nimmt mehr vom Bildschirm ein.',
        { format: '4 zu 5 hochkant' },
      ],
      [
        5,
        'Für den Fasnetsumzug einmal Narrengelb, nur dieses eine Plakat, danach wieder Rebenrot.',
        { oneOff: 'Narrengelb', colour: 'Rebenrot' },
      ],
    ],
    forget: { kind: 'font', value: 'Akkurat', text: 'Vergiss das mit Akkurat, bitte.' },
  },
  {
    lang: 'de',
    writer: {
      role: 'beekeeper with a farm shop in the Uckermark',
      manner: "plain Brandenburg German; her colour comes against her husband's football colours",
      jobs: ['Glasetiketten', 'Hofschild', 'Weihnachtsgläser'],
    },
    says: [
      [
        1,
        'Hallo, ich bin Gesine Wollschläger vom Honighof Wollschläger und bräuchte neue Glasetiketten.',
        { name: 'Gesine Wollschläger', company: 'Honighof Wollschläger' },
      ],
      [
        1,
        'In Rapsfeldgelb, das ist unser Gelb. Mein Mann hätte gern Schwarz-Gelb wie sein BVB, aber der macht ja auch keine Etiketten.',
        { colour: 'Rapsfeldgelb' },
        partner('Schwarz-Gelb'),
      ],
      [2, 'Es sind Rundetiketten 45 mm, die passen auf alle Deckel.', { format: 'Rundetiketten 45 mm' }],
      [
        2,
        'Schrift Optima, und keine Comic-Bienchen, bitte. Die Leute sollen Honig kaufen, keine Kinderbücher.',
        { font: 'Optima', avoid: 'Comic-Bienchen' },
      ],
      [3, 'Danke, sieht gut aus.'],
      [
        4,
        'Jetzt das Hofschild. Wir sind nicht mehr Honighof Wollschläger, nach der Übergabe heißt es Bienenweide Uckermark.',
        { company: 'Bienenweide Uckermark' },
      ],
      [5, 'Für die Weihnachtsgläser einmal Goldheißprägung, sonst nicht.', { oneOff: 'Goldheißprägung' }],
    ],
    forget: {
      kind: 'format',
      value: 'Rundetiketten 45 mm',
      text: 'Vergiss die Rundetiketten 45 mm bitte wieder.',
    },
  },
  {
    lang: 'de',
    writer: {
      role: 'master hairdresser with his own salon in Dresden-Neustadt',
      manner: 'Saxon shorthand; sets his salon against the barber across the road',
      jobs: ['Aufsteller', 'Gutscheinkarten', 'Ostern'],
    },
    says: [
      [
        1,
        'Tach. Ich brauch einen Aufsteller A1 für den Gehweg, oben Salon Kamm & Schere in Elbblau. Bloß kein Mattschwarz, das hat der Barbier gegenüber, wir sind kein Barbershop.',
        { format: 'Aufsteller A1', company: 'Salon Kamm & Schere', colour: 'Elbblau' },
        rival('Mattschwarz'),
      ],
      [1, 'Unten drunter Ronny Ziesche, Friseurmeister.', { name: 'Ronny Ziesche' }],
      [2, 'Für die Preise bitte Bauer Bodoni nehmen.', { font: 'Bauer Bodoni' }],
      [
        2,
        'Und ich will keine Haar-Wortspiele sehen. Kein „Haarmonie“, kein „Vorhaar-Nachhaar“.',
        { avoid: 'Haar-Wortspiele' },
      ],
      [3, 'Jut, danke.'],
      [
        4,
        'Jetzt die Gutscheinkarten. Elbblau war gestern, nach der Renovierung ist alles Bernstein.',
        { colour: 'Bernstein' },
      ],
      [5, 'Zu Ostern einmal Pastellgrün, nur für den Aufsteller vorm Laden.', { oneOff: 'Pastellgrün' }],
    ],
    forget: { kind: 'avoid', value: 'Haar-Wortspiele', text: 'Vergiss das mit den Haar-Wortspielen.' },
  },
];

export const DE16_POOLS: Pools = {
  ask: {
    colour: ['Welche Farbe ist unsere?', 'In welcher Farbe machen wir unsere Sachen?'],
    font: ['Welche Schrift nehmen wir?', 'In welcher Schrift setzen wir unsere Texte?'],
    company: ['Wie heißt unser Betrieb?', 'Unter welchem Firmennamen laufen wir?'],
    name: ['Mit welchem Namen unterschreibe ich?', 'Wer steht bei uns als Absender drunter?'],
    format: ['In welchem Format machen wir das?', 'Welches Format hat unser Zeug normalerweise?'],
    avoid: ['Was kommt bei uns nie drauf?', 'Was soll ich bei unseren Entwürfen vermeiden?'],
  },
  guesses: [
    'Badewannenblau',
    'Quarkweiß',
    'Tomatensuppenrot',
    'Kiwigrün',
    'Zwetschgenblau',
    'Spargelweiß',
    'Lakritzschwarz',
    'Kürbiskernbraun',
    'Brausepulverpink',
    'Radieschenrot',
  ],
};

export const RU16: Draft[] = [
  {
    lang: 'ru',
    writer: {
      role: 'owns a small bakery in Kazan',
      manner: "polite, businesslike; the bakery's rule is for all of them, the client's colour stays theirs",
      jobs: ['осенняя листовка', 'меню на стену', 'афиши'],
    },
    scopes: { avoid: 'workspace' },
    says: [
      [
        1,
        'Здравствуйте! Нужна осенняя листовка для пекарни «Тёплый каравай». Цвет наш — горчица с мёдом, как всегда, — не бордовый: бордовый у кафе «Уют», мы им хлеб возим, а не они нам фирменный стиль.',
        { company: 'Тёплый каравай', colour: 'горчица с мёдом' },
        client('бордовый'),
      ],
      [1, 'Подпись внизу — Гульнара Хайруллина, не «коллектив пекарни», пожалуйста.', { name: 'Гульнара Хайруллина' }],
      [2, 'Заголовок набери шрифтом Amatic SC Bold, он у нас на всех ценниках.', { font: 'Amatic SC Bold' }],
      [
        2,
        'Формат — листовки А6. И правило у нас общее, для всей пекарни: никаких фото из фотобанков, свой хлеб сами снимаем.',
        { format: 'листовки А6', avoid: 'фото из фотобанков' },
      ],
      [3, 'Отлично, спасибо!'],
      [
        4,
        'Теперь меню на стену. Цвет «горчица с мёдом» мы больше не используем: после ремонта фирменный цвет у нас черничное варенье.',
        { colour: 'черничное варенье' },
      ],
      [5, 'На Сабантуй сделай разок ярко-зелёный, только для этой афиши.', { oneOff: 'ярко-зелёный' }],
    ],
    forget: {
      kind: 'font',
      value: 'Amatic SC Bold',
      text: 'Забудь, пожалуйста, про Amatic SC Bold — не надо это помнить.',
    },
  },
  {
    lang: 'ru',
    writer: {
      role: 'freelance illustrator in Yekaterinburg who designs tea packaging',
      manner: "casual, a touch ironic; his brand comes against his partner's love of folk ornament",
      jobs: ['этикетка для нового сбора', 'пачка для чёрного чая', 'Новый год'],
    },
    says: [
      [
        1,
        'Привет! Это Артём Кудрявцев, студия «Кедр и Кисть». Нужна этикетка для нового сбора иван-чая.',
        { name: 'Артём Кудрявцев', company: 'Кедр и Кисть' },
      ],
      [
        1,
        'Гарнитура — «Банниковская», как на всей нашей упаковке. Илья, мой напарник, везде бы лепил узор «хохлома», но это его любовь, а не наша марка.',
        { font: 'Банниковская' },
        partner('хохлома'),
      ],
      [2, 'Упаковка — коробка 10×10×10, под неё и верстай.', { format: 'коробка 10×10×10' }],
      [
        2,
        'Цвет пихтовый. И главное: лубочные матрёшки — нет, это для туристов.',
        { colour: 'пихтовый', avoid: 'лубочные матрёшки' },
      ],
      [3, 'Огонь, спасибо'],
      [
        4,
        'Теперь пачка для чёрного чая. «Банниковская» больше не берём — на мелком кегле плохо читается, перешли на Montserrat Alternates Medium.',
        { font: 'Montserrat Alternates Medium' },
      ],
      [5, 'На Новый год пусть будет новогодний красный, но это разово.', { oneOff: 'новогодний красный' }],
    ],
    forget: {
      kind: 'format',
      value: 'коробка 10×10×10',
      text: 'Забудь формат «коробка 10×10×10», он был для одного сбора.',
    },
  },
  {
    lang: 'ru',
    writer: {
      role: 'owns a car repair garage in Novosibirsk',
      manner: 'terse, no nonsense; his colour comes against the tyre shop across the road',
      jobs: ['баннер', 'визитки', 'зимней резины'],
    },
    says: [
      [
        1,
        'Добрый день. Нужен баннер 3×1,5 м на забор: «Гараж 54», ремонт и диагностика.',
        { format: 'баннер 3×1,5 м', company: 'Гараж 54' },
      ],
      [
        1,
        'Цвет — морковный. Не жёлто-чёрный: шиномонтаж через дорогу весь жёлто-чёрный, нас и так путают.',
        { colour: 'морковный' },
        rival('жёлто-чёрный'),
      ],
      [
        2,
        'Внизу подпись: Виктор Грошев, мастер. Шрифт Tektur Condensed, чтоб с дороги читался.',
        { name: 'Виктор Грошев', font: 'Tektur Condensed' },
      ],
      [2, 'Девушки в купальниках — это не к нам, даже не предлагай.', { avoid: 'девушки в купальниках' }],
      [3, 'Годно, спасибо.'],
      [
        4,
        'Теперь визитки. Мы уже не «Гараж 54» — сын подключился, вывеску поменяли на «Грошев и сыновья».',
        { company: 'Грошев и сыновья' },
      ],
      [5, 'К сезону зимней резины — снежинки по кромке, но только в этот раз.', { oneOff: 'снежинки по кромке' }],
    ],
    forget: {
      kind: 'avoid',
      value: 'девушки в купальниках',
      text: 'Забудь, что я говорил: девушки в купальниках — уже не принципиально.',
    },
  },
  {
    lang: 'ru',
    writer: {
      role: 'freelance interior photographer in Kaliningrad',
      manner: "formal «вы», precise; her colour against the developer's brand book",
      jobs: ['письмо-предложение для застройщика', 'портфолио для отеля', 'серии про старый Кёнигсберг'],
    },
    says: [
      [
        1,
        'Добрый вечер. Полина Янсен, студия «Янтарный свет». Соберите мне, пожалуйста, письмо-предложение для застройщика.',
        { name: 'Полина Янсен', company: 'Янтарный свет' },
      ],
      [
        1,
        'Плашка в письме — дюнный бежевый, как у меня на сайте. Графитовый — это из брендбука застройщика, его оставьте им.',
        { colour: 'дюнный бежевый' },
        client('графитовый'),
      ],
      [
        2,
        'Фото в письме — горизонталь 3:2. Широкоугольные искажения — нет, не люблю.',
        { format: 'горизонталь 3:2', avoid: 'широкоугольные искажения' },
      ],
      [2, 'Шрифт возьмите Cormorant Infant Light.', { font: 'Cormorant Infant Light' }],
      [3, 'Красиво вышло)'],
      [
        4,
        'Теперь портфолио для отеля. Широкоугольные искажения — бог с ними, уже не принципиально. А вот пересвеченные окна — категорически нет.',
        { avoid: 'пересвеченные окна' },
      ],
      [5, 'Для серии про старый Кёнигсберг — разово монохром.', { oneOff: 'монохром' }],
    ],
    forget: { kind: 'font', value: 'Cormorant Infant Light', text: 'Забудьте про Cormorant Infant Light, пожалуйста.' },
  },
  {
    lang: 'ru',
    writer: {
      role: 'runs a small yarn shop in St Petersburg with her sister',
      manner: "chatty, lots of asides; the shop's colour against her sister's taste",
      jobs: ['анонс мастер-класса', 'анонс распродажи', 'Новому году'],
    },
    says: [
      [
        1,
        'Привет! Наталья Ефремова, магазин «Клубок на Фонтанке». Сделаешь анонс мастер-класса по носкам?',
        { name: 'Наталья Ефремова', company: 'Клубок на Фонтанке' },
      ],
      [
        1,
        'Фон ментоловый, он у нас фирменный. Сестра, с которой мы держим магазин, топит за нежно-розовый — это её вкус, в магазин я его не пускаю.',
        { colour: 'ментоловый' },
        partner('нежно-розовый'),
      ],
      [2, 'Размер — сторис во весь экран.', { format: 'сторис во весь экран' }],
      [
        2,
        'Шрифт Caveat Brush. Котики — нет. Да, в вязальном магазине, представь себе.',
        { font: 'Caveat Brush', avoid: 'котики' },
      ],
      [3, 'Ой, милота'],
      [
        4,
        'Теперь анонс распродажи. Ментоловый мы убрали — теперь у нас рябиново-красный, под новые пакеты.',
        { colour: 'рябиново-красный' },
      ],
      [5, 'К Новому году разово ёлочный зелёный на анонсе.', { oneOff: 'ёлочный зелёный' }],
    ],
    forget: {
      kind: 'format',
      value: 'сторис во весь экран',
      text: 'Забудь про сторис во весь экран, это не постоянное.',
    },
  },
  {
    lang: 'ru',
    writer: {
      role: 'potter with a small workshop in Suzdal',
      manner: 'quiet and plain; what she is comes against what a porcelain workshop would be',
      jobs: ['бирки для кружек', 'вывеска к ярмарке', 'открытки'],
    },
    says: [
      [
        1,
        'Здравствуйте. Мне нужны бирки для кружек: сверху «Глина и Ко», ниже — Ольга Бажова, мастер.',
        { company: 'Глина и Ко', name: 'Ольга Бажова' },
      ],
      [
        1,
        'Цвет — жёлтая охра, под цвет глины. Была бы у меня фарфоровая мастерская — был бы кобальт, но у меня глина.',
        { colour: 'жёлтая охра' },
        unreal('кобальт'),
      ],
      [2, 'Бирки 5×9, шрифт Piazzolla Italic.', { format: 'бирки 5×9', font: 'Piazzolla Italic' }],
      [2, 'Слово «эксклюзив» не пишите, терпеть его не могу.', { avoid: 'эксклюзив' }],
      [3, 'Спасибо, хорошо.'],
      [
        4,
        'Теперь вывеска к ярмарке. Я вышла замуж, так что уже не Ольга Бажова, а Ольга Лапина.',
        { name: 'Ольга Лапина' },
      ],
      [5, 'На Пасху разово пасхальный голубой, для одной открытки.', { oneOff: 'пасхальный голубой' }],
    ],
    forget: { kind: 'avoid', value: 'эксклюзив', text: 'Забудьте про «эксклюзив», пусть пишут как хотят.' },
  },
  {
    lang: 'ru',
    writer: {
      role: 'DJ and party organiser in Moscow who makes his own posters',
      manner: "slangy, clipped; his colour against the club's",
      jobs: ['афиша на пятницу', 'Следующая вечеринка', 'новогоднюю'],
    },
    says: [
      [
        1,
        'Йо. Нужна афиша на пятницу. Сверху «Басовый цех», цвет наш — кислотно-салатовый. Фиолетовый клуб просит для своих анонсов, к нам он отношения не имеет.',
        { company: 'Басовый цех', colour: 'кислотно-салатовый' },
        client('фиолетовый'),
      ],
      [1, 'Внизу: Тимур Хасанов, не «организаторы». Организатор я один.', { name: 'Тимур Хасанов' }],
      [
        2,
        'Формат — афиша А3, клеим у себя в клубе. И никаких фото толпы с телефонов — выглядит дёшево.',
        { format: 'афиша А3', avoid: 'фото толпы с телефонов' },
      ],
      [2, 'Шрифт — Druk Text Wide.', { font: 'Druk Text Wide' }],
      [3, 'Жёстко. Беру.'],
      [
        4,
        'Следующая вечеринка. С форматом «афиша А3» завязываем: теперь «афиша А2», клеим у метро.',
        { format: 'афиша А2' },
      ],
      [5, 'На новогоднюю — хромированный, один раз.', { oneOff: 'хромированный' }],
    ],
    forget: { kind: 'font', value: 'Druk Text Wide', text: 'Забудь про Druk Text Wide.' },
  },
  {
    lang: 'ru',
    writer: {
      role: 'runs a family cheese dairy near Kostroma',
      manner: "warm, homely; the dairy's colour against her husband's patriotic ideas",
      jobs: ['этикетка на новый сыр', 'ценники на ярмарку', 'юбилею сыроварни'],
    },
    says: [
      [
        1,
        'Добрый день! Я Мария Чижова, «Сыроварня Чижовых». Нужна этикетка на новый сыр с пажитником.',
        { name: 'Мария Чижова', company: 'Сыроварня Чижовых' },
      ],
      [
        1,
        'Цвет этикетки — сырная корка, как у самого сыра. Муж всё норовит впихнуть триколор, но это его идея, не наша.',
        { colour: 'сырная корка' },
        partner('триколор'),
      ],
      [2, 'Делаем круглые этикетки 8 см.', { format: 'круглые этикетки 8 см' }],
      [
        2,
        'Шрифт Yanone Kaffeesatz Light. Мультяшные коровы — нет, у нас сыр, а не детский йогурт.',
        { font: 'Yanone Kaffeesatz Light', avoid: 'мультяшные коровы' },
      ],
      [3, 'Спасибо, очень нравится!'],
      [
        4,
        'Теперь ценники на ярмарку. Мы переименовались: не «Сыроварня Чижовых», а «Сырный двор» — короче, и внуки не стесняются.',
        { company: 'Сырный двор' },
      ],
      [5, 'К юбилею сыроварни — тиснение золотом, один раз, дальше не надо.', { oneOff: 'тиснение золотом' }],
    ],
    forget: { kind: 'format', value: 'круглые этикетки 8 см', text: 'Забудь про круглые этикетки 8 см.' },
  },
  {
    lang: 'ru',
    writer: {
      role: 'runs a coffee kiosk in Voronezh',
      manner: 'short and to the point; his colour against the chain coffee shop opposite',
      jobs: ['стикеры на стаканы', 'меню над стойкой', 'тыквенного латте'],
    },
    says: [
      [
        1,
        'Привет. Нужны стикеры на стаканы 5 см для «Зерно 36». Цвет — вишнёвый сироп. Только не красный: красный у сетевой кофейни напротив, не хочу быть на них похожим.',
        { format: 'стикеры на стаканы 5 см', company: 'Зерно 36', colour: 'вишнёвый сироп' },
        rival('красный'),
      ],
      [1, 'Подпись — Степан Гуськов, бариста и хозяин.', { name: 'Степан Гуськов' }],
      [2, 'Шрифт — Tilda Sans, он у нас на вывеске.', { font: 'Tilda Sans' }],
      [2, 'Латте-арт на фото не надо, это пошло.', { avoid: 'латте-арт на фото' }],
      [3, 'Норм, спасибо'],
      [
        4,
        'Теперь меню над стойкой. Вишнёвый сироп — всё, отказались; теперь основной цвет — бутылочное стекло.',
        { colour: 'бутылочное стекло' },
      ],
      [
        5,
        'Осенью для тыквенного латте — разово тыквенный, на одном плакате, а рядом наш цвет «бутылочное стекло», как обычно.',
        { oneOff: 'тыквенный', colour: 'бутылочное стекло' },
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'латте-арт на фото',
      text: 'Забудь про латте-арт на фото, уже без разницы.',
    },
  },
];

export const RU16_POOLS: Pools = {
  ask: {
    colour: ['Какой у нас фирменный цвет?', 'В каком цвете мы всё делаем?'],
    font: ['Каким шрифтом мы набираем?', 'Какой у нас шрифт?'],
    company: ['Как называется наше дело?', 'Под каким названием мы работаем?'],
    name: ['Чьё имя ставить в подписи?', 'Как меня подписывать?'],
    format: ['В каком формате делаем?', 'Какой размер или формат у нас обычно?'],
    avoid: ['Чего у нас никогда не должно быть?', 'Чего мне избегать в наших макетах?'],
  },
  guesses: [
    'асфальтовый',
    'свекольный',
    'гороховый',
    'кукурузный',
    'мышиный',
    'облепиховый',
    'цвет жжёного сахара',
    'цвет морской пены',
    'пыльно-розовый',
    'болотный',
  ],
};
