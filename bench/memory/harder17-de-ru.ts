/** B11h17's German and Russian chats: a small team sharing one workspace, each member writing in turn (see `harder17-people.ts`). */
import { client, partner, rival, unreal, type Draft, type Pools } from './harder17-types';

export const DE17: Draft[] = [
  {
    lang: 'de',
    writer: {
      role: 'führt eine Bäckerei in Flensburg mit ihrem Neffen',
      team: ['Lukas'],
      manner: 'gibt die Ideen ihres Neffen weiter, sagt, wo sie steht, und meldet, was beide gemeinsam beschließen',
      jobs: ['Schild für den Weihnachtsmarkt', 'Preistafel'],
    },
    says: [
      [
        1,
        'Moin! Gisela Brenner hier, ich führe die Bäckerei Brenner in Flensburg zusammen mit meinem Neffen Lukas. Wir schreiben beide hier rein.',
        { name: 'Gisela Brenner', company: 'Bäckerei Brenner' },
      ],
      [
        1,
        'Lukas meint, wir sollten auf Mintgrün umsteigen, das „knallt auf Insta“. Ich bin nicht überzeugt. Vorerst bleiben Tüten und Etiketten in Butterkeksgelb.',
        { colour: 'Butterkeksgelb' },
        partner('Mintgrün'),
      ],
      [
        2,
        'Hausregel, für mich, für Lukas und für alle, die was für die Bäckerei machen: keine Comic-Brezeln. Niemals. Und mir persönlich schick Entwürfe bitte als einzelnes PNG.',
        { avoid: 'Comic-Brezeln', format: 'einzelnes PNG' },
      ],
      [2, 'Machst du mir das Schild für den Weihnachtsmarkt? Nur dafür in Glühweinrot.', { oneOff: 'Glühweinrot' }],
      [3, 'Super, danke dir!'],
      [
        4,
        'Update: Lukas und ich haben gestern Abend zusammengesessen und als Team entschieden, das Butterkeksgelb fliegt raus. Ab jetzt steht das Logo immer auf Cremeweiß, auch auf der neuen Preistafel.',
        { colour: 'Cremeweiß' },
      ],
      [5, 'Für alles, was die Bäckerei betrifft: Schrift ist Gluten.', { font: 'Gluten' }],
    ],
    scopes: { avoid: 'workspace' },
    forget: { kind: 'font', value: 'Gluten', text: 'Vergiss das mit Gluten bitte wieder, wir überlegen noch.' },
  },
  {
    lang: 'de',
    writer: {
      role: 'führt mit ihrem Partner ein Zwei-Personen-Designstudio in Leipzig',
      team: ['Matthias'],
      manner: 'trennt, was ihres ist, von dem, was dem Studio gehört, und hält Kundenfarben aus beidem raus',
      jobs: ['Einladung zum Atelierfest', 'Newsletter'],
    },
    says: [
      [
        1,
        'Hallo, Katrin Lorenz vom Studio Kiebitz. Wir sind zu zweit, Matthias und ich, und teilen uns diesen Workspace.',
        { name: 'Katrin Lorenz', company: 'Studio Kiebitz' },
      ],
      [
        1,
        'Unsere Studiofarbe ist Entengrün. Die Brauerei, für die wir gerade das Rebranding machen, will alles in Hopfengold; das ist deren Farbe, bitte nicht mit unserer vermischen.',
        { colour: 'Entengrün' },
        client('Hopfengold'),
      ],
      [
        2,
        'Für meine eigenen Posts und mein Portfolio nehme ich gern Asap Condensed. Das ist nur meins, Matthias macht sein eigenes Ding.',
        { font: 'Asap Condensed' },
      ],
      [2, 'Bitte keine Stock-Handshakes, nirgends.', { avoid: 'Stock-Handshakes' }],
      [3, 'Nur für die Einladung zum Atelierfest: ein Risographie-Pink. Nur die.', { oneOff: 'Risographie-Pink' }],
      [4, 'Konzepte bitte immer als dreiseitiges PDF.', { format: 'dreiseitiges PDF' }],
      [
        5,
        'Kleine Änderung im Studio: Matthias und ich sind uns einig, Entengrün ist durch. Ab heute ist die Studiofarbe Backsteinrot, als Erstes im Newsletter.',
        { colour: 'Backsteinrot' },
      ],
    ],
    scopes: { font: 'user' },
    forget: {
      kind: 'format',
      value: 'dreiseitiges PDF',
      text: 'Vergiss bitte die Vorgabe „dreiseitiges PDF“, ich sag’s dir pro Projekt.',
    },
  },
  {
    lang: 'de',
    writer: {
      role: 'führt mit ihrem Mann einen Schreibwarenladen in Kassel, die Familie hilft mit',
      team: ['Holger'],
      manner: 'sagt, welcher Name nicht ihrer ist, und gibt weiter, was der Familienrat beschließt',
      jobs: ['Plakat für den Schulanfang', 'Kundenkarte'],
    },
    says: [
      [
        1,
        'Guten Tag, Renate Vogt. Mein Mann und ich haben den Schreibwarenladen Papier & Feder in Kassel. Er macht die Rechnungen, in seiner Mailsignatur steht Holger Vogt; das ignorier bitte, ich bin die, die hier schreibt.',
        { name: 'Renate Vogt', company: 'Papier & Feder' },
        partner('Holger Vogt'),
      ],
      [1, 'Die Ladenfarbe ist Flaschengrün, seit dreißig Jahren.', { colour: 'Flaschengrün' }],
      [
        2,
        'Die Schrift vom Ladenschild ist Solway, dabei bleibt’s. Mir schick bitte alles als eine lange Nachricht ohne Anhänge, ich lese am Handy.',
        { font: 'Solway', format: 'lange Nachricht ohne Anhänge' },
      ],
      [
        3,
        'Kannst du das Plakat für den Schulanfang machen? Nur dafür in Sonnenblumengelb.',
        { oneOff: 'Sonnenblumengelb' },
      ],
      [3, 'Prima, vielen Dank.'],
      [
        4,
        'Familienrat am Sonntag: Das Flaschengrün wirkt müde, wir haben uns alle auf Füllerblau geeinigt. Ab sofort Füllerblau, auch auf der Kundenkarte.',
        { colour: 'Füllerblau' },
      ],
      [
        5,
        'Was ich nicht will: Bleistift-Figuren mit lachendem Gesicht. Das hat jeder Laden.',
        { avoid: 'Bleistift-Figuren' },
      ],
    ],
    forget: { kind: 'avoid', value: 'Bleistift-Figuren', text: 'Das mit den Bleistift-Figuren kannst du vergessen.' },
  },
  {
    lang: 'de',
    writer: {
      role: 'betreibt mit ihrem Bruder ein Eiscafé in Köln-Ehrenfeld',
      team: ['Murat'],
      manner: 'grenzt sich von der Kette gegenüber ab und meldet, was die Geschwister geregelt haben',
      jobs: ['Tafel zum Sommerferienstart', 'Eiskarte'],
    },
    says: [
      [
        1,
        'Hi, ich bin Elif Aydın. Mein Bruder Murat und ich betreiben das Eiscafé Lido in Köln-Ehrenfeld.',
        { name: 'Elif Aydın', company: 'Eiscafé Lido' },
      ],
      [
        1,
        'Unsere Farbe ist Pistazieneis-Grün. Die Kette gegenüber macht alles in Bonbonrosa, und genau deshalb wir nicht.',
        { colour: 'Pistazieneis-Grün' },
        rival('Bonbonrosa'),
      ],
      [
        2,
        'Texte bitte als drei kurze Sätze, länger liest das keiner. Und keine Fotos von schmelzendem Eis, das sieht eklig aus.',
        { format: 'drei kurze Sätze', avoid: 'Fotos von schmelzendem Eis' },
      ],
      [2, 'Für die Tafel zum Sommerferienstart, nur die: Zitronensorbet-Gelb.', { oneOff: 'Zitronensorbet-Gelb' }],
      [3, 'Mega, danke!'],
      [
        4,
        'Achtung: Wir heißen nicht mehr Eiscafé Lido. Murat und ich haben umfirmiert, jetzt sind wir die Aydın Eismanufaktur.',
        { company: 'Aydın Eismanufaktur' },
      ],
      [5, 'Für die Eiskarte gilt: Überschriften in Grand Hotel.', { font: 'Grand Hotel' }],
    ],
    forget: { kind: 'font', value: 'Grand Hotel', text: 'Vergiss Grand Hotel, Murat hat was anderes gefunden.' },
  },
  {
    lang: 'de',
    writer: {
      role: 'macht Social Media und Bestellungen im Blumenladen ihrer Mutter in Münster',
      team: ['Mama'],
      manner: 'lehnt die Lieblingsfarbe ihrer Mutter freundlich ab und meldet, was die beiden beschließen',
      jobs: ['Muttertagskarte', 'Markise'],
    },
    says: [
      [
        1,
        'Jana Westhoff hier. Ich mache Social Media und Bestellungen bei Blumen Westhoff, meine Mutter macht die Sträuße und die Buchhaltung.',
        { name: 'Jana Westhoff', company: 'Blumen Westhoff' },
      ],
      [
        2,
        'Mama will alles in Flieder, ihrer Lieblingsfarbe. Süß, aber nein, die Ladenfarbe ist Olivgrau, das ist entschieden.',
        { colour: 'Olivgrau' },
        partner('Flieder'),
      ],
      [
        2,
        'Schrift: Bellota Text. Und bitte keine Aquarell-Kleckse, die wirken billig.',
        { font: 'Bellota Text', avoid: 'Aquarell-Kleckse' },
      ],
      [
        3,
        'Für die Muttertagskarte, nur die, ein Pfingstrosenrosa; das Logo bleibt in unserem Olivgrau.',
        { colour: 'Olivgrau', oneOff: 'Pfingstrosenrosa' },
      ],
      [3, 'Wie schön, danke!'],
      [
        4,
        'Neuigkeit: Wir haben umbenannt. Aus Blumen Westhoff wird Stielvoll. Mama hat endlich Ja gesagt, steht schon auf der neuen Markise.',
        { company: 'Stielvoll' },
      ],
      [
        5,
        'Schick mir Sachen am besten als Canva-Link zum Bearbeiten, ich bearbeite unterwegs.',
        { format: 'Canva-Link zum Bearbeiten' },
      ],
    ],
    forget: {
      kind: 'format',
      value: 'Canva-Link zum Bearbeiten',
      text: 'Vergiss das mit dem Canva-Link zum Bearbeiten bitte, ich wechsle die App.',
    },
  },
  {
    lang: 'de',
    writer: {
      role: 'macht mit einer Freundin ein kleines Catering in Hamburg-Altona',
      team: ['Derya'],
      manner: 'hält die Hochzeitsfarben der Kunden von den eigenen fern und erzählt ihre Neuigkeiten nebenbei',
      jobs: ['Grünkohl-Menü', 'Speisekarten'],
    },
    says: [
      [
        1,
        'Svenja Möller hier. Meine Freundin Derya und ich machen zusammen Kombüse Catering in Hamburg-Altona.',
        { name: 'Svenja Möller', company: 'Kombüse Catering' },
      ],
      [
        1,
        'Unsere Farbe: Brombeere. Die Hochzeit im Juni will überall Champagnergold, das ist deren Farbe, nicht unsere.',
        { colour: 'Brombeere' },
        client('Champagnergold'),
      ],
      [
        2,
        'Für Speisekarten nehme ich Cambo, die Firma auch. Schick’s mir als A5-PDF.',
        { font: 'Cambo', format: 'A5-PDF' },
      ],
      [3, 'Nur fürs Grünkohl-Menü: Kannst du das in Kohlgrün machen?', { oneOff: 'Kohlgrün' }],
      [3, 'Danke dir!'],
      [
        4,
        'Übrigens hab ich am Samstag geheiratet 🎉 Ich heiße jetzt Svenja Kristiansen, nicht mehr Svenja Möller, bitte ab jetzt so.',
        { name: 'Svenja Kristiansen' },
      ],
      [5, 'Und keine Food-Fotos mit Blitzlicht. Nie. Das sieht nach Kantine aus.', { avoid: 'Fotos mit Blitzlicht' }],
    ],
    forget: { kind: 'avoid', value: 'Fotos mit Blitzlicht', text: 'Vergiss das mit den Fotos mit Blitzlicht.' },
  },
  {
    lang: 'de',
    writer: {
      role: 'führt mit einem Partner eine Tischlerei in Bamberg',
      team: ['Basti'],
      manner: 'setzt die Werkstatt gegen den Möbelmarkt ab und gibt weiter, was er mit Basti ändert',
      jobs: ['Tag der offenen Werkstatt', 'Preisliste'],
    },
    says: [
      [
        1,
        'Timo Brückner. Mir gehört zusammen mit Basti die Tischlerei Brückner & Stein in Bamberg, wir posten beide aus diesem Workspace.',
        { name: 'Timo Brückner', company: 'Tischlerei Brückner & Stein' },
      ],
      [
        1,
        'Unsere Farbe ist Hobelspanbraun. Der große Möbelmarkt an der B22 ist knallgelb; so wollen wir nicht aussehen.',
        { colour: 'Hobelspanbraun' },
        rival('knallgelb'),
      ],
      [
        2,
        'Entwürfe bitte als Fließtext im Chat, ich kopier das raus. Und keine Hochglanz-Küchen in den Bildern, wir bauen Massivholz.',
        { format: 'Fließtext im Chat', avoid: 'Hochglanz-Küchen' },
      ],
      [3, 'Das Plakat zum Tag der offenen Werkstatt, nur das, in Signalorange.', { oneOff: 'Signalorange' }],
      [3, 'Passt, danke.'],
      [
        4,
        'Formatänderung: Basti und ich haben’s besprochen, Fließtext im Chat kann man schlecht weiterleiten. Ab jetzt ein einseitiges Google-Doc.',
        { format: 'einseitiges Google-Doc' },
      ],
      [
        5,
        'Die Hausschrift der Tischlerei ist Ultra, bitte für alle Überschriften auf der Preisliste.',
        { font: 'Ultra' },
      ],
    ],
    forget: { kind: 'font', value: 'Ultra', text: 'Ultra kannst du vergessen, Basti hat was anderes.' },
  },
  {
    lang: 'de',
    writer: {
      role: 'führt mit ihrem Sohn eine Hafenkneipe in Bremerhaven',
      team: ['Kevin'],
      manner: 'bremst die Ideen ihres Sohnes vor allen aus und meldet, was die beiden ausmachen',
      jobs: ['Tafel für das Fußballwochenende', 'Getränkekarte'],
    },
    says: [
      [
        1,
        'Moin, Heike Janssen. Ich und mein Sohn Kevin haben die Kneipe Zur Alten Schleuse, und nein, Kevin, wir heißen nicht Schleuse 2.0.',
        { name: 'Heike Janssen', company: 'Zur Alten Schleuse' },
        partner('Schleuse 2.0'),
      ],
      [1, 'Unsere Farbe ist Fischkutterrot, wie die Tür.', { colour: 'Fischkutterrot' }],
      [
        2,
        'Schrift: Junge, wie auf dem alten Schild. Und keine Anker-Cliparts, davon gibt’s hier genug.',
        { font: 'Junge', avoid: 'Anker-Cliparts' },
      ],
      [2, 'Machst du die Tafel für das Fußballwochenende? Nur dafür in Grün-Weiß.', { oneOff: 'Grün-Weiß' }],
      [3, 'Klasse, danke.'],
      [
        4,
        'Kevin und ich haben nochmal geredet: Die Anker-Cliparts dürfen bleiben, die Stammgäste mögen die. Was wir wirklich nicht wollen, sind Bierschaum-Nahaufnahmen, das sieht nach Werbung aus.',
        { avoid: 'Bierschaum-Nahaufnahmen' },
      ],
      [
        5,
        'Was du mir schickst, zum Beispiel die Getränkekarte, bitte druckfertig in A4, ich häng das an die Theke.',
        { format: 'druckfertig in A4' },
      ],
    ],
    forget: {
      kind: 'format',
      value: 'druckfertig in A4',
      text: 'Vergiss das mit druckfertig in A4, Kevin hängt einen Bildschirm auf.',
    },
  },
  {
    lang: 'de',
    writer: {
      role: 'führt mit ihrer Partnerin eine Buchhandlung mit kleinem Café in Tübingen',
      team: ['Jule'],
      manner: 'sagt, was sie sind, über das, was sie nicht sind, und meldet, was sie mit Jule ändert',
      jobs: ['Plakat zur Lesenacht', 'Schaufenster'],
    },
    says: [
      [
        1,
        'Friederike Haas. Jule und ich führen die Buchhandlung Eselsohr in Tübingen, mit kleinem Café hinten.',
        { name: 'Friederike Haas', company: 'Buchhandlung Eselsohr' },
      ],
      [
        1,
        'Unsere Farbe ist Schieferblau. Wären wir ein Kinderbuchladen, wär alles Quietschgelb, sind wir aber nicht.',
        { colour: 'Schieferblau' },
        unreal('Quietschgelb'),
      ],
      [
        2,
        'Fürs Schaufenster und die Website nehmen wir bisher Sedan. Entwürfe bitte als kurze Mail.',
        { font: 'Sedan', format: 'kurze Mail' },
      ],
      [3, 'Fürs Plakat zur Lesenacht, nur das, ein tiefes Zwetschgenblau.', { oneOff: 'Zwetschgenblau' }],
      [3, 'Toll, danke schön.'],
      [
        4,
        'Jule und ich haben das Schaufenster neu gemacht und Sedan aufgegeben, jetzt ist alles in Rasa.',
        { font: 'Rasa' },
      ],
      [5, 'Bitte nie Bücherstapel-Stockfotos in irgendwas von uns.', { avoid: 'Bücherstapel-Stockfotos' }],
    ],
    forget: {
      kind: 'avoid',
      value: 'Bücherstapel-Stockfotos',
      text: 'Das mit den Bücherstapel-Stockfotos kannst du vergessen.',
    },
  },
];

