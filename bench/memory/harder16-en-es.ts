/** B11h16's English and Spanish chats: facts said in passing inside work requests, by contrast (see `harder16-people.ts`). */
import { client, partner, rival, unreal, type Draft, type Pools } from './harder16-types';

export const EN16: Draft[] = [
  {
    lang: 'en',
    writer: {
      role: 'runs a small café on Gloucester Road in Bristol',
      manner: 'fires off jobs between orders; her standing choices ride along as "not X, our usual Y" asides',
      jobs: ['autumn flyer', 'winter menu board', "St Patrick's poster"],
    },
    says: [
      [
        1,
        'Morning! Could you do the autumn flyer for Larkspur Lane Café? Not in navy like every other café on Gloucester Road — in our usual paprika red.',
        { company: 'Larkspur Lane Café', colour: 'paprika red' },
        rival('navy'),
      ],
      [
        1,
        "Oh, and sign it off from Nell Tregarthen rather than 'the team' — the regulars like knowing who's actually baking.",
        { name: 'Nell Tregarthen' },
      ],
      [
        2,
        "For the headline go with Windsor Bold, same as it's been on our chalkboards since the day we opened.",
        { font: 'Windsor Bold' },
      ],
      [
        2,
        "Print-wise keep it to A5 postcards so they fit the rack by the till, and no stock photos of people on it — never did that and I'm not starting now.",
        { format: 'A5 postcards', avoid: 'stock photos of people' },
      ],
      [3, 'ha, love the little dog in the corner'],
      [
        4,
        "Next job is the winter menu board. Heads up, we dropped the paprika red in the refit — it's all old-moss green now, so do it in that.",
        { colour: 'old-moss green' },
      ],
      [
        5,
        "And a tiny St Patrick's poster for the folk night: Paddy's Day green, but only for that one, don't make a habit of it.",
        { oneOff: "Paddy's Day green" },
      ],
    ],
    forget: {
      kind: 'font',
      value: 'Windsor Bold',
      text: "Can you forget what I told you about Windsor Bold? Don't hang on to that one.",
    },
  },
  {
    lang: 'en',
    writer: {
      role: 'freelance wedding stationer in Edinburgh',
      manner:
        'polite, long sentences; the studio standards come as "as on all our suites" and against a colleague\'s taste',
      jobs: ['order form', 'lookbook cover', 'place cards'],
    },
    scopes: { avoid: 'workspace' },
    says: [
      [
        1,
        "Hello! Could you draft the order form for the spring fairs? It goes out under Thistle & Quill Stationery and it's signed Isla Drummond — not 'the Thistle & Quill team', please, it's mostly just me at the desk.",
        { company: 'Thistle & Quill Stationery', name: 'Isla Drummond' },
      ],
      [
        1,
        "Set the body in Baskerville, as on all our suites. Callum, who does our calligraphy, keeps telling me Copperplate would be 'more wedding', but that's his taste rather than ours.",
        { font: 'Baskerville' },
        partner('Copperplate'),
      ],
      [2, 'Could the sample come out as flat 5x7s?', { format: 'flat 5x7s' }],
      [
        2,
        "Everything in dusty heather, please. And while I think of it, a studio rule for whoever works on our things: no metallic foil, ever — it's the studio's rule, not just my fussiness.",
        { colour: 'dusty heather', avoid: 'metallic foil' },
      ],
      [3, "Lovely, thank you. Send it over when it's ready."],
      [
        4,
        "Next, the autumn lookbook cover. We've moved on from Baskerville — headings are Goudy Old Style Italic now, it prints so much cleaner on the cotton stock.",
        { font: 'Goudy Old Style Italic' },
      ],
      [
        5,
        "Last thing: place cards for our own Burns Night supper. Tartan red for those alone — it's one dinner, so don't carry it over to anything else.",
        { oneOff: 'tartan red' },
      ],
    ],
    forget: {
      kind: 'format',
      value: 'flat 5x7s',
      text: 'Please forget that I said flat 5x7s — that was for the sample, not a standing thing.',
    },
  },
  {
    lang: 'en',
    writer: {
      role: 'owns a barbecue-taco truck in Austin, Texas',
      manner: 'lowercase, fast, jokey; rules arrive as "not that, this" one-liners',
      jobs: ['menu post', 'hours post', 'game day special post'],
    },
    says: [
      [
        1,
        'yo can u make a menu post for Brisket Bus — chili orange like the truck itself, NOT the hot pink the crepe truck next to us has going on',
        { company: 'Brisket Bus', colour: 'chili orange' },
        rival('hot pink'),
      ],
      [1, "sign it Roz Okafor. not 'management' lol there is no management", { name: 'Roz Okafor' }],
      [
        2,
        'type in Rockwell Extra Bold same as the decals on the truck, and make it 1080 square for the gram',
        { font: 'Rockwell Extra Bold', format: '1080 square' },
      ],
      [2, 'oh and nothing with cartoon chili peppers on it. so cheesy', { avoid: 'cartoon chili peppers' }],
      [3, 'ok that slaps 🔥'],
      [
        4,
        "new truck wrap next month so new name on everything from here — we're not Brisket Bus anymore, it's Pit & Pepper. redo the hours post w that pls",
        { company: 'Pit & Pepper' },
      ],
      [5, 'game day special post: Longhorn orange just this one time for the UT crowd', { oneOff: 'Longhorn orange' }],
    ],
    forget: {
      kind: 'avoid',
      value: 'cartoon chili peppers',
      text: "u can forget the cartoon chili peppers thing, i honestly don't care anymore",
    },
  },
  {
    lang: 'en',
    writer: {
      role: 'freelance illustrator in Toronto who draws labels for small breweries',
      manner: "friendly and exact; sets her own standards against the client's brand in the same breath",
      jobs: ['pitch email', 'can mock-up', 'pale ale label', 'Halloween stout'],
    },
    says: [
      [
        1,
        "Hi! Priya Ramaswamy here, from Little Fox Ink. Could you help me write a pitch email to a brewery? Sign it with my full name, not 'the Little Fox studio' — there's no studio, it's my kitchen table.",
        { name: 'Priya Ramaswamy', company: 'Little Fox Ink' },
      ],
      [
        1,
        "On the can mock-up my credit strip stays turmeric yellow, like on all my work — not forest green; forest green is Hollow Pine Brewing's colour for their range and it stays on their side of the label.",
        { colour: 'turmeric yellow' },
        client('forest green'),
      ],
      [
        2,
        'Lay the mock-ups out as 355 ml can wraps, please, and no bevel-and-emboss — they look cheap on curved metal.',
        { format: '355 ml can wraps', avoid: 'bevel-and-emboss' },
      ],
      [2, 'My credit line goes in Brandon Text, small caps if it has them.', { font: 'Brandon Text' }],
      [3, 'ooh, nice!'],
      [
        4,
        "Now the pale ale label. Honestly I'm over the bevel-and-emboss thing, use it if you like. What I can't have any more is neon gradients — every second can on the shelf has them.",
        { avoid: 'neon gradients' },
      ],
      [
        5,
        'For the Halloween stout only: phosphorescent ink on the bats. Never again after that, the printer charges a fortune.',
        { oneOff: 'phosphorescent ink' },
      ],
    ],
    forget: {
      kind: 'font',
      value: 'Brandon Text',
      text: 'Could you forget the Brandon Text preference? No need to keep it.',
    },
  },
  {
    lang: 'en',
    writer: {
      role: 'runs a mobile dog-grooming van around Cork',
      manner: "chatty Cork English; the standing stuff comes out as asides against her husband's ideas",
      jobs: ['price list', 'gift voucher', 'charity walk poster'],
    },
    says: [
      [
        1,
        'Hiya, Siobhán Kiely here, I run Suds on Wheels, mobile grooming around Cork. Would you do me up a price list for the van window?',
        { name: 'Siobhán Kiely', company: 'Suds on Wheels' },
      ],
      [
        1,
        "Do it in the bubblegum pink, that's what people know the van by. Dermot, my other half, says Kerry green would be 'classier', but sure he'd paint the kitchen Kerry green if I let him.",
        { colour: 'bubblegum pink' },
        partner('Kerry green'),
      ],
      [2, 'Size-wise, A6 leaflets, the little ones that go through letterboxes.', { format: 'A6 leaflets' }],
      [
        2,
        'Put it in Fredoka One, the roundy one, and no paw-print clip art — every groomer in Munster has the paw prints.',
        { font: 'Fredoka One', avoid: 'paw-print clip art' },
      ],
      [3, 'Grand, thanks a million'],
      [
        4,
        'Could you redo the gift voucher too? The van got resprayed kingfisher blue, so the bubblegum pink is gone out of everything.',
        { colour: 'kingfisher blue' },
      ],
      [
        5,
        "The charity walk poster can be fluoro lime, just for that one — it has to be seen across Fitzgerald's Park.",
        { oneOff: 'fluoro lime' },
      ],
    ],
    forget: {
      kind: 'format',
      value: 'A6 leaflets',
      text: "Forget the A6 leaflets bit, would you, that's not a standing thing.",
    },
  },
  {
    lang: 'en',
    writer: {
      role: 'freelance videographer in Manchester making short reels for local shops',
      manner: 'dry and brief; his defaults come tucked into briefs, set against what other people do',
      jobs: ['30-second reel', 'bakery reel', 'memorial reel'],
    },
    says: [
      [
        1,
        "Can you script a 30-second reel for a barber on Oldham Street? Credit at the end reads Jamie Ferris, Northern Reel Co. — not 'NRC Media', that was the old logo and it was rubbish.",
        { name: 'Jamie Ferris', company: 'Northern Reel Co.' },
      ],
      [
        1,
        "End card in traffic-cone orange, that's ours. If it were one of those wedding films it'd be ivory everything, but it isn't and I don't do those.",
        { colour: 'traffic-cone orange' },
        unreal('ivory'),
      ],
      [
        2,
        'Cut it portrait 9:16 with the titles in Neue Machina, like the last lot.',
        { format: 'portrait 9:16', font: 'Neue Machina' },
      ],
      [2, "No drone flyovers either. Everyone's got drone flyovers.", { avoid: 'drone flyovers' }],
      [3, 'cheers, that works'],
      [
        4,
        "Next one's the bakery reel. Small change: I got married, so the credit's Jamie Obi now, not Jamie Ferris.",
        { name: 'Jamie Obi' },
      ],
      [
        5,
        "Mrs Hale's memorial reel for the shop: black-and-white grade for that one only. The end card stays traffic-cone orange though.",
        { oneOff: 'black-and-white grade', colour: 'traffic-cone orange' },
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'drone flyovers',
      text: "Forget the drone flyovers rule, I've stopped being precious about it.",
    },
  },
  {
    lang: 'en',
    writer: {
      role: 'florist in Brooklyn who makes her own shop signs',
      manner: "excitable, lots of !!; her shop's look comes up against a bride's wishes",
      jobs: ['shop sign', "Mother's Day sign", 'June window'],
    },
    says: [
      [
        1,
        "hey!! shop sign for the summer window please — Stem & Stoop in peony coral like the awning. not champagne, that's what Mrs. Adebayo wants for her wedding flowers and it's her thing, not ours",
        { company: 'Stem & Stoop', colour: 'peony coral' },
        client('champagne'),
      ],
      [
        1,
        "put Tess Lindqvist as the contact, not 'the Stem & Stoop team', people call and ask for the team lol",
        { name: 'Tess Lindqvist' },
      ],
      [2, 'lettering in Tiempos Headline, always', { font: 'Tiempos Headline' }],
      [
        2,
        'print it as 11x17 posters, and no loose glitter!! it gets into every bucket in the shop',
        { format: '11x17 posters', avoid: 'loose glitter' },
      ],
      [3, 'love it!!'],
      [
        4,
        "Mother's Day sign next. we switched to 18x24 posters btw, the 11x17 posters looked lost in the big window",
        { format: '18x24 posters' },
      ],
      [5, 'June window only: rainbow stripe across the top for Pride 🌈', { oneOff: 'rainbow stripe' }],
    ],
    forget: {
      kind: 'font',
      value: 'Tiempos Headline',
      text: "can you forget Tiempos Headline? don't hold on to that one",
    },
  },
  {
    lang: 'en',
    writer: {
      role: 'one-man print-and-design shop in Cardiff',
      manner:
        "gruff, short sentences; what he wants comes with what he won't have, often against his colleague Rhian's choices",
      jobs: ['rate card', 'letterhead', 'window poster'],
    },
    says: [
      [
        1,
        "Need a rate card for the counter. Heading Pryce Print, from Gethin Pryce — none of that 'your friendly local printers' nonsense.",
        { company: 'Pryce Print', name: 'Gethin Pryce' },
      ],
      [
        1,
        "Body in Gill Sans MT Condensed. Rhian sets her Welsh-language jobs in Caslon, fair play to her, but the rate card's mine.",
        { font: 'Gill Sans MT Condensed' },
        partner('Caslon'),
      ],
      [2, "I'll run them as DL flyers, fits the rack by the door.", { format: 'DL flyers' }],
      [
        2,
        "Daffodil yellow band along the bottom. And no screamers anywhere — exclamation marks, I mean — I can't stand them.",
        { colour: 'daffodil yellow', avoid: 'screamers' },
      ],
      [3, 'Diolch, spot on.'],
      [
        4,
        "Do the letterhead as well — we've been Ffynnon Press since the move to Canton, Pryce Print is retired.",
        { company: 'Ffynnon Press' },
      ],
      [5, 'Window poster for the Six Nations: dragon red, just for the tournament.', { oneOff: 'dragon red' }],
    ],
    forget: { kind: 'format', value: 'DL flyers', text: 'Forget what I said about DL flyers.' },
  },
  {
    lang: 'en',
    writer: {
      role: 'makes soap and sells it at Salamanca Market in Hobart',
      manner: 'warm Aussie shorthand; keeps her own range apart from what a stockist orders',
      jobs: ['labels', 'market banner', 'gift tags'],
    },
    says: [
      [
        1,
        "G'day! Labels for the new batch please — Salt & Sassafras across the top, gum-leaf green for the band. The Battery Point gift shop wants theirs in duck-egg blue to match their shelves, but that's their order, not our range.",
        { company: 'Salt & Sassafras', colour: 'gum-leaf green' },
        client('duck-egg blue'),
      ],
      [1, "Marnie Coldwell on the back, that's me.", { name: 'Marnie Coldwell' }],
      [
        2,
        'Round 50mm labels, with Jost Light for the text like the jars.',
        { format: 'round 50mm labels', font: 'Jost Light' },
      ],
      [
        2,
        "And no watercolour leaves, I'm begging you, every stall at Salamanca has watercolour leaves.",
        { avoid: 'watercolour leaves' },
      ],
      [3, 'beaut, ta'],
      [
        4,
        "Doing the market banner now. Gum-leaf green is out — we went wattle gold across everything over winter, so the banner's wattle gold.",
        { colour: 'wattle gold' },
      ],
      [5, 'Christmas gift tags: Christmas plaid for those and nothing else.', { oneOff: 'Christmas plaid' }],
    ],
    forget: {
      kind: 'avoid',
      value: 'watercolour leaves',
      text: 'You can forget the watercolour leaves thing, I was just having a whinge.',
    },
  },
];

export const EN16_POOLS: Pools = {
  ask: {
    colour: ['What colour is ours?', 'Which colour do we use on our own things?'],
    font: ['Which typeface do we set our stuff in?', 'What font is ours?'],
    company: ["What's the business called?", 'Under what business name do we trade?'],
    name: ['Who do I sign these from?', 'What name goes at the bottom?'],
    format: ['What size or format do I make things in?', 'Which format do our pieces come in?'],
    avoid: ['What should I keep out of our designs?', 'Is there anything we never use?'],
  },
  guesses: [
    'periwinkle',
    'cerise',
    'chartreuse',
    'heliotrope',
    'vermilion',
    'celadon',
    'mauve',
    'taupe',
    'puce',
    'fuchsia',
  ],
};

export const ES16: Draft[] = [
  {
    lang: 'es',
    writer: {
      role: 'owns a neighbourhood patisserie in Valladolid',
      manner:
        'direct Castilian; the standing choices go in asides ("como siempre", "eso no se toca") and against what others ask',
      jobs: ['cartel de la campaña de otoño', 'carta de invierno', 'roscón de Reyes'],
    },
    says: [
      [
        1,
        'Buenas, ¿me preparas el cartel de la campaña de otoño? Firmado por Maite Albarrán, no por «el equipo», que aquí somos tres y nos conocemos todos.',
        { name: 'Maite Albarrán' },
      ],
      [
        1,
        'El logo de Obrador Albarrán, en pistacho tostado como siempre. El azul Klein que te comenté es cosa de la boda de los Herrero, que lo quieren para su tarta, no para nuestras cosas.',
        { company: 'Obrador Albarrán', colour: 'pistacho tostado' },
        client('azul Klein'),
      ],
      [2, 'Los titulares, en Rufina Bold; eso no se toca.', { font: 'Rufina Bold' }],
      [
        2,
        'Sácalo en tarjetas de 10x15 para dejarlas en el mostrador, y nada de fotos de bancos de imágenes, que se nota a la legua.',
        { format: 'tarjetas de 10x15', avoid: 'fotos de bancos de imágenes' },
      ],
      [3, '¡Me encanta! Gracias.'],
      [
        4,
        'Ahora la carta de invierno. Ojo, que el pistacho tostado ya no lo usamos: desde la reforma vamos de rojo almagre, así que hazla en rojo almagre.',
        { colour: 'rojo almagre' },
      ],
      [
        5,
        'Y para el roscón de Reyes, dorado corona, como las coronitas de cartón, pero solo esta vez, ¿eh?',
        { oneOff: 'dorado corona' },
      ],
    ],
    forget: {
      kind: 'font',
      value: 'Rufina Bold',
      text: 'Olvídate de lo de Rufina Bold, no hace falta que lo guardes.',
    },
  },
  {
    lang: 'es',
    writer: {
      role: 'freelance designer in Medellín who makes labels for single-origin coffee',
      manner: "paisa and relaxed; his brand's rules come against his business partner's taste and the trade's clichés",
      jobs: ['etiqueta para un lote de Huila', 'bolsa de 500 g', 'edición de diciembre'],
    },
    says: [
      [
        1,
        'Quiubo, ¿bien o qué? Necesito la etiqueta para un lote de Huila. Va a nombre de Trilla Estudio y firma Julián Restrepo; nada de «Trilla Studio» en inglés, que así lo escribe la gente y me da piedra.',
        { company: 'Trilla Estudio', name: 'Julián Restrepo' },
      ],
      [
        1,
        'La letra es GFS Didot, como en todas nuestras etiquetas. Valentina, mi socia, lo montaría todo en Montserrat, pero eso es gusto de ella, no de la marca.',
        { font: 'GFS Didot' },
        partner('Montserrat'),
      ],
      [2, 'Sácalas en etiquetas de 8x12 cm, porfa.', { format: 'etiquetas de 8x12 cm' }],
      [
        2,
        'De fondo, verde cafeto, y cero granos de café dibujados, que eso lo tiene todo el gremio.',
        { colour: 'verde cafeto', avoid: 'granos de café dibujados' },
      ],
      [3, 'Bacano, gracias parce.'],
      [
        4,
        'Ahora la bolsa de 500 g. Dejamos el GFS Didot, pesaba mucho en tamaños chiquitos; ya todo va en Brygada 1918 Italic.',
        { font: 'Brygada 1918 Italic' },
      ],
      [5, 'Para la edición de diciembre, rojo navideño, pero solo en esa tanda.', { oneOff: 'rojo navideño' }],
    ],
    forget: {
      kind: 'format',
      value: 'etiquetas de 8x12 cm',
      text: 'Olvídate de lo de etiquetas de 8x12 cm, eso era para ese lote.',
    },
  },
  {
    lang: 'es',
    writer: {
      role: 'runs a second-hand bookshop in Buenos Aires',
      manner: 'porteño voseo, a bit grumpy; what he wants comes set against the bookshop on the corner',
      jobs: ['volante para la feria del libro usado', 'cartel de la vidriera', 'cartelito'],
    },
    says: [
      [
        1,
        'Che, ¿me armás un volante para la feria del libro usado? Libros del Pasaje, en verde inglés. En bordó no, que es lo de la librería de la esquina y no quiero que nos confundan.',
        { company: 'Libros del Pasaje', colour: 'verde inglés' },
        rival('bordó'),
      ],
      [1, 'Firmalo Horacio Benavídez, sin títulos ni «la dirección».', { name: 'Horacio Benavídez' }],
      [
        2,
        'La letra, IM Fell English. Y armalo en señaladores de 5x18, que los regalamos con cada compra.',
        { font: 'IM Fell English', format: 'señaladores de 5x18' },
      ],
      [2, 'Frases de autoayuda, ni una. Me dan urticaria.', { avoid: 'frases de autoayuda' }],
      [3, 'Impecable, gracias.'],
      [
        4,
        'Ahora el cartel de la vidriera. Ya no somos Libros del Pasaje: desde que nos mudamos a Boedo el local se llama Librería Tres Ombúes.',
        { company: 'Librería Tres Ombúes' },
      ],
      [
        5,
        'Para el 9 de julio, franjas celestes y blancas, pero solo ese cartelito.',
        { oneOff: 'franjas celestes y blancas' },
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'frases de autoayuda',
      text: 'Olvidate de lo de las frases de autoayuda, ya fue.',
    },
  },
  {
    lang: 'es',
    writer: {
      role: 'freelance product photographer in Seville',
      manner: "warm Andalusian; keeps her own frame colour apart from the client's and says what she won't have",
      jobs: ['dosier para una almazara', 'dosier nuevo de la bodega', 'cartel de la Feria'],
    },
    says: [
      [
        1,
        'Hola, soy Rocío Caraballo, de Luz de Patio Foto. Te paso un encargo: el dosier para una almazara de Estepa.',
        { name: 'Rocío Caraballo', company: 'Luz de Patio Foto' },
      ],
      [
        1,
        'El marco de mis fotos va en albero de la Maestranza, que es lo mío; el verde oliva es de la almazara, para sus etiquetas, no me lo mezcles con lo nuestro.',
        { colour: 'albero de la Maestranza' },
        client('verde oliva'),
      ],
      [
        2,
        'Móntamelo en carrusel de 4:5, y nada de fondos blancos de catálogo, que parecemos Amazon.',
        { format: 'carrusel de 4:5', avoid: 'fondos blancos de catálogo' },
      ],
      [2, 'Los textos, en Crimson Pro Light, porfa.', { font: 'Crimson Pro Light' }],
      [3, 'Ole, qué bien ha quedado.'],
      [
        4,
        'Lo de los fondos blancos de catálogo ya me da igual. Lo que no quiero ver en el dosier nuevo de la bodega son sombras duras.',
        { avoid: 'sombras duras' },
      ],
      [5, 'Para el cartel de la Feria, lunares rojos; solo este año y solo eso.', { oneOff: 'lunares rojos' }],
    ],
    forget: {
      kind: 'font',
      value: 'Crimson Pro Light',
      text: 'Olvida lo de Crimson Pro Light para los textos, porfa.',
    },
  },
  {
    lang: 'es',
    writer: {
      role: 'partner in a small sign-making workshop in Valencia',
      manner: "workshop talk with a Valencian word here and there; the workshop's rules come as norms for everyone",
      jobs: ['rótulo para una horchatería', 'rótulo de la ferretería', 'pancarta'],
    },
    scopes: { avoid: 'workspace' },
    says: [
      [
        1,
        'Bon dia. Necesito el boceto del rótulo para una horchatería de Alboraia. Va firmado por Rètols Ferrando y, de contacto, Vicent Ferrando.',
        { company: 'Rètols Ferrando', name: 'Vicent Ferrando' },
      ],
      [
        1,
        'El marco, en nuestro naranja clementina, como siempre. Mi cuñado, que lleva la rotulación de furgonetas, lo pinta todo en rojo Ferrari, pero eso es suyo, no del taller.',
        { colour: 'naranja clementina' },
        partner('rojo Ferrari'),
      ],
      [2, 'Va en lona de 3x1, que es lo que cabe en la fachada.', { format: 'lona de 3x1' }],
      [
        2,
        'Letra DIN Condensed. Y norma del taller, para cualquiera que trabaje aquí: vinilo brillante, jamás, que refleja y no se lee.',
        { font: 'DIN Condensed', avoid: 'vinilo brillante' },
      ],
      [3, 'Perfecto, gràcies.'],
      [
        4,
        'Ahora el rótulo de la ferretería. Hemos cambiado: se acabó el naranja clementina, desde que llegó la furgoneta nueva vamos en verde huerta.',
        { colour: 'verde huerta' },
      ],
      [5, 'Para la falla del barrio, estampado fallero, solo en esa pancarta.', { oneOff: 'estampado fallero' }],
    ],
    forget: { kind: 'format', value: 'lona de 3x1', text: 'Olvida lo de lona de 3x1, no es algo fijo.' },
  },
  {
    lang: 'es',
    writer: {
      role: 'illustrator and potter with a one-woman workshop in Oaxaca',
      manner:
        'affectionate Mexican Spanish; what her brand is comes against what it would be if it were something else',
      jobs: ['etiqueta de las tazas nuevas', 'catálogo de temporada', 'post del 8M'],
    },
    says: [
      [
        1,
        'Hola, ¿me ayudas con la etiqueta de las tazas nuevas? Arriba Barro Bravo Taller y abajo «hecho a mano por Citlali Ramírez», no «por el equipo», que soy yo sola con mi torno.',
        { company: 'Barro Bravo Taller', name: 'Citlali Ramírez' },
      ],
      [
        1,
        'El color de la marca es amarillo cempasúchil. Si fuéramos una de esas marcas de mezcal elegantes iría todo en negro mate, pero no somos eso, gracias a Dios.',
        { colour: 'amarillo cempasúchil' },
        unreal('negro mate'),
      ],
      [
        2,
        'Que salgan como stickers de 5 cm, con letra Gelasio cursiva.',
        { format: 'stickers de 5 cm', font: 'Gelasio cursiva' },
      ],
      [
        2,
        'Y te lo pido de corazón: nada de calaveritas genéricas, lo mío no es souvenir de aeropuerto.',
        { avoid: 'calaveritas genéricas' },
      ],
      [3, 'Quedó bien bonito 🙌'],
      [
        4,
        'Ahora el catálogo de temporada. Un cambio: firmo como Citlali Toledo, ya no Citlali Ramírez; es el apellido de mi abuela, la que me enseñó el barro.',
        { name: 'Citlali Toledo' },
      ],
      [5, 'Para el post del 8M, morado jacaranda, pero nomás ese.', { oneOff: 'morado jacaranda' }],
    ],
    forget: {
      kind: 'avoid',
      value: 'calaveritas genéricas',
      text: 'Olvida lo de las calaveritas genéricas, ya no me importa.',
    },
  },
  {
    lang: 'es',
    writer: {
      role: 'runs a pintxos bar in Bilbao',
      manner: "Bilbaíno bluntness; his bar's colours come against a client society's",
      jobs: ['carta de pintxos', 'la de vinos', 'Aste Nagusia'],
    },
    says: [
      [
        1,
        'Aupa. Necesito la carta de pintxos nueva para el Txoko Olaizola, en rojo choricero como la fachada. El azul marino que te pasé es de la sociedad gastronómica, para su cena; en la nuestra, ni aparecer.',
        { company: 'Txoko Olaizola', colour: 'rojo choricero' },
        client('azul marino'),
      ],
      [
        1,
        'Abajo que ponga «Iñaki Olaizola, cocinero» y listo; nada de «la familia Olaizola».',
        { name: 'Iñaki Olaizola' },
      ],
      [
        2,
        'La carta, en A4 plastificada, y ni fotos de pintxos con flash, que parecen de comisaría.',
        { format: 'A4 plastificada', avoid: 'fotos de pintxos con flash' },
      ],
      [2, 'Los títulos, en Six Caps.', { font: 'Six Caps' }],
      [3, 'Eskerrik asko, de lujo.'],
      [
        4,
        'Ahora la de vinos. Ya no la hacemos en A4 plastificada, que se pegaba a las manos; ahora va en A3 doblado.',
        { format: 'A3 doblado' },
      ],
      [5, 'Para Aste Nagusia, rosa Marijaia, solo esa semana y en esa hoja.', { oneOff: 'rosa Marijaia' }],
    ],
    forget: { kind: 'font', value: 'Six Caps', text: 'Olvídate de lo de Six Caps, no lo guardes.' },
  },
  {
    lang: 'es',
    writer: {
      role: 'freelance social-media manager in Madrid who runs the accounts of shops in her barrio',
      manner: "Madrid slang and emojis; her brand comes against a project partner's taste",
      jobs: ['post de rebajas', 'stories de la mercería', 'post de Nochevieja'],
    },
    says: [
      [
        1,
        'Holi, ¿me escribes los textos del post de rebajas? Firma Calvo Social y, si hace falta persona, Nuria Calvo; nada de «tu community de confianza», por favor 😅',
        { company: 'Calvo Social', name: 'Nuria Calvo' },
      ],
      [
        1,
        'El color de marca, lila chuchería. Jorge, mi compañero de proyectos, lo mete todo en naranja butano, pero eso es su rollo.',
        { colour: 'lila chuchería' },
        partner('naranja butano'),
      ],
      [2, 'Móntamelo en reels de 15 segundos, que es lo que funciona.', { format: 'reels de 15 segundos' }],
      [
        2,
        'Tipografía Familjen Grotesk Medium y cero hashtags en mayúsculas, que gritan.',
        { font: 'Familjen Grotesk Medium', avoid: 'hashtags en mayúsculas' },
      ],
      [3, 'jajaja me encanta'],
      [
        4,
        'Ahora las stories de la mercería. Por cierto, ya no firmo como Calvo Social: desde enero el proyecto se llama Corrala Contenidos.',
        { company: 'Corrala Contenidos' },
      ],
      [
        5,
        'Para el post de Nochevieja, dorado purpurina, solo ese; luego volvemos al lila chuchería de siempre.',
        { oneOff: 'dorado purpurina', colour: 'lila chuchería' },
      ],
    ],
    forget: {
      kind: 'format',
      value: 'reels de 15 segundos',
      text: 'Olvida lo de reels de 15 segundos, no es fijo.',
    },
  },
  {
    lang: 'es',
    writer: {
      role: 'tattoo artist with his own studio in Guadalajara, Mexico',
      manner: 'tapatío slang; his studio look comes set against the studio across the street',
      jobs: ['flyer de la promo de flash tattoo', 'lona para la convención', 'Día de Muertos'],
    },
    says: [
      [
        1,
        'Qué onda. Hazme el flyer de la promo de flash tattoo para Tinta Tapatía, porfa, en óxido de hierro — no en morado neón, que así tiene todo el estudio de enfrente y luego nos confunden.',
        { company: 'Tinta Tapatía', colour: 'óxido de hierro' },
        rival('morado neón'),
      ],
      [1, 'Al calce pon Emiliano Cervantes, que es quien tatúa, no «el staff».', { name: 'Emiliano Cervantes' }],
      [
        2,
        'Que sea flyer de media carta y el título en Jacquard 24.',
        { format: 'flyer de media carta', font: 'Jacquard 24' },
      ],
      [2, 'Nada de fotos de piel enrojecida, eso asusta a la gente.', { avoid: 'fotos de piel enrojecida' }],
      [3, 'Chido, gracias.'],
      [
        4,
        'Ahora la lona para la convención. Ya no usamos el óxido de hierro; desde el cambio de local todo es verde jade.',
        { colour: 'verde jade' },
      ],
      [
        5,
        'Para Día de Muertos, banderitas de papel picado en el borde, nomás esa vez.',
        { oneOff: 'banderitas de papel picado' },
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'fotos de piel enrojecida',
      text: 'Olvida lo de las fotos de piel enrojecida, ya no aplica.',
    },
  },
];

export const ES16_POOLS: Pools = {
  ask: {
    colour: ['¿Qué color es el nuestro?', '¿En qué color van nuestras cosas?'],
    font: ['¿Qué tipografía usamos?', '¿Con qué letra van nuestros textos?'],
    company: ['¿Cómo se llama el negocio?', '¿Con qué nombre de empresa trabajamos?'],
    name: ['¿A nombre de quién firmo?', '¿Quién firma nuestras piezas?'],
    format: ['¿En qué formato lo saco?', '¿Qué tamaño o formato usamos normalmente?'],
    avoid: ['¿Qué es lo que nunca ponemos?', '¿Hay algo que deba evitar en nuestros diseños?'],
  },
  guesses: [
    'verde loro',
    'azul piscina',
    'gris ratón',
    'rojo sandía',
    'amarillo yema',
    'azul mezclilla',
    'verde aguacate',
    'verde guisante',
    'marrón café con leche',
    'naranja zanahoria',
  ],
};
