import { claimsAsOwn, ownPasteReadings, received } from './own-paste';

const read = (block: string) =>
  ownPasteReadings(block).map(({ read: r, content }) => [r.scope, r.topic, content ?? r.sentence]);

describe('claimsAsOwn: the lead-in says a pasted block is the person’s own (ADR 0090)', () => {
  it.each([
    'this is my signature, put it under the newsletter:',
    'our style sheet, as the designer left it:',
    'sig for the invoices:',
    'aquí va mi firma para los presupuestos:',
    'la hoja que nos preparó la imprenta:',
    'meine Signatur für die Angebote:',
    'unser Markenblatt, einfach kopiert:',
    'вот моя подпись для рассылки:',
    'наша карточка бренда:',
    '我的签名，放在邮件底部：',
    '这是我们的品牌说明：',
    '私の署名です、チラシの下に：',
    'うちのブランド表を貼ります：',
  ])('%s → the person’s own', (leadIn) => {
    expect(claimsAsOwn(leadIn)).toBe(true);
  });

  it.each([
    // Someone else named as the text's owner or sender.
    'here is our client’s brief:',
    'my supplier wrote this:',
    'my sister sent her signature:',
    'el cliente nos mandó su ficha:',
    'die Kundin hat uns ihre Signatur geschickt:',
    'подпись клиента, для справки:',
    '客户发来的签名：',
    'お客さんの署名です：',
    // No word of whose it is.
    'passing this on from the printer:',
    'die Visitenkarte:',
    '转发一下：',
  ])('%s → not claimed', (leadIn) => {
    expect(claimsAsOwn(leadIn)).toBe(false);
  });
});

describe('received: the lead-in has the person receive the block, so a mail’s sender is someone else (ADR 0090)', () => {
  it.each([
    'what the framer sent us about our labels:',
    'esto nos mandaron sobre nuestra ficha:',
    'das hat man uns zu unserer Marke geschrieben:',
    'вот что нам прислали про наш логотип:',
    '发给我们的品牌邮件：',
    'うちに届いたメールです：',
  ])('%s → received', (leadIn) => {
    expect(received(leadIn)).toBe(true);
    expect(ownPasteReadings('From: Ivo Hale <ivo@example.com>\nSubject: labels', false)).toEqual([]);
  });

  it.each([
    'forwarding my email to the framer:',
    'reenvío mi correo:',
    'meine Mail an den Rahmenbauer:',
    'моё письмо:',
    '我的邮件：',
    '私のメールです：',
  ])('%s → the person’s own mail', (leadIn) => {
    expect(received(leadIn)).toBe(false);
  });
});

