import type { Conversation, HeldOutMessage } from '../router-heldout/conversation';

/**
 * A small dev set of messages written like letters (ADR 0083), in the six languages the router
 * must serve: per person three pieces asked for plainly, then letters — a greeting, small talk,
 * a follow-up naming its piece by a description or a date, a sign-off and a name — a letter that
 * asks for new work, one that only says hello, one with two asks for one piece, and a thanks.
 * Written from scratch for this change, not from any set; never trained on, only replayed
 * (`npm run bench:router-pairs -- … --letters`) with models trained on the seen sets.
 */
type Line = [act: HeldOutMessage['act'], outcome: HeldOutMessage['expect']['outcome'], task: string, text: string];

function conversation(user: string, lang: string, tasks: Record<string, string>, lines: Line[]): Conversation {
  return {
    user,
    lang,
    persona: 'writes every message like a letter',
    tasks,
    messages: lines.map(([act, outcome, task, text], i) => ({
      id: `${user}_${String(i + 1).padStart(2, '0')}`,
      day: 1 + Math.floor(i / 3),
      lang,
      act,
      text,
      expect: {
        outcome,
        ...(task ? { task } : {}),
        ...(outcome === 'create_persistent' ? { acceptable: ['create_lightweight'] } : {}),
      },
      tags: ['letter'],
    })),
  };
}