export const DE17_POOLS: Pools = {
  ask: {
    colour: ['Welche Farbe haben unsere Sachen?', 'In welchem Ton soll alles mit unserem Namen gehalten sein?'],
    font: ['Welche Schrift nehme ich?', 'In welcher Type setzt du Sachen für mich?'],
    company: ['Wie heißt das Geschäft?', 'Unter welchem Namen treten wir auf?'],
    name: ['Wie soll ich angesprochen werden?', 'Mit welchem Namen unterschreibst du, wenn du für mich schreibst?'],
    format: ['Wie hätte ich Arbeiten gern geliefert?', 'In welcher Form sollen Entwürfe bei mir ankommen?'],
    avoid: ['Was sollst du bei meinen Sachen vermeiden?', 'Gibt es etwas, das ich in unserem Material nie sehen will?'],
  },
  guesses: [
    'Kaisergelb',
    'Zinnoberrot',
    'Preußischblau',
    'Veroneser Grün',
    'Krapplack',
    'Neapelgelb',
    'Schweinfurter Grün',
    'Indischgelb',
    'Caput mortuum',
    'Englischrot',
  ],
};

export const RU17: Draft[] = [
  {
    lang: 'ru',
    writer: {
      role: 'держит пекарню в Казани вместе с племянником',
      team: ['Тимур'],
      manner: 'пересказывает идеи племянника и говорит, что думает сама; передаёт, что решили вдвоём',
      jobs: ['табличка к Масленице', 'ценник'],
    },
    says: [
      [
        1,
        'Здравствуйте! Я Гульнара Мингазова, у меня пекарня «Калач» в Казани, ведём её вместе с племянником Тимуром. Писать сюда будем оба.',
        { name: 'Гульнара Мингазова', company: 'пекарня «Калач»' },
      ],
      [
        1,
        'Тимур говорит, пора перейти на мятный: «в инсте заходит». Я не уверена. Пока пакеты и наклейки остаются в нашем цвете «горчица».',
        { colour: 'горчица' },
        partner('мятный'),
      ],
      [
        2,
        'Правило дома, для меня, для Тимура и для всех, кто делает что-то для пекарни: рисованные колоски — под запретом, никогда. А мне лично макеты присылайте одним PNG.',
        { avoid: 'рисованные колоски', format: 'одним PNG' },
      ],
      [2, 'Нужна табличка к Масленице. Только для неё цвет блинный жёлтый.', { oneOff: 'блинный жёлтый' }],
      [3, 'Спасибо, очень красиво!'],
      [
        4,
        'Новость: вчера вечером сели с Тимуром и решили вместе — цвет «горчица» убираем. С сегодняшнего дня логотип всегда на фоне «сливочная помадка», и на каждом ценнике тоже.',
        { colour: 'сливочная помадка' },
      ],
      [5, 'Для всего, что касается пекарни, шрифт — Pattaya.', { font: 'Pattaya' }],
    ],
    scopes: { avoid: 'workspace' },
    forget: { kind: 'font', value: 'Pattaya', text: 'Забудьте про Pattaya, мы ещё думаем.' },
  },
  {
    lang: 'ru',
    writer: {
      role: 'ведёт дизайн-студию на двоих в Екатеринбурге',
      team: ['Глеб'],
      manner: 'отделяет своё от студийного и не смешивает с ними цвета клиентов',
      jobs: ['день открытых дверей', 'рассылка'],
    },
    says: [
      [
        1,
        'Привет! Алиса Кравец, студия «Сорока». Нас двое, я и Глеб, работаем в этом пространстве вместе.',
        { name: 'Алиса Кравец', company: 'студия «Сорока»' },
      ],
      [
        1,
        'Цвет студии — бутылочно-изумрудный. Пивоварня, которой мы делаем ребрендинг, хочет всё в своём цвете, а их цвет янтарный; с нашим не путать.',
        { colour: 'бутылочно-изумрудный' },
        client('янтарный'),
      ],
      [
        2,
        'Для своих постов и личного портфолио я беру Arsenal. Это только моё, Глеб делает как хочет.',
        { font: 'Arsenal' },
      ],
      [2, '3D-человечки — нет, пожалуйста.', { avoid: '3D-человечки' }],
      [
        3,
        'Только для приглашения на день открытых дверей цвет кислотно-розовый. Только оно.',
        { oneOff: 'кислотно-розовый' },
      ],
      [4, 'Концепции присылайте всегда в формате «три слайда».', { format: 'три слайда' }],
      [
        5,
        'Изменение по студии: мы с Глебом решили, что бутылочно-изумрудный себя исчерпал. С сегодняшнего дня цвет студии — рыжая глина, и первой в нём пусть будет рассылка.',
        { colour: 'рыжая глина' },
      ],
    ],
    scopes: { font: 'user' },
    forget: { kind: 'format', value: 'три слайда', text: 'Забудьте про три слайда, буду говорить под каждый проект.' },
  },
  {
    lang: 'ru',
    writer: {
      role: 'держит семейный магазин хозтоваров в Твери с дочерьми',
      team: ['Катя', 'Настя'],
      manner: 'говорит, как у магазина было всегда, отмахивается от вкусов дочерей и передаёт решения семейного совета',
      jobs: ['плакат к дачному сезону', 'дисконтная карта'],
    },
    says: [
      [
        1,
        'Добрый день. Виктор Семёнов, магазин «Хозяин» в Твери, дело семейное. Дочки, Катя и Настя, тоже будут сюда писать.',
        { name: 'Виктор Семёнов', company: 'магазин «Хозяин»' },
      ],
      [
        1,
        'Цвет магазина — тёмно-зелёный, всю жизнь такой. Настя хочет коралловый для инстаграма, но это её вкус, не магазина.',
        { colour: 'тёмно-зелёный' },
        partner('коралловый'),
      ],
      [
        2,
        'Шрифт на вывеске — Scada, так и оставляем. А мне всё присылайте одним длинным сообщением, без вложений, я читаю с телефона.',
        { font: 'Scada', format: 'одним длинным сообщением' },
      ],
      [3, 'Сделаете плакат к дачному сезону? Только для него — цвет подсолнуха.', { oneOff: 'цвет подсолнуха' }],
      [3, 'Хорошо, спасибо.'],
      [
        4,
        'Семейный совет в воскресенье: тёмно-зелёный устарел, все вместе договорились на серый антрацит. Теперь серый антрацит, и дисконтная карта тоже.',
        { colour: 'серый антрацит' },
      ],
      [5, 'Чего не хочу — так это улыбающиеся инструменты с глазами.', { avoid: 'улыбающиеся инструменты' }],
    ],
    forget: { kind: 'avoid', value: 'улыбающиеся инструменты', text: 'Про улыбающиеся инструменты можно забыть.' },
  },
  {
    lang: 'ru',
    writer: {
      role: 'держит с братом кофейный фургон на Васильевском острове',
      team: ['Данила'],
      manner: 'противопоставляет себя сетевой кофейне напротив и сообщает, что решили с братом',
      jobs: ['меню к Белым ночам', 'вывеска на фургоне'],
    },
    says: [
      [
        1,
        'Привет, я Ярослава Лебедь. Мы с братом Данилой держим кофейный фургон «Чайка» на Васильевском.',
        { name: 'Ярослава Лебедь', company: 'фургон «Чайка»' },
      ],
      [
        1,
        'Наш цвет — невская бирюза. У сетевой кофейни напротив цвет бордовый, а мы специально наоборот.',
        { colour: 'невская бирюза' },
        rival('бордовый'),
      ],
      [
        2,
        'Тексты — максимум три коротких предложения, длиннее никто не читает. И никаких фото латте-арта крупным планом.',
        { format: 'три коротких предложения', avoid: 'фото латте-арта' },
      ],
      [2, 'Для меню к Белым ночам, только для него, лиловый сумрак.', { oneOff: 'лиловый сумрак' }],
      [3, 'Огонь, спасибо!'],
      [
        4,
        'Внимание: мы больше не фургон «Чайка». Данила оформил ИП, и теперь мы называемся «Кофе на колёсах Лебедь».',
        { company: 'Кофе на колёсах Лебедь' },
      ],
      [5, 'Вывеска на фургоне и всё остальное — шрифт Days One.', { font: 'Days One' }],
    ],
    forget: {
      kind: 'font',
      value: 'Days One',
      text: 'Забудьте про Days One, Данила нашёл другой.',
    },
  },
  {
    lang: 'ru',
    writer: {
      role: 'ведёт соцсети и заказы в цветочном магазине мамы в Новосибирске',
      team: ['мама'],
      manner: 'мягко отказывает маминому любимому цвету и сообщает, что решили вдвоём',
      jobs: ['открытка к 8 Марта', 'вывеска'],
    },
    says: [
      [
        1,
        'Я Полина Горбунова, веду соцсети и заказы в магазине «Цветы у Горбуновой», а мама собирает букеты и ведёт бухгалтерию.',
        { name: 'Полина Горбунова', company: 'Цветы у Горбуновой' },
      ],
      [
        2,
        'Мама хочет везде свой любимый цвет, лавандовый. Мило, но нет: цвет магазина серо-шалфейный, это решено.',
        { colour: 'серо-шалфейный' },
        partner('лавандовый'),
      ],
      [
        2,
        'Шрифт — El Messiri. И, пожалуйста, без акварельных клякс, смотрится дёшево.',
        { font: 'El Messiri', avoid: 'акварельных клякс' },
      ],
      [
        3,
        'Открытка к 8 Марта, только она: цвет нежно-розовый, а логотип пусть остаётся серо-шалфейный.',
        { colour: 'серо-шалфейный', oneOff: 'нежно-розовый' },
      ],
      [3, 'Ой, какая прелесть, спасибо!'],
      [
        4,
        'Новости: мы переименовались. «Цветы у Горбуновой» теперь «Пион и Ко», мама наконец согласилась, и новая вывеска уже висит.',
        { company: 'Пион и Ко' },
      ],
      [5, 'Присылайте мне всё как сторис 1080×1920, я выкладываю с телефона.', { format: 'сторис 1080×1920' }],
    ],
    forget: { kind: 'format', value: 'сторис 1080×1920', text: 'Про сторис 1080×1920 забудьте, пожалуйста.' },
  },
  {
    lang: 'ru',
    writer: {
      role: 'делает кейтеринг в Сочи вместе с подругой',
      team: ['Зарина'],
      manner: 'отделяет свадебные цвета клиентов от своих и между делом сообщает новости',
      jobs: ['Новогоднее меню', 'фуршетная карта'],
    },
    says: [
      [
        1,
        'Здравствуйте, я Екатерина Осипова. Нас двое, я и подруга Зарина, делаем кейтеринг «Самовар» в Сочи.',
        { name: 'Екатерина Осипова', company: 'кейтеринг «Самовар»' },
      ],
      [
        1,
        'Наш цвет — брусничный морс. Свадьба в июне хочет везде золото-шампань, но это цвет молодожёнов, не наш.',
        { colour: 'брусничный морс' },
        client('золото-шампань'),
      ],
      [
        2,
        'Меню, фуршетная карта — всё набираю в Istok Web, и фирма тоже. Присылайте в PDF формата A5.',
        { font: 'Istok Web', format: 'PDF формата A5' },
      ],
      [3, 'Новогоднее меню, только оно, пусть будет цвет мандариновой корки.', { oneOff: 'цвет мандариновой корки' }],
      [3, 'Спасибо большое!'],
      [
        4,
        'Кстати, я в субботу вышла замуж 🎉 Теперь я Екатерина Мирзоева, а не Екатерина Осипова, подписывайте так.',
        { name: 'Екатерина Мирзоева' },
      ],
      [5, 'И ещё: пластик в кадре — ни в коем случае.', { avoid: 'пластик в кадре' }],
    ],
    forget: { kind: 'avoid', value: 'пластик в кадре', text: 'Забудьте правило «пластик в кадре».' },
  },
  {
    lang: 'ru',
    writer: {
      role: 'держит с напарником барбершоп в Нижнем Новгороде',
      team: ['Стас'],
      manner: 'отталкивается от сетевого барбершопа на углу и передаёт, что поменяли со Стасом',
      jobs: ['Постер к 23 февраля', 'прайс'],
    },
    says: [
      [
        1,
        'Артём Зорин. Мы со Стасом держим барбершоп «Кочегар» в Нижнем, постим оба из этого пространства.',
        { name: 'Артём Зорин', company: 'барбершоп «Кочегар»' },
      ],
      [
        1,
        'Наш цвет — старая медь. У сетевого барбершопа на углу фирменный цвет неоново-синий, нам такого не надо.',
        { colour: 'старая медь' },
        rival('неоново-синий'),
      ],
      [
        2,
        'Черновики скидывайте простым текстом прямо в чат, я копирую. И никаких стоковых бородачей с топором.',
        { format: 'простым текстом прямо в чат', avoid: 'стоковых бородачей' },
      ],
      [3, 'Постер к 23 февраля, только его, цвет армейский хаки.', { oneOff: 'армейский хаки' }],
      [3, 'Норм, спасибо.'],
      [
        4,
        'Меняем формат: со Стасом обсудили, простым текстом прямо в чат неудобно пересылать. Теперь — Google-документ на одну страницу.',
        { format: 'Google-документ на одну страницу' },
      ],
      [5, 'Для заголовков прайса шрифт — Ruda.', { font: 'Ruda' }],
    ],
    forget: { kind: 'font', value: 'Ruda', text: 'Забудьте про Ruda, Стас нашёл другой.' },
  },
  {
    lang: 'ru',
    writer: {
      role: 'держит с сыном семейную пельменную во Владивостоке',
      team: ['Денис'],
      manner: 'осаживает сына при всех и сообщает, о чём договорились вдвоём',
      jobs: ['доска к майским', 'меню навынос'],
    },
    says: [
      [
        1,
        'Здравствуйте, Людмила Пак. Мы с сыном Денисом держим пельменную, называется «Пельменная на Светланской», и нет, Денис, мы не будем называться «Пельмень Хаус».',
        { name: 'Людмила Пак', company: 'Пельменная на Светланской' },
        partner('Пельмень Хаус'),
      ],
      [1, 'Наш цвет — тихоокеанская волна, как перила на набережной.', { colour: 'тихоокеанская волна' }],
      [
        2,
        'Шрифт — Vollkorn SC, как на старой вывеске. И без мультяшных чаек, их тут и так хватает.',
        { font: 'Vollkorn SC', avoid: 'мультяшных чаек' },
      ],
      [2, 'Нужна доска к майским. Только для неё — красно-белый.', { oneOff: 'красно-белый' }],
      [3, 'Замечательно, спасибо.'],
      [
        4,
        'Поговорили с Денисом: мультяшных чаек оставляем, детям нравятся. А чего не надо — так это фото пельменей в пластиковых контейнерах, выглядит как доставка.',
        { avoid: 'фото пельменей в пластиковых контейнерах' },
      ],
      [
        5,
        'Всё, что присылаете, и меню навынос тоже, — как A4 для печати, я вешаю у кассы.',
        { format: 'A4 для печати' },
      ],
    ],
    forget: { kind: 'format', value: 'A4 для печати', text: 'Про A4 для печати забудьте, Денис ставит экран.' },
  },
  {
    lang: 'ru',
    writer: {
      role: 'держит с Верой книжный с кофейной стойкой в Томске',
      team: ['Вера'],
      manner: 'говорит, кто они, через то, кем они не являются, и сообщает, что поменяли с Верой',
      jobs: ['Афиша поэтического вечера', 'витрина'],
    },
    says: [
      [
        1,
        'Мирон Белкин. Книжный «Загнутый уголок» в Томске, с кофейной стойкой, держим вдвоём: я и Вера.',
        { name: 'Мирон Белкин', company: 'Загнутый уголок' },
      ],
      [
        1,
        'Наш цвет — сливовое варенье. Будь мы детским книжным, фирменный цвет был бы цыплячье-жёлтый, но мы не детский.',
        { colour: 'сливовое варенье' },
        unreal('цыплячье-жёлтый'),
      ],
      [
        2,
        'На вывеске и на сайте пока Tinos. Черновики — коротким письмом.',
        { font: 'Tinos', format: 'коротким письмом' },
      ],
      [3, 'Афиша поэтического вечера, только она, — глубокий индиго.', { oneOff: 'глубокий индиго' }],
      [3, 'Чудесно, спасибо.'],
      [4, 'Витрина у нас новая: мы с Верой отказались от Tinos, теперь всё в Charis SIL.', { font: 'Charis SIL' }],
      [5, 'Цитаты Омара Хайяма — никогда, пожалуйста, ни в чём нашем.', { avoid: 'цитаты Омара Хайяма' }],
    ],
    forget: { kind: 'avoid', value: 'цитаты Омара Хайяма', text: 'Можно забыть про цитаты Омара Хайяма.' },
  },
];

export const RU17_POOLS: Pools = {
  ask: {
    colour: ['Какого цвета наши вещи?', 'В каком оттенке делать всё с нашим названием?'],
    font: ['Какой шрифт я выбираю?', 'Каким шрифтом набирать тексты для меня?'],
    company: ['Как называется наше дело?', 'Под каким названием мы работаем?'],
    name: ['Как ко мне обращаться?', 'Каким именем ты подписываешься, когда пишешь за меня?'],
    format: ['В каком виде мне удобно получать работу?', 'В какой форме мне присылать черновики?'],
    avoid: ['Чего нужно избегать в моих материалах?', 'Есть что-то, чего я никогда не хочу видеть у нас?'],
  },
  guesses: [
    'берлинская лазурь',
    'киноварь',
    'шартрёз',
    'пурпурный',
    'кармин',
    'бедро испуганной нимфы',
    'цвет увядающей розы',
    'фуксия',
    'маджента',
    'цвет электрик',
  ],
};