describe('ownPasteReadings: what a block pasted as the person’s own states, by layout (ADR 0090)', () => {
  it('reads a signature: the name on its first line, the business on the next that is no contact detail', () => {
    expect(read('--\nWilma Stroud\nStroud Lantern Works · Bristol\n+44 7700 900111\nwilma@example.com')).toEqual([
      ['user', 'person', 'Wilma Stroud'],
      ['workspace', 'name', 'Stroud Lantern Works · Bristol'],
    ]);
    expect(read('Dr Ines Galvão MSc\nOwner, Galvão Physio')).toEqual([
      ['user', 'person', 'Ines Galvão'],
      ['workspace', 'name', 'Owner, Galvão Physio'],
    ]);
    expect(read('Tomás de la Vega\nTaller de Bicis Radio\nTel. 91 000 00 00')).toEqual([
      ['user', 'person', 'Tomás de la Vega'],
      ['workspace', 'name', 'Taller de Bicis Radio'],
    ]);
    expect(read('Greta Vogel\nKeramikwerkstatt Drehscheibe\nwww.example.de')).toEqual([
      ['user', 'person', 'Greta Vogel'],
      ['workspace', 'name', 'Keramikwerkstatt Drehscheibe'],
    ]);
    expect(read('Аркадий Лосев\nстолярная мастерская «Верстак»')).toEqual([
      ['user', 'person', 'Аркадий Лосев'],
      ['workspace', 'name', 'столярная мастерская «Верстак»'],
    ]);
    expect(read('韩雪梅\n雪梅陶艺工作室\n电话 139 0000 0000')).toEqual([
      ['user', 'person', '韩雪梅'],
      ['workspace', 'name', '雪梅陶艺工作室'],
    ]);
    expect(read('大川 ひかり\n大川製麺所\nhikari@example.jp')).toEqual([
      ['user', 'person', '大川 ひかり'],
      ['workspace', 'name', '大川製麺所'],
    ]);
  });

  it('reads a sheet: its labelled fields, and the title line above them as the business', () => {
    expect(read('Heron & Finch — identity\ncolour: slate teal\nfont: Karla')).toEqual([
      ['workspace', 'name', 'Heron & Finch — identity'],
      ['workspace', 'colour', 'slate teal'],
      ['workspace', 'font', 'Karla'],
    ]);
    expect(read('ГОНЧАРНАЯ «ГЛИНА»\nОсновной цвет: терракотовый')).toEqual([
      ['workspace', 'name', 'ГОНЧАРНАЯ «ГЛИНА»'],
      ['workspace', 'colour', 'Основной цвет: терракотовый'],
    ]);
  });

  it('passes over a signature line that is a job title alone, and a sheet’s title that only names the sheet', () => {
    expect(read('Wilma Stroud\nFounder\nStroud Lantern Works')).toEqual([
      ['user', 'person', 'Wilma Stroud'],
      ['workspace', 'name', 'Stroud Lantern Works'],
    ]);
    expect(read('Lea Winter\nInhaberin\nGlaserei Winter')).toEqual([
      ['user', 'person', 'Lea Winter'],
      ['workspace', 'name', 'Glaserei Winter'],
    ]);
    for (const [title, field] of [
      ['Brand guidelines v2', 'colour: slate teal'],
      ['Ficha de marca', 'color: verde oliva'],
      ['Markenblatt 2027', 'Farbe: Moosgrün'],
      ['Брендбук', 'цвет: графитовый'],
      ['品牌手册', '颜色：雾霾蓝'],
      ['ブランドガイド', '色：若草色'],
    ])
      expect(read(`${title}\n${field}`).map((r) => r[1])).toEqual(['colour']);
  });

  it('reads what is inside the quotation marks of a block quoted whole', () => {
    expect(read('"Primary colour: harbour teal\nTypeface: Figtree"')).toEqual([
      ['workspace', 'colour', 'Primary colour: harbour teal'],
      ['workspace', 'font', 'Typeface: Figtree'],
    ]);
    expect(read('「メインカラー：若草色」')).toEqual([['workspace', 'colour', 'メインカラー：若草色']]);
  });

  it('reads the sender of a forwarded email as the person, and nothing of its body', () => {
    expect(read('From: Nell Garside <nell@example.com>\nTo: print@example.com\nSubject: labels')).toEqual([
      ['user', 'person', 'Nell Garside'],
    ]);
    expect(read('De: Olga Prieto <olga@example.es>\nAsunto: etiquetas')).toEqual([['user', 'person', 'Olga Prieto']]);
    expect(read('Von: Jan Ebert <jan@example.de>\nBetreff: Etiketten')).toEqual([['user', 'person', 'Jan Ebert']]);
    expect(read('От: Вера Ситникова <vera@example.ru>\nТема: этикетки')).toEqual([
      ['user', 'person', 'Вера Ситникова'],
    ]);
    expect(read('发件人：郑可欣 <kexin@example.cn>\n主题：标签')).toEqual([['user', 'person', '郑可欣']]);
    expect(read('差出人：石井 遥 <haruka@example.jp>\n件名：ラベル')).toEqual([['user', 'person', '石井 遥']]);
  });

  it('reads nothing in a block that is neither: speech, or lines of contact details', () => {
    expect(read('Dear all, the proofs are due on Monday and the colour is fine.')).toEqual([]);
    expect(read('+34 600 000 000\ninfo@example.es')).toEqual([]);
    expect(read('Kestrel Valley Roofing\nUnit 2, Mill Lane')).toEqual([]);
  });
});