export const LETTER_CONVERSATIONS: Conversation[] = [
  conversation(
    'letters_en',
    'en',
    { flyer: 'flyer for the garden club plant swap', mug: 'mug design with a hedgehog', map: 'village walking map' },
    [
      [
        'new_request',
        'create_persistent',
        'flyer',
        'A flyer for the garden club plant swap on Saturday 12 April, green and cream, with seedlings in pots.',
      ],
      [
        'new_request',
        'create_persistent',
        'mug',
        'Could you design a mug with a sleepy hedgehog curled up under the handle?',
      ],
      [
        'new_request',
        'create_persistent',
        'map',
        'I need a walking map of our village: the church, the mill pond and the three footpaths.',
      ],
      [
        'follow_up_edit',
        'attach',
        'flyer',
        'Dear Lomo,\nI hope this finds you well. About the leaflet for the seedling exchange: could the date be larger, and the pots a warmer terracotta?\nKind regards,\nMargaret',
      ],
      [
        'follow_up_edit',
        'attach',
        'mug',
        'Hello again,\nThe little animal for the cup I asked about on Tuesday — please give it a red scarf.\nBest wishes,\nMargaret Hale',
      ],
      [
        'greeting',
        'answer_in_main',
        '',
        'Dear Lomo,\nJust a note to say I am away at my sister’s until Friday.\nWarm regards,\nMargaret',
      ],
      [
        'new_request',
        'create_persistent',
        'bookmark',
        'Dear Lomo,\nI hope you had a pleasant weekend. Something new: a bookmark for the library sale, with an owl reading by candlelight.\nYours sincerely,\nMargaret Hale',
      ],
      [
        'follow_up_edit',
        'attach',
        'map',
        'Hello,\nTwo things about the footpath map of the village: mark the mill pond in blue, and add a small legend in the corner.\nMany thanks,\nMargaret',
      ],
      [
        'follow_up_edit',
        'attach',
        'bookmark',
        'Dear Lomo, regarding the owl for the library sale — make the candle glow a little brighter. Kind regards, M. Hale',
      ],
      [
        'greeting',
        'answer_in_main',
        '',
        'Dear Lomo, thank you so much for all your help this week. Best wishes, Margaret',
      ],
    ],
  ),
  conversation(
    'letters_es',
    'es',
    {
      cartel: 'cartel del concierto de coro',
      menu: 'carta del restaurante de tapas',
      logo: 'logotipo de la panadería',
    },
    [
      [
        'new_request',
        'create_persistent',
        'cartel',
        'Un cartel para el concierto del coro el 3 de mayo en la iglesia de San Pedro, con notas musicales doradas.',
      ],
      [
        'new_request',
        'create_persistent',
        'menu',
        'Necesito la carta de nuestro bar de tapas: croquetas, tortilla, pulpo y postres, en dos columnas.',
      ],
      [
        'new_request',
        'create_persistent',
        'logo',
        'Quiero un logotipo para la panadería Espiga: una espiga de trigo dentro de un círculo.',
      ],
      [
        'follow_up_edit',
        'attach',
        'cartel',
        'Estimada Lomo:\nEspero que se encuentre bien. Sobre el anuncio de la actuación del coro, ¿podría poner la hora, las ocho de la tarde, bajo la fecha?\nUn cordial saludo,\nCarmen Ruiz',
      ],
      [
        'follow_up_edit',
        'attach',
        'menu',
        'Hola de nuevo:\nEn la lista de platos que le mandé el lunes, el pulpo debe ir a la gallega y costar 14 euros.\nSaludos,\nCarmen',
      ],
      [
        'greeting',
        'answer_in_main',
        '',
        'Buenos días:\nEsta semana estaré fuera por un congreso en Valencia.\nAtentamente,\nCarmen Ruiz',
      ],
      [
        'new_request',
        'create_persistent',
        'bolsa',
        'Estimada Lomo:\nEspero que todo vaya bien. Le escribo por algo nuevo: una bolsa de tela para la panadería, con pan recién hecho dibujado a mano.\nMuchas gracias,\nCarmen',
      ],
      [
        'follow_up_edit',
        'attach',
        'logo',
        'Hola:\nDos cosas del símbolo de la panadería: que el trigo sea más fino, y que el círculo sea marrón oscuro.\nUn saludo,\nCarmen',
      ],
      [
        'follow_up_edit',
        'attach',
        'bolsa',
        'Buenas tardes, en la bolsa de tela, ¿puede poner el nombre de la panadería en la parte de abajo? Gracias de antemano, Carmen',
      ],
      ['greeting', 'answer_in_main', '', 'Hola, muchas gracias por todo el trabajo de esta semana. Un abrazo, Carmen'],
    ],
  ),
  conversation(
    'letters_de',
    'de',
    {
      plakat: 'Plakat für das Sommerfest der Kita',
      karte: 'Speisekarte des Cafés',
      schild: 'Türschild für die Praxis',
    },
    [
      [
        'new_request',
        'create_persistent',
        'plakat',
        'Ein Plakat für das Sommerfest unserer Kita am 21. Juni, mit Luftballons und einer Hüpfburg.',
      ],
      [
        'new_request',
        'create_persistent',
        'karte',
        'Ich brauche eine Speisekarte für unser Café: Kuchen, Torten, Kaffee und Tee, auf einer Seite.',
      ],
      [
        'new_request',
        'create_persistent',
        'schild',
        'Bitte gestalten Sie ein Türschild für die Praxis Dr. Ost mit den Sprechzeiten.',
      ],
      [
        'follow_up_edit',
        'attach',
        'plakat',
        'Sehr geehrte Damen und Herren,\nich hoffe, es geht Ihnen gut. Zum Aushang für das Fest der Kinder: Könnten die Luftballons bunter werden und die Uhrzeit, 14 Uhr, größer?\nMit freundlichen Grüßen\nPetra Lang',
      ],
      [
        'follow_up_edit',
        'attach',
        'karte',
        'Guten Tag,\nin der Liste mit dem Kuchenangebot vom Montag fehlt noch der Apfelstrudel für 4,50 Euro. Bitte ergänzen.\nViele Grüße\nPetra Lang',
      ],
      [
        'greeting',
        'answer_in_main',
        '',
        'Guten Tag,\nich bin bis Donnerstag auf einer Fortbildung und melde mich danach.\nBeste Grüße\nPetra',
      ],
      [
        'new_request',
        'create_persistent',
        'flyer',
        'Liebe Lomo,\nich hoffe, Sie hatten ein schönes Wochenende. Ein neues Anliegen: ein Flyer für den Flohmarkt im Hof am 5. Juli, mit Kisten voller Spielzeug.\nHerzliche Grüße\nPetra Lang',
      ],
      [
        'follow_up_edit',
        'attach',
        'schild',
        'Hallo,\nzwei Dinge zum Schild an der Praxistür: die Schrift bitte dunkelblau, und die Sprechzeiten am Mittwoch bis 18 Uhr.\nDanke im Voraus,\nPetra',
      ],
      [
        'follow_up_edit',
        'attach',
        'flyer',
        'Guten Morgen, beim Zettel für den Flohmarkt im Hof bitte noch „Eintritt frei“ dazuschreiben. Mit freundlichen Grüßen, P. Lang',
      ],
      [
        'greeting',
        'answer_in_main',
        '',
        'Guten Abend, herzlichen Dank für Ihre Mühe in dieser Woche. Liebe Grüße, Petra',
      ],
    ],
  ),
  conversation(
    'letters_ru',
    'ru',
    {
      afisha: 'афиша школьного спектакля',
      vizitka: 'визитка мастера по ремонту',
      kalendar: 'настенный календарь с котами',
    },
    [
      [
        'new_request',
        'create_persistent',
        'afisha',
        'Нужна афиша школьного спектакля «Снежная королева», 20 декабря в актовом зале, в синих тонах.',
      ],
      [
        'new_request',
        'create_persistent',
        'vizitka',
        'Сделайте визитку мастера по ремонту обуви: имя Олег Смирнов, телефон и адрес мастерской.',
      ],
      [
        'new_request',
        'create_persistent',
        'kalendar',
        'Хочу настенный календарь на следующий год, на каждый месяц свой кот.',
      ],
      [
        'follow_up_edit',
        'attach',
        'afisha',
        'Здравствуйте!\nНадеюсь, у вас всё хорошо. По объявлению о постановке про королеву: можно сделать снежинки крупнее и добавить время начала, 18:00?\nС уважением,\nНаталья Ивановна',
      ],
      [
        'follow_up_edit',
        'attach',
        'vizitka',
        'Добрый день!\nВ карточке для обувщика, которую я присылала во вторник, поменяйте телефон на +7 912 000 11 22.\nСпасибо заранее,\nНаталья',
      ],
      [
        'greeting',
        'answer_in_main',
        '',
        'Добрый вечер!\nЯ уезжаю к маме до понедельника, напишу после.\nВсего доброго,\nНаталья',
      ],
      [
        'new_request',
        'create_persistent',
        'otkrytka',
        'Уважаемая Lomo!\nНадеюсь, выходные прошли хорошо. Теперь новое: открытка к юбилею директора школы, с букетом сирени.\nС уважением,\nНаталья Ивановна',
      ],
      [
        'follow_up_edit',
        'attach',
        'kalendar',
        'Здравствуйте!\nДва пожелания по календарю с котиками: на обложке рыжий кот, а праздники отметьте красным.\nБлагодарю,\nНаталья',
      ],
      [
        'follow_up_edit',
        'attach',
        'otkrytka',
        'Добрый день, в поздравлении для директора сирень пусть будет светлее, почти белая. С уважением, Н. И.',
      ],
      [
        'greeting',
        'answer_in_main',
        '',
        'Здравствуйте! Большое спасибо за вашу работу на этой неделе. С наилучшими пожеланиями, Наталья',
      ],
    ],
  ),
  conversation(
    'letters_ja',
    'ja',
    { chirashi: '花屋の春のチラシ', label: 'ジャムのラベル', menu: '喫茶店のメニュー' },
    [
      [
        'new_request',
        'create_persistent',
        'chirashi',
        '花屋の春のセールのチラシを作ってください。チューリップとミモザ、4月1日から7日まで。',
      ],
      [
        'new_request',
        'create_persistent',
        'label',
        'いちごジャムの瓶に貼るラベルをお願いします。丸い形で、赤と白の水玉模様。',
      ],
      [
        'new_request',
        'create_persistent',
        'menu',
        '喫茶店のメニューを作りたいです。コーヒー、紅茶、ケーキ、サンドイッチ。',
      ],
      [
        'follow_up_edit',
        'attach',
        'chirashi',
        'いつもお世話になっております。\n鈴木です。\nセールのお知らせの件ですが、ミモザをもう少し大きくしていただけますでしょうか。\nよろしくお願いいたします。',
      ],
      [
        'follow_up_edit',
        'attach',
        'label',
        'こんにちは。\n火曜日にお願いした瓶のシールですが、水玉をもう少し小さくしてください。\nありがとうございます。鈴木',
      ],
      [
        'greeting',
        'answer_in_main',
        '',
        'お世話になっております。\n明日から三日間、出張で不在にいたします。\nよろしくお願いいたします。',
      ],
      [
        'new_request',
        'create_persistent',
        'card',
        'いつもお世話になっております。\nお元気ですか。\n新しいお願いです。お店のポイントカードを作ってください。花の形のスタンプ欄を十個。\nよろしくお願いいたします。鈴木花子',
      ],
      [
        'follow_up_edit',
        'attach',
        'menu',
        'お世話になっております。\n喫茶のお品書きについて二点です。ケーキの値段を450円に、それから背景を生成りにしてください。\nよろしくお願いします。',
      ],
      [
        'follow_up_edit',
        'attach',
        'card',
        'こんにちは。スタンプのカードですが、裏に営業時間を入れてください。よろしくお願いいたします。',
      ],
      ['greeting', 'answer_in_main', '', '今週もありがとうございました。よろしくお願いいたします。鈴木'],
    ],
  ),
  conversation('letters_zh', 'zh', { haibao: '读书会海报', biaoqian: '茶叶罐标签', zhaopai: '面馆招牌' }, [
    [
      'new_request',
      'create_persistent',
      'haibao',
      '帮我做一张读书会的海报，五月十日下午在社区图书馆，主题是旅行文学。',
    ],
    ['new_request', 'create_persistent', 'biaoqian', '我需要一个茶叶罐的标签，龙井绿茶，画一片茶园和远山。'],
    ['new_request', 'create_persistent', 'zhaopai', '请设计一个面馆的招牌，店名叫“老王面馆”，红底金字。'],
    [
      'follow_up_edit',
      'attach',
      'haibao',
      '您好！\n希望您一切都好。关于图书馆活动的那张宣传画，能不能把日期放大一点，再加上“免费入场”？\n谢谢！\n李明',
    ],
    ['follow_up_edit', 'attach', 'biaoqian', '您好，\n周二发给您的绿茶罐贴纸，远山的颜色请再淡一些。\n麻烦您了，李明'],
    ['greeting', 'answer_in_main', '', '您好！\n我下周出差，周五回来再联系。\n祝好，\n李明'],
    [
      'new_request',
      'create_persistent',
      'mingpian',
      '您好！\n最近好吗？有一件新事情：帮我设计一张名片，上面有我的名字、电话和一片竹叶。\n非常感谢！\n李明',
    ],
    [
      'follow_up_edit',
      'attach',
      'zhaopai',
      '你好，\n关于面馆门口的牌子，两点：金字再大一些，再加一碗面的图案。\n谢谢，李明',
    ],
    ['follow_up_edit', 'attach', 'mingpian', '您好，竹叶的那张名片，背面请加上地址。谢谢！'],
    ['greeting', 'answer_in_main', '', '您好，这周辛苦了，非常感谢您的帮助！李明'],
  ]),
];
