/**
 * B11h9's English and Spanish people (`harder9-people.ts`): each writes in a language that is not their own,
 * with the slips of their first language; values as they spell them.
 */
import { client, mix, pic, rival, unreal, type Draft, type Pools } from './harder9-types';

// English, written by people whose first language is another: Polish, Brazilian Portuguese,
// German, Japanese, French, Italian, Russian, Chinese and Egyptian Arabic.
export const EN9: Draft[] = [
  {
    lang: 'en',
    from: 'pl',
    says: [
      [
        1,
        'hello, I am Tomasz, I have small printing house in Łódź since 12 years, name is Drukarnia Wisełka',
        { name: 'Tomasz', company: 'Drukarnia Wisełka' },
      ],
      [
        1,
        'I need poster for the open day, on poster must be old Heidelberg machine with smoke',
        {},
        pic('old Heidelberg machine'),
      ],
      [
        1,
        'our colour is like the beetroot soup but more dark, we call him "Barszcz Red". not the pink what have the wedding shop next door, they make pink everywhere',
        { colour: 'Barszcz Red' },
        rival('pink'),
      ],
      [
        2,
        'please no make the photos with people smiling to camera, for me it looks like dentist advertise',
        { avoid: 'people smiling to camera' },
      ],
      [
        2,
        'only this one time make background gold foil look, is our 30 years jubilee, letters we use always Lato Wisła, is free font from polish designer, not the Comic Sans what use my brother-in-law on his taxi haha',
        { oneOff: 'gold foil look', font: 'Lato Wisła' },
        rival('Comic Sans'),
      ],
      [
        3,
        'sorry I make mistake before. colour is not Barszcz Red anymore, my daughter say it look like liver, we change on "Wiśnia Deep"',
        { colour: 'Wiśnia Deep' },
      ],
      [
        3,
        'for client Kowalczyk Bakery we print menu, they want their yellow Miodek and their name big on top',
        {},
        client('Kowalczyk Bakery', 'Miodek'),
      ],
      [
        4,
        'files send me in PDF with bleeds 3 mm, in other way machine is cutting the text. also next poster: a stork on the chimney and the Łódź factory, and if we was in Kraków we would be all in dragon green',
        { format: 'PDF with bleeds 3 mm' },
        mix(pic('stork on the chimney'), unreal('dragon green')),
      ],
      [4, 'if we was a bank we would be navy haha, but we are printer so we are just dirty 😄', {}, unreal('navy')],
    ],
    forget: {
      kind: 'avoid',
      value: 'people smiling to camera',
      text: 'this about smiling people, please forget it, is not actual anymore',
    },
  },
  {
    lang: 'en',
    from: 'pt',
    says: [
      [
        1,
        'hi!! my name is Joana, I open a little coffee in Lisbon street of Porto... sorry, I mean a café, is called Café Saudadinha',
        { name: 'Joana', company: 'Café Saudadinha' },
      ],
      [
        1,
        'I pretend to make a menu board this week, with a pastel de nata smiling. and the neighbour Padaria Luz have yellow awning, is their yellow, not ours',
        {},
        mix(pic('pastel de nata smiling'), rival('Padaria Luz', 'yellow awning')),
      ],
      [
        1,
        'the colour of the house is a green of the old tiles, we say azulejo green but more for the blue, is "Verde Azulejo"',
        { colour: 'Verde Azulejo' },
      ],
      [
        2,
        'actually we use the font Amatic Joana... no wait, my sister draw it, is "Letra da Avó"',
        { font: 'Letra da Avó' },
      ],
      [
        2,
        'the Starbucks have that green too no? please not their green, the Siren green, I hate',
        {},
        rival('Siren green'),
      ],
      [
        2,
        'for the menu I push a square of 1080 px, always, is what I like, and on this menu put a tram 28 going up the hill, and the cat of my aunt sleeping on the cups',
        { format: 'square of 1080 px' },
        pic('tram 28 going up the hill', 'cat of my aunt'),
      ],
      [
        3,
        'today only the board have to be in chalk effect, because is the day of the father',
        { oneOff: 'chalk effect' },
      ],
      [3, 'ah and never put coffee beans flying, is so cliché, I get tired of it', { avoid: 'coffee beans flying' }],
      [
        4,
        'change of plan for the format!! my designer say square is old, now all in story size 1080x1920',
        { format: 'story size 1080x1920' },
      ],
      [4, 'if I was rich the café would be all in gold and velvet ahah, but no', {}, unreal('gold and velvet')],
    ],
    forget: {
      kind: 'avoid',
      value: 'coffee beans flying',
      text: 'can you forget the thing of the flying beans? I change my mind',
    },
  },
  {
    lang: 'en',
    from: 'de',
    says: [
      [
        1,
        'Hello, I am Jürgen, I have a carpenter workshop, Holzwerk Brandl, we make since 1987 stairs and tables',
        { name: 'Jürgen', company: 'Holzwerk Brandl' },
      ],
      [
        1,
        'Our colour is how you say, like fresh cut oak but a little bit more grey. We call it Sägegrau inside the company',
        { colour: 'Sägegrau' },
      ],
      [
        1,
        'I become always the wrong files from agencies. Please give me everything as A3 landscape PDF',
        { format: 'A3 landscape PDF' },
      ],
      [
        2,
        'Font is Futura Brandl, it is a Futura we have changed a little bit. Schreinerei Vogt uses Helvetica Bold for everything, that is not our style',
        { font: 'Futura Brandl' },
        rival('Schreinerei Vogt', 'Helvetica Bold'),
      ],
      [2, 'Next picture: a staircase spiral from walnut, from above', {}, pic('staircase spiral from walnut')],
      [
        2,
        'Please no stock photos of handshakes. That is for insurance companies, not for us. Better a picture of old hands with a plane tool, and maybe sawdust in sunlight',
        { avoid: 'stock photos of handshakes' },
        pic('old hands with a plane tool', 'sawdust in sunlight'),
      ],
      [
        3,
        'For the Messe this time only in black and white with silver lines, also the logo',
        { oneOff: 'black and white with silver lines' },
      ],
      [
        3,
        'The customer Hotel Seeblick wants their petrol blue on the brochure, and their font Seeblick Serif',
        {},
        client('Hotel Seeblick', 'petrol blue', 'Seeblick Serif'),
      ],
      [
        4,
        'Correction: the company is now called Brandl & Sohn Holzwerk, my son is partner since this month',
        { company: 'Brandl & Sohn Holzwerk' },
      ],
      [4, 'If we would make only kitchens, we would be white like everyone, ha ha', {}, unreal('white like everyone')],
    ],
    forget: {
      kind: 'format',
      value: 'A3 landscape PDF',
      text: 'Das mit dem A3 quer PDF kannst du bitte vergessen',
      inFirst: true,
    },
  },
  {
    lang: 'en',
    from: 'ja',
    says: [
      [
        1,
        'Nice to meet you. I am Haruki. I make pottery in small studio, name is Kamado Hour',
        { name: 'Haruki', company: 'Kamado Hour' },
      ],
      [
        1,
        'Please make photo of tea bowl with crack and gold repair, for the exhibition',
        {},
        pic('tea bowl with crack'),
      ],
      [
        2,
        'About colour, our colour is a color of ash glaze, maybe you say greenish grey. In studio we call "Hai-iro Kamado"',
        { colour: 'Hai-iro Kamado' },
      ],
      [2, 'it is not a brown. many people think brown, but please never brown', {}, unreal('brown')],
      [
        2,
        'Font is Mincho Kamado, very thin, I like thin line. Not like Studio Aoi, they use a fat gothic font and bright yellow',
        { font: 'Mincho Kamado' },
        rival('Studio Aoi', 'bright yellow'),
      ],
      [
        3,
        'Please do not use the word "zen" in English text. It is a cheap for me. and the picture with a heron standing in rice field, please, and the moon behind, For only the exhibition poster, please make vertical long like kakejiku scroll',
        { avoid: 'the word "zen"', oneOff: 'vertical long like kakejiku scroll' },
        pic('heron standing in rice field', 'moon behind'),
      ],
      [
        3,
        'Sorry, my name spelling, with the Hepburn it is Haruki, but my passport is Harouki. Please use Harouki',
        { name: 'Harouki' },
      ],
      [4, 'Instagram posts I like always 4:5 size', { format: '4:5 size' }],
      [
        4,
        'Gallery Mori wants their logo and their orange "Mori Kaki" on the poster too',
        {},
        client('Gallery Mori', 'Mori Kaki'),
      ],
    ],
    forget: { kind: 'font', value: 'Mincho Kamado', text: '明朝体の件は忘れてください', inFirst: true },
  },
  {
    lang: 'en',
    from: 'fr',
    says: [
      [
        1,
        'Hello! I am Élodie, florist, my shop is Les Pivoines du Quai, in Lyon',
        { name: 'Élodie', company: 'Les Pivoines du Quai' },
      ],
      [
        1,
        'I would like a visual with a bicycle full of peonies, for the mother day',
        {},
        pic('bicycle full of peonies'),
      ],
      [
        1,
        'Our colour, it is between the pink and the old rose, we name it "Rose Poudrée Élo"',
        { colour: 'Rose Poudrée Élo' },
      ],
      [
        2,
        'Actually I use the police Didot Fleurie for all, I find it very elegant, but if I was a perfume shop I would take a script font in lilac, it is only a joke',
        { font: 'Didot Fleurie' },
        unreal('script font in lilac'),
      ],
      [
        2,
        'please avoid the red roses, it is too banal, all the florists of the gare have it, just for this post make a fond of kraft paper, it is for the market',
        { avoid: 'the red roses', oneOff: 'fond of kraft paper' },
        rival('all the florists of the gare'),
      ],
      [
        3,
        'I have reflected, the colour is too sweet, we pass now to "Vert Sauge Élo", it is more modern',
        { colour: 'Vert Sauge Élo' },
      ],
      [
        3,
        'and if one day I open a shop in Paris it will be in black and gold, but it is a dream haha',
        {},
        unreal('black and gold'),
      ],
      [
        4,
        'The files, give me always in JPEG haute définition, for the printer. Next visual: a cat sleeping in a basket of lavender, and a Vespa with tulips',
        { format: 'JPEG haute définition' },
        pic('cat sleeping in a basket', 'Vespa with tulips'),
      ],
      [
        4,
        'Hotel Bellecour orders the bouquets for the wedding, they want their burgundy and their name under the bouquet',
        {},
        client('Hotel Bellecour', 'burgundy'),
      ],
    ],
    forget: { kind: 'format', value: 'JPEG haute définition', text: "oubliez le truc du JPEG s'il vous plaît" },
  },
  {
    lang: 'en',
    from: 'it',
    says: [
      [
        1,
        'Ciao, I am Marco, I have gelateria in Bologna, Gelateria Due Torri Bologna',
        { name: 'Marco', company: 'Gelateria Due Torri Bologna' },
      ],
      [
        1,
        'our colour is like the pomegranate but more dark, we call it Rosso Melagrana',
        { colour: 'Rosso Melagrana' },
      ],
      [1, 'not the pistachio green, everybody think gelato = pistachio green, no no', {}, unreal('pistachio green')],
      [2, 'I need a post with a cone that is melting on a Vespa', {}, pic('cone that is melting on a Vespa')],
      [
        2,
        'the font is Bodoni Gelato, you know, is like the Bodoni but more round — and the next post is a nonna on the balcony with the Due Torri behind',
        { font: 'Bodoni Gelato' },
        pic('nonna on the balcony'),
      ],
      [
        2,
        'please never write "authentic italian", is what write the fake ones in the tourist street',
        { avoid: '"authentic italian"' },
        rival('the fake ones in the tourist street'),
      ],
      [
        3,
        'for the format I like the carousel of 5 slides, people swipe, and for client Hotel Maggiore do a cup with their logo in bordeaux',
        { format: 'carousel of 5 slides' },
        client('Hotel Maggiore', 'bordeaux'),
      ],
      [
        3,
        'only for saturday post put a confetti of sprinkles, is the birthday of my nonna',
        { oneOff: 'confetti of sprinkles' },
      ],
      [
        4,
        'I change idea: no more Bodoni Gelato, it is difficult to read on phone, now Gill Sans Rotonda',
        { font: 'Gill Sans Rotonda' },
      ],
      [
        4,
        'and the gelateria Cremeria Zanetti is our enemy ahah, they are light blue, we never blue like them',
        {},
        rival('Cremeria Zanetti', 'light blue'),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'carousel of 5 slides',
      text: 'please forget the carousel thing, we do one picture now',
    },
  },
  {
    lang: 'en',
    from: 'ru',
    says: [
      [
        1,
        'hello. I am Svetlana, tattoo master. studio is Black Lynx Ink, in Riga',
        { name: 'Svetlana', company: 'Black Lynx Ink' },
      ],
      [1, 'I need picture of lynx with roses in mouth for the door', {}, pic('lynx with roses in mouth')],
      [
        1,
        'colour of studio is not black, everybody think black. colour is like dried blood, deep, we call it "Krov Lynx"',
        { colour: 'Krov Lynx' },
      ],
      [
        2,
        'font is Old English Svetla, it is gothic but I make it more thin. also the flash sheet: swallow with anchor, a snake around a dagger',
        { font: 'Old English Svetla' },
        pic('swallow with anchor', 'snake around a dagger'),
      ],
      [2, 'for me important: no skulls. no skulls at all. is too much in tattoo world', { avoid: 'no skulls' }],
      [
        2,
        'posts make in vertical 4:5, always, and if we was a barber we would have the red white stripes haha',
        { format: 'vertical 4:5' },
        unreal('red white stripes'),
      ],
      [3, 'today post only, for black friday make it neon pink glow', { oneOff: 'neon pink glow' }],
      [
        3,
        'our neighbour studio Iron Wolf Tattoo have orange and they copy everything, so not orange, it is theirs',
        {},
        rival('Iron Wolf Tattoo', 'orange'),
      ],
      [
        4,
        'I rename studio. now it is Lynx & Needle, because Black Lynx is taken in Estonia',
        { company: 'Lynx & Needle' },
      ],
      [4, 'if I was a flower shop it would be all in lavender haha, but I am not', {}, unreal('lavender')],
    ],
    forget: {
      kind: 'font',
      value: 'Old English Svetla',
      text: 'забудь пожалуйста про шрифт, который я писала',
      inFirst: true,
    },
  },
  {
    lang: 'en',
    from: 'zh',
    says: [
      [
        1,
        'Hello, I am Wei, I open a tea shop in Manchester, name is Leaf & Cloud Tea House',
        { name: 'Wei', company: 'Leaf & Cloud Tea House' },
      ],
      [
        1,
        'Colour of us is like the jade but not so strong, more soft, we say "Soft Jade Cloud"',
        { colour: 'Soft Jade Cloud' },
      ],
      [2, 'Please make picture of a panda drinking bubble tea, for the opening', {}, pic('panda drinking bubble tea')],
      [2, "Don't put the dragons. every chinese shop in England put dragon, I am tired", { avoid: 'put the dragons' }],
      [
        2,
        'I like font Song Ti Cloud, is like the Song style, very classic. Next picture: a crane flying over a teapot, and old man playing mahjong',
        { font: 'Song Ti Cloud' },
        pic('crane flying over a teapot', 'old man playing mahjong'),
      ],
      [3, 'For the poster this one, the moon festival one, use the red lanterns please', { oneOff: 'red lanterns' }],
      [
        3,
        'The files I need as PNG with no background, then I put on the boxes. On the boxes for the hotel Midland Grand they want their emerald and the crest',
        { format: 'PNG with no background' },
        client('Midland Grand', 'emerald and the crest'),
      ],
      [
        4,
        'I think again, Soft Jade Cloud is too light on the paper cup, now use "Deep Jade Cloud"',
        { colour: 'Deep Jade Cloud' },
      ],
      [
        4,
        'Bubble Empire opposite street is purple all, we are not them haha, never purple',
        {},
        rival('Bubble Empire', 'purple'),
      ],
    ],
    forget: { kind: 'font', value: 'Song Ti Cloud', text: '宋体那个字体请忘掉吧', inFirst: true },
  },
  {
    lang: 'en',
    from: 'ar',
    says: [
      [
        1,
        'hello my friend, I am Karim, I have spice shop in Alexandria, Bharat Karim Spices... sorry, the name is Bebber House Alex',
        { name: 'Karim', company: 'Bebber House Alex' },
      ],
      [1, 'yes we write bebber with b, is joke from my father, he cannot say p', {}],
      [1, 'please make me picture of camel carrying the sacks of cumin', {}, pic('camel carrying the sacks of cumin')],
      [
        2,
        'the colour of the shop is like the saffron when you put in water, orange-yellow, we say "Zaafaran Gold"',
        { colour: 'Zaafaran Gold' },
      ],
      [
        2,
        'the font we take Naskh Bahari, arabic and english together. and the other shop, Sultan Spices, they write in Papyrus font, so ugly, not like them',
        { font: 'Naskh Bahari' },
        rival('Sultan Spices', 'Papyrus font'),
      ],
      [2, 'never never the pyramids on the picture, we are not tourist shop', { avoid: 'the pyramids' }],
      [3, 'for Ramadan post only put the crescent moon in corner', { oneOff: 'crescent moon in corner' }],
      [
        3,
        'my cousin shop Spice Palace Cairo want their logo also and their green Nile Mint, I do them favour',
        {},
        client('Spice Palace Cairo', 'Nile Mint'),
      ],
      [
        4,
        'about the name: my brother say Bebber is embarrassing, we write now Pepper House Alex',
        { company: 'Pepper House Alex' },
      ],
      [
        4,
        'the posts, send as A5 flyer PDF, I print in shop, and next post make a sack of paprika and a brass scale on the table',
        { format: 'A5 flyer PDF' },
        pic('sack of paprika', 'brass scale'),
      ],
      [4, 'if we sell the gold for real we would be rich inshallah haha', {}, unreal('gold for real')],
    ],
    forget: { kind: 'format', value: 'A5 flyer PDF', text: 'the A5 flyer thing, forget it please my friend' },
  },
];

export const EN9_POOLS: Pools = {
  ask: {
    colour: ['which shade should the shop window sticker be printed in', 'what hue do our flyers lean on, as a rule'],
    font: ['which lettering goes on signs and labels', 'what typeface should headlines be set in'],
    company: ['whose logo goes at the bottom of a flyer', 'what business name do I sign the posts with'],
    name: ['who am I talking to here', 'how do I sign off when I write back to you'],
    format: ['how should I deliver finished work', 'what dimensions or file type do you want back'],
    avoid: ['is anything off limits in pictures', 'what should I keep out of a design'],
  },
  guesses: [
    'dusky heather',
    'marigold haze',
    'slate lagoon',
    'fig jam',
    'frosted mulberry',
    'peat moss',
    'clay pot umber',
    'harbour fog',
  ],
};

// Spanish, written by people whose first language is another: Moroccan Arabic, Italian, English,
// German, Chinese, Brazilian Portuguese, Romanian, Tagalog and Japanese.
export const ES9: Draft[] = [
  {
    lang: 'es',
    from: 'ar',
    says: [
      [
        1,
        'salam, yo soy Fatima, tengo un catering de comida marroquí en Almería, se llama Dar Zitoun Traiteur',
        { name: 'Fatima', company: 'Dar Zitoun Traiteur' },
      ],
      [
        1,
        'necesito foto de un tajine con ciruelas y almendras, para la boda del sábado',
        {},
        pic('tajine con ciruelas'),
      ],
      [
        1,
        'nuestro color es como la terracota del tajine pero más oscuro, nosotros llamamos "Tajine Quemado"',
        { colour: 'Tajine Quemado' },
      ],
      [
        2,
        'la letra es Maghribi Zellige, es como la escritura de mi país pero también en latino, no la Arial como pone el Kebab Sultán de la esquina, que es muy fea, solo para esta boda pon las lámparas de cobre alrededor',
        { font: 'Maghribi Zellige', oneOff: 'lámparas de cobre alrededor' },
        rival('Kebab Sultán', 'Arial'),
      ],
      [2, 'por favor no pone camellos, no somos de desierto, somos de Fez', { avoid: 'no pone camellos' }],
      [
        3,
        'el cliente es Hotel Cabo de Gata, quieren su azul marino y su nombre arriba de nosotros',
        {},
        client('Hotel Cabo de Gata', 'azul marino'),
      ],
      [3, 'si fuéramos restaurante de lujo seríamos todo dorado jaja, pero no', {}, unreal('todo dorado')],
      [
        4,
        'cambio: el color ya no es Tajine Quemado, mi marido dice que parece marrón, ahora es "Azafrán de Fez"',
        { colour: 'Azafrán de Fez' },
      ],
      [
        4,
        'los menús me mandas en DIN A5 doble cara, siempre. y la próxima foto es una tetera plateada echando té desde arriba y pastela de pollo',
        { format: 'DIN A5 doble cara' },
        pic('tetera plateada', 'pastela de pollo'),
      ],
    ],
    forget: { kind: 'avoid', value: 'no pone camellos', text: 'lo de los camellos olvida por favor, ya no importa' },
  },
  {
    lang: 'es',
    from: 'it',
    says: [
      [
        1,
        'ciao! sono... perdona, soy Giulia, tengo una tienda de pasta fresca en Gràcia, Pastificio Giulietta',
        { name: 'Giulia', company: 'Pastificio Giulietta' },
      ],
      [
        1,
        'el color de la tienda es un amarillo como el burro... no, la mantequilla! (en italiano burro es mantequilla jaja) — lo llamamos "Giallo Burro"',
        { colour: 'Giallo Burro' },
      ],
      [1, 'necesito un post con una nonna que amasa tortellini', {}, pic('nonna que amasa tortellini')],
      [
        2,
        'la fuente es Bodoni Pastaia, no quiero otra, y si fuéramos pizzería seríamos verde bandera, pero no jaja',
        { font: 'Bodoni Pastaia' },
        unreal('verde bandera'),
      ],
      [
        2,
        'no me pones la bandera italiana, es muy turístico, lo hace la Trattoria Mamma Lucia de enfrente',
        { avoid: 'la bandera italiana' },
        rival('Trattoria Mamma Lucia'),
      ],
      [
        3,
        'solo este domingo el fondo con harina esparcida, es el día de la pasta',
        { oneOff: 'fondo con harina esparcida' },
      ],
      [
        3,
        'para las historias me gusta formato vertical 9:16 sin texto encima. el cliente Hotel Casa Fuster quiere su dorado viejo y su logo en las cajas',
        { format: 'vertical 9:16 sin texto encima' },
        client('Hotel Casa Fuster', 'dorado viejo'),
      ],
      [
        4,
        'he cambiado idea, Bodoni Pastaia en el móvil no se lee, ahora usamos "Futura Giulietta"',
        { font: 'Futura Giulietta' },
      ],
      [4, 'si tuviera un bar de cócteles sería todo negro y neón, pero tengo pasta jaja', {}, unreal('negro y neón')],
    ],
    forget: {
      kind: 'format',
      value: 'vertical 9:16 sin texto encima',
      text: 'dimentica lo del formato 9:16, perdona, olvida',
    },
  },
  {
    lang: 'es',
    from: 'en',
    says: [
      [
        1,
        'hola, soy Rhodri, tengo una escuela de surf en Tarifa, se llama Levante Surf Tarifa',
        { name: 'Rhodri', company: 'Levante Surf Tarifa' },
      ],
      [1, 'estoy muy embarazado porque mi español es malo jaja, perdona', {}],
      [
        1,
        'nuestro color es como el mar en la mañana, un verde-azul, decimos "Turquesa Levante"',
        { colour: 'Turquesa Levante' },
      ],
      [2, 'quiero realizar un póster con un perro haciendo surf', {}, pic('perro haciendo surf')],
      [
        2,
        'la letra siempre Brush Marea, es escrita a mano por mi novia. el próximo póster es un pulpo con gafas de sol y una tabla rota',
        { font: 'Brush Marea' },
        pic('pulpo con gafas de sol', 'tabla rota'),
      ],
      [
        2,
        'por favor nada de fotos con chicas en bikini, es sexista y no es nosotros',
        { avoid: 'fotos con chicas en bikini' },
      ],
      [3, 'para el campeonato sólo, pon las banderas de todos los países', { oneOff: 'banderas de todos los países' }],
      [
        3,
        'los archivos mándame en PNG cuadrado de 2000 px, y el cliente Chiringuito El Lance quiere su logo y su verde botella en la camiseta',
        { format: 'PNG cuadrado de 2000 px' },
        client('Chiringuito El Lance', 'verde botella'),
      ],
      [
        4,
        'ahora cambiamos el nombre, tenemos socio: se llama "Levante & Poniente Surf"',
        { company: 'Levante & Poniente Surf' },
      ],
      [
        4,
        'la escuela Tarifa Kite Pro tiene naranja, no queremos parecer a ellos, nada de naranja',
        {},
        rival('Tarifa Kite Pro', 'naranja'),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'PNG cuadrado de 2000 px',
      text: 'please forget the PNG size thing, it changes anyway',
      inFirst: true,
    },
  },
  {
    lang: 'es',
    from: 'de',
    says: [
      [
        1,
        'Hola, me llamo Heike y tengo una finca de yoga en Mallorca, la Finca Sonnenhof Yoga',
        { name: 'Heike', company: 'Finca Sonnenhof Yoga' },
      ],
      [
        1,
        'El color de la finca es como la arena del playa, pero más rosa, nosotros decimos "Arena Sonnenhof"',
        { colour: 'Arena Sonnenhof' },
      ],
      [2, 'Necesito una imagen de una mujer haciendo el árbol delante del mar', {}, pic('mujer haciendo el árbol')],
      [
        2,
        'La tipografía es la Optima Sonnenhof, la usamos en todo. No la Papyrus como usa la escuela Om Shanti, ellos usan también naranja mucho',
        { font: 'Optima Sonnenhof' },
        rival('Om Shanti', 'naranja mucho'),
      ],
      [2, 'No quiero que pones flores de loto, es demasiado cliché para yoga', { avoid: 'flores de loto' }],
      [3, 'Solo para el retiro de octubre pon un fondo de olivos', { oneOff: 'fondo de olivos' }],
      [
        3,
        'Formato: me gusta todo como PDF A4 vertical, lo imprimo para la recepción. El próximo cartel: un gato dormido en una esterilla y una tetera de barro',
        { format: 'PDF A4 vertical' },
        pic('gato dormido en una esterilla', 'tetera de barro'),
      ],
      [
        3,
        'Si fuéramos un hotel de Ballermann seríamos rosa chicle jajaja, gracias a dios no',
        {},
        unreal('rosa chicle'),
      ],
      [
        4,
        'Corrección: la tipografía ya no es Optima Sonnenhof, mi socia prefiere "Avenir Sonnenhof"',
        { font: 'Avenir Sonnenhof' },
      ],
      [
        4,
        "el cliente Bodega Ca'n Vidal quiere su vino tinto en la foto y su logo granate",
        {},
        client("Bodega Ca'n Vidal", 'logo granate'),
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'flores de loto',
      text: 'Das mit den Lotusblumen bitte vergessen, danke',
      inFirst: true,
    },
  },
  {
    lang: 'es',
    from: 'zh',
    says: [
      [
        1,
        'hola. yo Li Ming. yo tener tienda de todo en Usera, nombre Bazar Gran Muralla Li',
        { name: 'Li Ming', company: 'Bazar Gran Muralla Li' },
      ],
      [
        1,
        'color de tienda es rojo pero no rojo fuerte, como ladrillo viejo, nosotros decir "Rojo Ladrillo Li"',
        { colour: 'Rojo Ladrillo Li' },
      ],
      [2, 'hacer cartel con gato de la suerte que mueve mano', {}, pic('gato de la suerte')],
      [
        2,
        'letra usar Heiti Bazar, muy clara, abuelos leer fácil. próximo cartel: abanico rojo y un paraguas, para verano',
        { font: 'Heiti Bazar' },
        pic('abanico rojo', 'un paraguas'),
      ],
      [2, 'no poner precios tachados, parece tienda barata. nosotros no barata', { avoid: 'precios tachados' }],
      [3, 'solo este cartel de año nuevo chino poner muchos sobres rojos', { oneOff: 'muchos sobres rojos' }],
      [
        3,
        'tienda de al lado Todo a Cien Paco es amarillo, no amarillo, no queremos igual',
        {},
        rival('Todo a Cien Paco', 'amarillo'),
      ],
      [4, 'mi nombre en cartel poner "Ming Li", en España apellido va detrás, me confundí antes', { name: 'Ming Li' }],
      [
        4,
        'archivos mandar en JPG A3 para imprenta. cliente Frutería Hermanos Ruiz quiere su verde manzana y su nombre en el cartel',
        { format: 'JPG A3 para imprenta' },
        client('Frutería Hermanos Ruiz', 'verde manzana'),
      ],
    ],
    forget: { kind: 'font', value: 'Heiti Bazar', text: '黑体那个字体请你忘记', inFirst: true },
  },
  {
    lang: 'es',
    from: 'pt',
    says: [
      [
        1,
        'oi! soy Thiago, tengo una escola... escuela de capoeira en Valencia, Capoeira Ginga Mandinga',
        { name: 'Thiago', company: 'Capoeira Ginga Mandinga' },
      ],
      [
        1,
        'nuestra cor... color es como la bandera del Brasil pero sólo el verde, más escuro, decimos "Verde Berimbau"',
        { colour: 'Verde Berimbau' },
      ],
      [
        2,
        'quiero un cartaz con dos capoeiristas dando salto mortal en la playa',
        {},
        pic('dos capoeiristas dando salto mortal'),
      ],
      [
        2,
        'la letra es Capoeira Sans, la hizo un aluno nuestro. el otro grupo, Abadá Valencia, tiene letra Impact, no queremos igual',
        { font: 'Capoeira Sans' },
        rival('Abadá Valencia', 'letra Impact'),
      ],
      [
        2,
        'nada de samba ni carnaval, capoeira no es carnaval, la gente se equivoca siempre',
        { avoid: 'samba ni carnaval' },
      ],
      [
        3,
        'para el batizado de este mes solamente, pon las cuerdas de colores de los grados',
        { oneOff: 'cuerdas de colores' },
      ],
      [3, 'si fuéramos un equipo de fútbol seríamos amarillo canario jajaja', {}, unreal('amarillo canario')],
      [
        4,
        'cambiamos el verde, ahora "Verde Mata Atlântica", más vivo, el otro era muy triste',
        { colour: 'Verde Mata Atlântica' },
      ],
      [
        4,
        'los posts en formato carrusel de 3 fotos por favor. y el próximo post: un berimbau delante del mar y niños jugando en la arena',
        { format: 'carrusel de 3 fotos' },
        pic('berimbau delante del mar', 'niños jugando en la arena'),
      ],
    ],
    forget: { kind: 'font', value: 'Capoeira Sans', text: 'esquece a fonte que eu disse... olvida la letra por favor' },
  },
  {
    lang: 'es',
    from: 'ro',
    says: [
      [
        1,
        'buna, soy Ioana, tengo empresa de limpieza en Castellón, Limpiezas Brillo Castalia',
        { name: 'Ioana', company: 'Limpiezas Brillo Castalia' },
      ],
      [
        1,
        'el color nuestro es como el cielo después de la lluvia, celeste pero con gris, lo llamamos "Celeste Lluvia"',
        { colour: 'Celeste Lluvia' },
      ],
      [2, 'necesito folleto con una fregona que sonríe', {}, pic('fregona que sonríe')],
      [
        2,
        'la letra es Nunito Redondo, es redondita como me gusta. próximo folleto: una casa brillante con burbujas y un gato limpio',
        { font: 'Nunito Redondo' },
        pic('casa brillante con burbujas', 'gato limpio'),
      ],
      [
        2,
        'no pongas mujeres de rodillas limpiando, es humillante, regla de la empresa para todos',
        { avoid: 'mujeres de rodillas limpiando' },
      ],
      [3, 'solo para el folleto de Navidad pon brillos dorados', { oneOff: 'brillos dorados' }],
      [
        3,
        'la competencia, CleanMax Levante, usa verde lima, nosotros nunca verde lima',
        {},
        rival('CleanMax Levante', 'verde lima'),
      ],
      [
        4,
        'la letra mejor cambiamos, Nunito Redondo no se ve en la furgoneta, ponemos "Montserrat Brillo"',
        { font: 'Montserrat Brillo' },
      ],
      [
        4,
        'los folletos mandar en PDF DL tríptico. el cliente Comunidad Torre Azahar quiere su nombre y su color salmón en el folleto',
        { format: 'PDF DL tríptico' },
        client('Comunidad Torre Azahar', 'color salmón'),
      ],
    ],
    scopes: { avoid: 'workspace' },
    forget: { kind: 'format', value: 'PDF DL tríptico', text: 'lo del tríptico olvídalo, ya no hacemos' },
  },
  {
    lang: 'es',
    from: 'tl',
    says: [
      [
        1,
        'hola po! soy Rowena, antes era cuidadora, ahora tengo panadería filipina en Madrid, Panadería Ube Lola',
        { name: 'Rowena', company: 'Panadería Ube Lola' },
      ],
      [1, 'el color es morado de ube, como el ñame morado, decimos "Morado Ube"', { colour: 'Morado Ube' }],
      [2, 'quiero un post de ensaymada con mucho queso arriba', {}, pic('ensaymada con mucho queso')],
      [
        2,
        'la letra Poppins Bilog, la que tengo en el menú. el próximo post: un carabao comiendo pan y un jeepney lleno de cajas',
        { font: 'Poppins Bilog' },
        pic('carabao comiendo pan', 'jeepney lleno de cajas'),
      ],
      [2, 'no pongas palmeras ni playa, somos panadería no agencia de viajes', { avoid: 'palmeras ni playa' }],
      [3, 'hoy solo para el cartel de Pascua pon estrellas parol', { oneOff: 'estrellas parol' }],
      [
        3,
        'el cliente Restaurante Kusina Manila quiere su logo y su rojo adobo en la caja',
        {},
        client('Restaurante Kusina Manila', 'rojo adobo'),
      ],
      [
        4,
        'el nombre de la panadería cambiamos a "Ube & Pandesal Madrid", más fácil para españoles',
        { company: 'Ube & Pandesal Madrid' },
      ],
      [
        4,
        'formato me gusta cuadradito 1:1 para Instagram, siempre, no como la Pastelería La Dulce que hace todo en horizontal y en turquesa',
        { format: 'cuadradito 1:1' },
        rival('Pastelería La Dulce', 'turquesa'),
      ],
      [4, 'si vendiéramos helado seríamos rosa pastel jaja', {}, unreal('rosa pastel')],
    ],
    forget: { kind: 'avoid', value: 'palmeras ni playa', text: 'lo de las palmeras olvídalo po' },
  },
  {
    lang: 'es',
    from: 'ja',
    says: [
      [
        1,
        'Hola, soy Kenji. Tengo ramen en Palermo, Buenos Aires. Nombre es Ramen Yuzu Palermo',
        { name: 'Kenji', company: 'Ramen Yuzu Palermo' },
      ],
      [
        1,
        'Color de nosotros es color de caldo tonkotsu, blanco pero un poco amarillo. Decimos "Blanco Tonkotsu"',
        { colour: 'Blanco Tonkotsu' },
      ],
      [2, 'Necesito imagen de gato negro comiendo fideos', {}, pic('gato negro comiendo fideos')],
      [
        2,
        'No usar palillos clavados en el bol. En Japón es de funeral. Por favor',
        { avoid: 'palillos clavados en el bol' },
      ],
      [
        2,
        'La letra es Gothic Yuzu. No como Ramen Kuma de Belgrano, ellos usan letra de pincel y amarillo huevo',
        { font: 'Gothic Yuzu' },
        rival('Ramen Kuma', 'amarillo huevo'),
      ],
      [3, 'Esta vez solamente, para el aniversario, fondo de papel washi', { oneOff: 'fondo de papel washi' }],
      [3, 'No es rojo. Mucha gente piensa ramen = rojo. Nosotros no rojo nunca', {}, unreal('rojo')],
      [4, 'Cambio: el color ahora "Negro Mayu", porque cambiamos a ramen de ajo negro', { colour: 'Negro Mayu' }],
      [
        4,
        'Los posts mandar como historia vertical 1080x1920. Próxima imagen: tanuki con delantal y un tango en la calle',
        { format: 'historia vertical 1080x1920' },
        pic('tanuki con delantal', 'un tango en la calle'),
      ],
    ],
    forget: { kind: 'avoid', value: 'palillos clavados en el bol', text: '箸の件は忘れてください', inFirst: true },
  },
];

export const ES9_POOLS: Pools = {
  ask: {
    colour: ['¿en qué tono imprimo la pegatina del escaparate?', '¿qué tonalidad llevan siempre los carteles?'],
    font: ['¿qué tipografía va en los rótulos?', '¿con qué letra compongo los titulares?'],
    company: ['¿qué nombre firma los carteles?', '¿de quién es el logo al pie del folleto?'],
    name: ['¿con quién hablo?', '¿cómo te llamas, para firmar el correo?'],
    format: ['¿cómo te entrego los trabajos terminados?', '¿qué medida o archivo quieres de vuelta?'],
    avoid: ['¿hay algo prohibido en las imágenes?', '¿qué no debe salir nunca en un diseño?'],
  },
  guesses: [
    'malva ceniza',
    'caldera ocre',
    'azul pizarra mojada',
    'lila membrillo',
    'teja mojada',
    'niebla salina',
    'ciruela seca',
    'humo de jara',
  ],
};
