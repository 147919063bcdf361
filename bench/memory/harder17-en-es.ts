/** B11h17's English and Spanish chats: a small team sharing one workspace, each member writing in turn (see `harder17-people.ts`). */
import { client, partner, rival, unreal, type Draft, type Pools } from './harder17-types';

export const EN17: Draft[] = [
  {
    lang: 'en',
    writer: {
      role: 'owns a bakery in Leeds and runs it with her nephew',
      team: ['Dom'],
      manner: "relays her nephew's ideas and says where she stands; forwards what the two of them decide",
      jobs: ['Easter window sign', 'price board'],
    },
    says: [
      [
        1,
        "Hi! Maggie Ferrante here. I own Ferrante's Bakehouse in Leeds and run it with my nephew Dom; we'll both be writing in this workspace.",
        { name: 'Maggie Ferrante', company: "Ferrante's Bakehouse" },
      ],
      [
        1,
        "Dom says we should switch everything to mint green because it 'pops on Instagram'. I'm not sold. For now the boxes and the labels stay butterscotch yellow.",
        { colour: 'butterscotch yellow' },
        partner('mint green'),
      ],
      [
        2,
        'House rule, for me, for Dom and for anyone making things for the bakery: no sparkle overlays, ever. And for me personally, send drafts as a single PNG, not a zip.',
        { avoid: 'sparkle overlays', format: 'single PNG' },
      ],
      [
        2,
        'Could you draft the Easter window sign? Just for that one, sugared-almond lilac lettering.',
        { oneOff: 'sugared-almond lilac' },
      ],
      [3, 'Lovely, thank you!'],
      [
        4,
        'Update: Dom and I sat down last night and agreed as a team, the butterscotch yellow is going. From now on the logo always sits on clotted cream, and so does the new price board.',
        { colour: 'clotted cream' },
      ],
      [
        5,
        "Whatever you write for the bakery, set it in Caprasimo. That's the bakery's typeface.",
        { font: 'Caprasimo' },
      ],
    ],
    scopes: { avoid: 'workspace' },
    forget: {
      kind: 'font',
      value: 'Caprasimo',
      text: "Please forget the Caprasimo thing, we're rethinking the typeface.",
    },
  },
  {
    lang: 'en',
    writer: {
      role: 'runs a two-person design studio in Glasgow with his partner',
      team: ['Priya'],
      manner: "keeps what is his own apart from what is the studio's, and keeps clients' colours out of both",
      jobs: ['open studio invite', 'studio newsletter'],
    },
    says: [
      [
        1,
        "Hey, Ross Abernethy, one half of Thistle & Tern Studio. Priya's the other half; she'll be in here too, so don't be thrown by two voices.",
        { name: 'Ross Abernethy', company: 'Thistle & Tern Studio' },
      ],
      [
        1,
        "The studio colour is slate teal. The distillery we're rebranding wants everything in whisky amber, but that's theirs, keep it out of our own stuff.",
        { colour: 'slate teal' },
        client('whisky amber'),
      ],
      [
        2,
        "For my own posts and my portfolio I like Chivo Mono. That's just me; Priya does her own thing.",
        { font: 'Chivo Mono' },
      ],
      [2, 'No lens-flare effects in anything you mock up for us, please.', { avoid: 'lens-flare effects' }],
      [3, 'For the open studio invite only, try a risograph pink. Just that one.', { oneOff: 'risograph pink' }],
      [4, 'Quick one: always send me concepts as a three-slide deck.', { format: 'three-slide deck' }],
      [
        5,
        "Small change on the studio side. Priya and I agreed we've outgrown slate teal; from today the studio colour is tenement-stone grey, starting with the studio newsletter.",
        { colour: 'tenement-stone grey' },
      ],
    ],
    scopes: { font: 'user' },
    forget: {
      kind: 'format',
      value: 'three-slide deck',
      text: "Can you forget the three-slide deck preference? I'll tell you per project.",
    },
  },
  {
    lang: 'en',
    writer: {
      role: "runs his family's hardware shop in Cork with his two daughters",
      team: ['Aoife', 'Siobhan'],
      manner:
        "says what the shop has always done, waves off his daughters' tastes, and passes on what the family meeting settles",
      jobs: ['garden-centre banner', 'loyalty card'],
    },
    says: [
      [
        1,
        "Declan Furlong, Furlong & Daughters Hardware in Cork. The girls, Aoife and Siobhan, use this workspace too, so you'll hear from all three of us.",
        { name: 'Declan Furlong', company: 'Furlong & Daughters Hardware' },
      ],
      [
        1,
        "Shop colour's paint-tin green, always has been. Aoife keeps pushing coral for the Instagram; that's her taste, not the shop's.",
        { colour: 'paint-tin green' },
        partner('coral'),
      ],
      [
        2,
        'The sign and the receipts are in Sanchez, so keep to Sanchez. And send me things as one long message, no attachments, I read everything on the phone.',
        { font: 'Sanchez', format: 'one long message' },
      ],
      [
        3,
        'Could you mock up the garden-centre banner? For that banner only, seed-packet yellow.',
        { oneOff: 'seed-packet yellow' },
      ],
      [3, 'Grand, thanks a million.'],
      [
        4,
        'We had a family meeting on Sunday. The paint-tin green is gone, it looked tired; we all agreed on chapel blue. Chapel blue from now on, the loyalty card too.',
        { colour: 'chapel blue' },
      ],
      [
        5,
        "One thing I won't have: clip-art hammers. Every hardware flyer in the country has them.",
        { avoid: 'clip-art hammers' },
      ],
    ],
    forget: { kind: 'avoid', value: 'clip-art hammers', text: 'You can forget the clip-art hammers rule.' },
  },
  {
    lang: 'en',
    writer: {
      role: 'runs a mobile dog-grooming van in Croydon with her brother',
      team: ['Femi'],
      manner: 'sets the van against the big chain on the high street and reports what she and her brother sorted out',
      jobs: ['Christmas price list', 'van decal'],
    },
    says: [
      [
        1,
        "Hi, I'm Tasha Okonkwo. My brother Femi and I run Suds & Tails, a dog-grooming van in Croydon.",
        { name: 'Tasha Okonkwo', company: 'Suds & Tails' },
      ],
      [
        1,
        "Our colour is satsuma orange. The grooming chain on the high street is all baby blue, which is exactly why we're not.",
        { colour: 'satsuma orange' },
        rival('baby blue'),
      ],
      [
        2,
        "Femi writes most of the captions, but whatever you draft for me: three bullet points max, I skim. And please no dog puns, we've had enough 'ruff day' jokes for a lifetime.",
        { format: 'three bullet points', avoid: 'dog puns' },
      ],
      [2, 'Can you do the Christmas price list? Only for that one, I want it in tartan.', { oneOff: 'tartan' }],
      [3, 'Perfect 👍'],
      [
        4,
        "Heads up: Femi and I signed the papers, we're not Suds & Tails anymore. We're registered as Okonkwo Grooming Co. now.",
        { company: 'Okonkwo Grooming Co.' },
      ],
      [5, 'Headings on the van decal and everything else in Shrikhand, please.', { font: 'Shrikhand' }],
    ],
    forget: { kind: 'font', value: 'Shrikhand', text: "Please forget Shrikhand, we're still deciding." },
  },
  {
    lang: 'en',
    writer: {
      role: "does the socials and the orders at her mother's flower shop in Bath",
      team: ['Mum'],
      manner: "turns down her mum's favourite colour kindly and reports what the two of them decide",
      jobs: ["Mother's Day postcard", 'awning'],
    },
    says: [
      [
        1,
        'Imogen Voss. I do the socials and the orders for Voss Flowers; Mum does the actual flowers and the books.',
        { name: 'Imogen Voss', company: 'Voss Flowers' },
      ],
      [
        2,
        "Mum wants everything in her favourite lavender. Sweet, but no: the shop colour is dusty eucalyptus, that's settled.",
        { colour: 'dusty eucalyptus' },
        partner('lavender'),
      ],
      [
        2,
        'Type: Habibi. And no watercolour splashes, please, they look cheap.',
        { font: 'Habibi', avoid: 'watercolour splashes' },
      ],
      [
        3,
        "For the Mother's Day postcard, and only that, a sweet-pea pink; keep the logo in our dusty eucalyptus.",
        { colour: 'dusty eucalyptus', oneOff: 'sweet-pea pink' },
      ],
      [3, "Aww, that's gorgeous, thank you!"],
      [
        4,
        "Big news: we've rebranded. Voss Flowers is now Petal & Stem Bath. Mum finally said yes, and it's already on the new awning.",
        { company: 'Petal & Stem Bath' },
      ],
      [
        5,
        'When you send me anything, an editable Canva link is best, I edit on the go.',
        { format: 'editable Canva link' },
      ],
    ],
    forget: {
      kind: 'format',
      value: 'editable Canva link',
      text: "Forget the editable Canva link thing please, I'm switching apps.",
    },
  },
  {
    lang: 'en',
    writer: {
      role: 'runs a small catering business in Manchester with a friend',
      team: ['Joss'],
      manner: "keeps the couples' wedding colours apart from the business's and drops her own news in passing",
      jobs: ['Burns Night menu', 'tasting card'],
    },
    says: [
      [
        1,
        'Kerry Pike here. Joss and I run Two Spoons Catering out of a shared kitchen in Levenshulme.',
        { name: 'Kerry Pike', company: 'Two Spoons Catering' },
      ],
      [
        1,
        "Brand colour is blackcurrant. The June wedding we're catering wants champagne gold on everything: their colour, not ours.",
        { colour: 'blackcurrant' },
        client('champagne gold'),
      ],
      [
        2,
        'For my menus and the tasting card I use Quattrocento, and so does the business. Send things as an A5 PDF.',
        { font: 'Quattrocento', format: 'A5 PDF' },
      ],
      [3, 'Just for the Burns Night menu, can we do it in thistle purple?', { oneOff: 'thistle purple' }],
      [3, 'Ta!'],
      [
        4,
        "Also, I got married on Saturday 🎉 I'm Kerry Lindqvist now, not Kerry Pike, so please use that from here on.",
        { name: 'Kerry Lindqvist' },
      ],
      [5, 'And no photos of raw meat. Ever. People are eating.', { avoid: 'photos of raw meat' }],
    ],
    forget: { kind: 'avoid', value: 'photos of raw meat', text: 'Please forget the no photos of raw meat rule.' },
  },
  {
    lang: 'en',
    writer: {
      role: 'co-owns a bike workshop in Dundee with a friend',
      team: ['Tam'],
      manner: 'sets the workshop against the chain down the road and passes on what he and Tam change',
      jobs: ['group ride poster', 'service menu'],
    },
    says: [
      [
        1,
        'Callum Guthrie. I co-own Wheelwright Cycles in Dundee with Tam, and we both post from this workspace.',
        { name: 'Callum Guthrie', company: 'Wheelwright Cycles' },
      ],
      [
        1,
        "Our colour's Irn-Bru orange. The chain shop down the road is all fire-engine red; not us.",
        { colour: 'Irn-Bru orange' },
        rival('fire-engine red'),
      ],
      [
        2,
        "Drafts as plain text in the chat, please, I just copy-paste. And no Lycra racers in the pictures, we're a commuter shop.",
        { format: 'plain text in the chat', avoid: 'Lycra racers' },
      ],
      [3, 'The group ride poster for Sunday, that one only, in reflector yellow.', { oneOff: 'reflector yellow' }],
      [3, 'Sound, cheers.'],
      [
        4,
        'Change of plan on format. Tam and I agreed plain text in the chat is a pain to forward, so from now on a one-page Google Doc.',
        { format: 'one-page Google Doc' },
      ],
      [5, "The workshop's typeface is Francois One; use it for the service menu headlines.", { font: 'Francois One' }],
    ],
    forget: { kind: 'font', value: 'Francois One', text: "Forget Francois One for now, Tam's found something else." },
  },
  {
    lang: 'en',
    writer: {
      role: 'runs the family fish-and-chip shop in Whitby with her son',
      team: ['Liam'],
      manner: "turns down her son's bright ideas in front of him and reports what the two of them settle",
      jobs: ['specials board', 'takeaway menu'],
    },
    says: [
      [
        1,
        "Hello love, Janet Haworth. Me and our Liam run Haworth's Fisheries on the harbour, and no, Liam, we're not renaming it The Codfather.",
        { name: 'Janet Haworth', company: "Haworth's Fisheries" },
        partner('The Codfather'),
      ],
      [1, 'Colour for us is harbour blue, like the railings.', { colour: 'harbour blue' }],
      [
        2,
        'Font: Clarendon, same as the old sign my dad painted. And no seagull cartoons, we get enough of the real ones.',
        { font: 'Clarendon', avoid: 'seagull cartoons' },
      ],
      [2, 'Could you do the Bank Holiday specials board? Just that one in bunting red.', { oneOff: 'bunting red' }],
      [3, "That's smashing, ta."],
      [
        4,
        "Liam and I talked it over: the seagull cartoons can stay, the kiddies love them. What we really don't want is pictures of chips in paper cones. Looks like a chain.",
        { avoid: 'chips in paper cones' },
      ],
      [
        5,
        'When you send me things like the takeaway menu, print-ready A4 please, I pin them up.',
        { format: 'print-ready A4' },
      ],
    ],
    forget: {
      kind: 'format',
      value: 'print-ready A4',
      text: "Forget the print-ready A4 bit, Liam's putting a screen in.",
    },
  },
  {
    lang: 'en',
    writer: {
      role: 'runs a bookshop with a coffee counter in Hay-on-Wye with his partner',
      team: ['Meg'],
      manner: 'says what they are by what they are not, and reports what he and Meg change',
      jobs: ['poetry night flyer', 'shopfront'],
    },
    says: [
      [
        1,
        'Owen Pritchard. Meg and I run The Dog-Eared Page, a bookshop with a coffee counter in Hay.',
        { name: 'Owen Pritchard', company: 'The Dog-Eared Page' },
      ],
      [
        1,
        "Our colour is old-port red. If we were a children's bookshop it'd all be primary yellow, but we're not.",
        { colour: 'old-port red' },
        unreal('primary yellow'),
      ],
      [
        2,
        'The sign and the website have been in IM Fell DW Pica so far. Drafts as a short email, please, no attachments.',
        { font: 'IM Fell DW Pica', format: 'short email' },
      ],
      [3, 'For the poetry night flyer only, go with a nightjar blue.', { oneOff: 'nightjar blue' }],
      [3, 'Lovely, diolch.'],
      [
        4,
        "Meg and I redid the shopfront and we've dropped IM Fell DW Pica; it's Prociono everywhere now.",
        { font: 'Prociono' },
      ],
      [5, 'Please never use AI-generated book covers in anything of ours.', { avoid: 'AI-generated book covers' }],
    ],
    forget: {
      kind: 'avoid',
      value: 'AI-generated book covers',
      text: 'You can forget the AI-generated book covers thing.',
    },
  },
];

export const EN17_POOLS: Pools = {
  ask: {
    colour: ['Which colour do our things come in?', 'What shade should anything with our name on it use?'],
    font: ['Which typeface do I go with?', 'What lettering should text for me be set in?'],
    company: ["What's our business called?", 'Under which name do we trade?'],
    name: ['What should you call me?', 'Whose name do you sign with when you write for me?'],
    format: ['How do I like work handed over to me?', 'In what form should drafts reach me?'],
    avoid: ['What should you steer clear of in my material?', 'Is there anything I never want to see in our things?'],
  },
  guesses: [
    'gamboge',
    'coquelicot',
    'smalt',
    'fulvous',
    'zaffre',
    'glaucous',
    'sarcoline',
    'xanadu',
    'falu red',
    'isabelline',
  ],
};

export const ES17: Draft[] = [
  {
    lang: 'es',
    writer: {
      role: 'lleva un horno de pan en Valladolid con su sobrino',
      team: ['Iker'],
      manner: 'cuenta lo que propone su sobrino y dice dónde está ella; transmite lo que deciden los dos',
      jobs: ['cartel del roscón', 'tarjetas de fidelidad'],
    },
    says: [
      [
        1,
        '¡Buenas! Soy Remedios Alonso, llevo el Horno San Lorenzo con mi sobrino Iker. Vamos a escribir los dos por aquí.',
        { name: 'Remedios Alonso', company: 'Horno San Lorenzo' },
      ],
      [
        1,
        'Iker dice que deberíamos pasarnos al verde menta porque «queda más moderno». A mí no me convence. De momento las bolsas y las pegatinas siguen en mostaza de Dijon.',
        { colour: 'mostaza de Dijon' },
        partner('verde menta'),
      ],
      [
        2,
        'Norma de la casa, para mí, para Iker y para cualquiera que haga cosas del horno: nada de letras de tiza, nunca. Y a mí, personalmente, mándame los diseños en JPG cuadrado, que lo miro en el móvil.',
        { avoid: 'letras de tiza', format: 'JPG cuadrado' },
      ],
      [2, '¿Me preparas el cartel del roscón? Solo para ese, en rojo guinda.', { oneOff: 'rojo guinda' }],
      [3, '¡Qué bonito, gracias!'],
      [
        4,
        'Cambio: Iker y yo lo hablamos anoche y lo hemos decidido entre los dos, adiós al mostaza de Dijon. A partir de ahora el logo va siempre sobre crema tostada.',
        { colour: 'crema tostada' },
      ],
      [5, 'Para todo lo del horno, empezando por las tarjetas de fidelidad, la letra es Corben.', { font: 'Corben' }],
    ],
    scopes: { avoid: 'workspace' },
    forget: { kind: 'font', value: 'Corben', text: 'Olvida lo de Corben, que lo estamos pensando.' },
  },
  {
    lang: 'es',
    writer: {
      role: 'tiene un estudio de diseño de dos personas en Valencia',
      team: ['Pau'],
      manner: 'separa lo suyo de lo del estudio y deja fuera los colores de los clientes',
      jobs: ['invitación de las Fallas', 'boletín'],
    },
    says: [
      [
        1,
        'Hola, soy Nuria Ferrándiz, de Estudio Barraca. Somos dos, Pau y yo, y compartimos este espacio de trabajo.',
        { name: 'Nuria Ferrándiz', company: 'Estudio Barraca' },
      ],
      [
        1,
        'El color del estudio es el azul Malvarrosa. La arrocería a la que le hacemos la carta lo quiere todo en amarillo azafrán, pero eso es suyo, no lo mezcles con lo nuestro.',
        { colour: 'azul Malvarrosa' },
        client('amarillo azafrán'),
      ],
      [
        2,
        'Para mis propias publicaciones uso Smooch Sans; es cosa mía, Pau usa lo que le da la gana.',
        { font: 'Smooch Sans' },
      ],
      [2, 'Evítame los degradados arcoíris, porfa.', { avoid: 'degradados arcoíris' }],
      [3, 'Solo para la invitación de las Fallas, un naranja petardo. Solo esa.', { oneOff: 'naranja petardo' }],
      [4, 'Las propuestas pásamelas siempre en un Figma compartido.', { format: 'Figma compartido' }],
      [
        5,
        'Cambio en el estudio: Pau y yo hemos decidido dejar el azul Malvarrosa. Desde hoy el color del estudio es verde sifón, empezando por el boletín.',
        { colour: 'verde sifón' },
      ],
    ],
    scopes: { font: 'user' },
    forget: {
      kind: 'format',
      value: 'Figma compartido',
      text: 'Olvida lo del Figma compartido, ya te diré en cada proyecto.',
    },
  },
  {
    lang: 'es',
    writer: {
      role: 'lleva con sus hijas la mercería de la familia en Zaragoza',
      team: ['Pilar', 'Elena'],
      manner:
        'dice lo que la tienda ha hecho siempre, quita importancia a los gustos de sus hijas y cuenta lo que se decide en familia',
      jobs: ['cartel de las rebajas', 'tarjeta de cliente'],
    },
    says: [
      [
        1,
        'Joaquín Lasheras, de Mercería Lasheras e Hijas, en el barrio de Delicias. Mis hijas Pilar y Elena también escriben aquí.',
        { name: 'Joaquín Lasheras', company: 'Mercería Lasheras e Hijas' },
      ],
      [
        1,
        'El color de la tienda es el rojo carrete, de toda la vida. Elena quiere turquesa para Instagram, pero eso es gusto suyo, no de la tienda.',
        { colour: 'rojo carrete' },
        partner('turquesa'),
      ],
      [
        2,
        'La letra del rótulo es Sofia Sans Condensed y así se queda. Y a mí mándamelo todo en un solo mensaje, sin adjuntos, que lo leo en el móvil.',
        { font: 'Sofia Sans Condensed', format: 'un solo mensaje' },
      ],
      [3, '¿Me haces el cartel de las rebajas? Solo para ese, verde césped.', { oneOff: 'verde césped' }],
      [3, 'Muy bien, gracias.'],
      [
        4,
        'Reunión familiar el domingo: el rojo carrete se ha quedado viejo y hemos quedado todos en azul pizarra. Azul pizarra desde ya, también en la tarjeta de cliente.',
        { colour: 'azul pizarra' },
      ],
      [5, 'Una cosa que no quiero: botones con caritas. Parece una guardería.', { avoid: 'botones con caritas' }],
    ],
    forget: { kind: 'avoid', value: 'botones con caritas', text: 'Olvida lo de los botones con caritas.' },
  },
  {
    lang: 'es',
    writer: {
      role: 'lleva una churrería en Lavapiés con su hermano',
      team: ['Quique'],
      manner: 'se define frente a la cadena de la esquina y cuenta lo que arreglan entre hermanos',
      jobs: ['cartel de San Isidro', 'carta de meriendas'],
    },
    says: [
      [
        1,
        'Hola, soy Rocío Maldonado. Mi hermano Quique y yo llevamos la Churrería La Espiga, en Lavapiés.',
        { name: 'Rocío Maldonado', company: 'Churrería La Espiga' },
      ],
      [
        1,
        'Nuestro color es el rojo granate oscuro. La cadena de la esquina lo tiene todo en amarillo chillón, y nosotros justo lo contrario.',
        { colour: 'rojo granate oscuro' },
        rival('amarillo chillón'),
      ],
      [
        2,
        'Los textos, en tres frases cortas, que nadie lee más. Y nada de fotos de stock con gente sonriendo.',
        { format: 'tres frases cortas', avoid: 'fotos de stock con gente sonriendo' },
      ],
      [2, 'Para el cartel de San Isidro, solo ese, azul chulapo.', { oneOff: 'azul chulapo' }],
      [3, '¡Olé, qué bien ha quedado!'],
      [
        4,
        'Ojo: ya no somos Churrería La Espiga. Quique y yo hemos registrado el nombre y ahora somos Churros Hermanos Maldonado.',
        { company: 'Churros Hermanos Maldonado' },
      ],
      [5, 'Para la carta de meriendas, la letra de la casa es Paytone One.', { font: 'Paytone One' }],
    ],
    forget: { kind: 'font', value: 'Paytone One', text: 'Olvídate de Paytone One, que Quique ha encontrado otra.' },
  },
  {
    lang: 'es',
    writer: {
      role: 'lleva con su madre un taller de cerámica en el Albaicín',
      team: ['mi madre'],
      manner: 'rechaza con cariño los gustos de su madre y cuenta los cambios que deciden juntas',
      jobs: ['postal del Día de la Madre', 'toldo'],
    },
    says: [
      [
        1,
        'Soy Marta Olmedo. Con mi madre llevo Cerámica Olmedo, un taller pequeñito en el Albaicín.',
        { name: 'Marta Olmedo', company: 'Cerámica Olmedo' },
      ],
      [
        2,
        'Mi madre quiere todo en azul Alhambra, como los azulejos. Precioso, pero no: el color del taller es barro cocido, eso está decidido.',
        { colour: 'barro cocido' },
        partner('azul Alhambra'),
      ],
      [2, 'Letra: Fenix. Y por favor, nada de texturas de mármol falso.', { font: 'Fenix', avoid: 'mármol falso' }],
      [
        3,
        'Para la postal del Día de la Madre, solo esa, un rosa empolvado; el logo, en nuestro barro cocido de siempre.',
        { colour: 'barro cocido', oneOff: 'rosa empolvado' },
      ],
      [3, '¡Me encanta, gracias!'],
      [
        4,
        'Novedad: mi madre por fin aceptó el cambio de nombre. Cerámica Olmedo ahora se llama Barro y Cal, y ya está en el toldo nuevo.',
        { company: 'Barro y Cal' },
      ],
      [
        5,
        'Lo que me mandes, mejor en capturas de pantalla, que lo reviso en el bus.',
        { format: 'capturas de pantalla' },
      ],
    ],
    forget: { kind: 'format', value: 'capturas de pantalla', text: 'Olvida lo de las capturas de pantalla, porfa.' },
  },
  {
    lang: 'es',
    writer: {
      role: 'lleva un foodtruck en Málaga con una amiga',
      team: ['Inma'],
      manner: 'aparta los colores de los novios de los suyos y suelta sus novedades de pasada',
      jobs: ['carta de la Feria', 'menú degustación'],
    },
    says: [
      [
        1,
        'Hola, soy María del Carmen Toscano. Con mi amiga Inma llevo La Biznaga Foodtruck, en Málaga.',
        { name: 'María del Carmen Toscano', company: 'La Biznaga Foodtruck' },
      ],
      [
        1,
        'Nuestro color: verde chumbera. La boda que hacemos en junio lo quiere todo en dorado champán, pero eso es de los novios, no nuestro.',
        { colour: 'verde chumbera' },
        client('dorado champán'),
      ],
      [
        2,
        'Para la carta y el menú degustación uso Faustina, y el negocio también. Mándamelo en PDF tamaño A5.',
        { font: 'Faustina', format: 'PDF tamaño A5' },
      ],
      [3, 'Solo para la carta de la Feria, un rojo mantón. Solo esa.', { oneOff: 'rojo mantón' }],
      [3, '¡Gracias, guapa!'],
      [
        4,
        'Por cierto, firma las cosas como Maica Toscano, no como María del Carmen Toscano, que así no me llama nadie.',
        { name: 'Maica Toscano' },
      ],
      [5, 'Y nada de fotos de pescado crudo, que la gente está comiendo.', { avoid: 'fotos de pescado crudo' }],
    ],
    forget: { kind: 'avoid', value: 'fotos de pescado crudo', text: 'Olvida lo de las fotos de pescado crudo.' },
  },
  {
    lang: 'es',
    writer: {
      role: 'tiene una tienda de vinilos en Malasaña con un socio',
      team: ['Gorka'],
      manner: 'se mide con la cadena de la Gran Vía y cuenta lo que cambian él y su socio',
      jobs: ['cartel del Record Store Day', 'lista de novedades'],
    },
    says: [
      [
        1,
        'Álvaro Pedrosa. Gorka y yo somos los de Discos Rayuela, la tienda de vinilos de la calle del Pez. Publicamos los dos desde aquí.',
        { name: 'Álvaro Pedrosa', company: 'Discos Rayuela' },
      ],
      [
        1,
        'Nuestro color es el naranja bombona. La cadena grande de la Gran Vía va de rojo Ferrari; nosotros no.',
        { colour: 'naranja bombona' },
        rival('rojo Ferrari'),
      ],
      [
        2,
        'Los borradores, en texto plano en el chat, que yo los copio. Y nada de vinilos en llamas en las fotos, qué cliché.',
        { format: 'texto plano en el chat', avoid: 'vinilos en llamas' },
      ],
      [3, 'El cartel del Record Store Day, solo ese, en amarillo fosforito.', { oneOff: 'amarillo fosforito' }],
      [3, 'Guay, gracias.'],
      [
        4,
        'Cambio de formato: Gorka y yo lo hemos hablado y el texto plano en el chat no hay quien lo reenvíe. Desde ahora, un Google Doc de una página.',
        { format: 'Google Doc de una página' },
      ],
      [5, 'Para los titulares de la lista de novedades, la letra de la tienda es Baumans.', { font: 'Baumans' }],
    ],
    forget: { kind: 'font', value: 'Baumans', text: 'Olvida Baumans de momento, Gorka ha visto otra.' },
  },
  {
    lang: 'es',
    writer: {
      role: 'lleva con su hijo una freiduría familiar en Cádiz',
      team: ['Rafa'],
      manner: 'le para los pies a su hijo delante de todos y cuenta lo que acuerdan entre los dos',
      jobs: ['pizarra del puente', 'carta para llevar'],
    },
    says: [
      [
        1,
        'Soy Paqui Benítez, de Freiduría Las Niñas, en Cádiz. La llevo con mi hijo Rafa, y no, Rafa, no nos vamos a llamar Pescaíto Chic.',
        { name: 'Paqui Benítez', company: 'Freiduría Las Niñas' },
        partner('Pescaíto Chic'),
      ],
      [1, 'Nuestro color es el azul Caleta, como las puertas del barrio.', { colour: 'azul Caleta' }],
      [
        2,
        'Letra: Mansalva, como el rótulo antiguo que pintó mi padre. Y nada de lunares de gitana, que esto no es la feria.',
        { font: 'Mansalva', avoid: 'lunares de gitana' },
      ],
      [2, '¿Me haces la pizarra del puente? Solo para esa, verde y blanco.', { oneOff: 'verde y blanco' }],
      [3, 'Perfecto, gracias, cariño.'],
      [
        4,
        'Rafa y yo lo hemos hablado: los lunares de gitana se pueden quedar, que a los guiris les encantan. Lo que no queremos son fotos con filtro sepia, que parece todo viejo.',
        { avoid: 'fotos con filtro sepia' },
      ],
      [
        5,
        'Lo que me mandes, como la carta para llevar, en A4 listo para imprimir, que lo cuelgo en la barra.',
        { format: 'A4 listo para imprimir' },
      ],
    ],
    forget: {
      kind: 'format',
      value: 'A4 listo para imprimir',
      text: 'Olvida lo del A4 listo para imprimir, que Rafa va a poner una pantalla.',
    },
  },
  {
    lang: 'es',
    writer: {
      role: 'tiene con su pareja una librería con café en Salamanca',
      team: ['Leire'],
      manner: 'dice lo que son por lo que no son y cuenta lo que cambian él y Leire',
      jobs: ['cartel del club de lectura', 'escaparate'],
    },
    says: [
      [
        1,
        'Íñigo Zubiri. Leire y yo tenemos La Hoja Doblada, una librería con café en Salamanca.',
        { name: 'Íñigo Zubiri', company: 'La Hoja Doblada' },
      ],
      [
        1,
        'Nuestro color es el verde biblioteca. Si fuéramos una librería infantil sería todo amarillo pollito, pero no lo somos.',
        { colour: 'verde biblioteca' },
        unreal('amarillo pollito'),
      ],
      [
        2,
        'Para el rótulo y la web venimos usando Mate SC. Los borradores, en un correo cortito, porfa.',
        { font: 'Mate SC', format: 'correo cortito' },
      ],
      [3, 'Para el cartel del club de lectura, solo ese, un burdeos oscuro.', { oneOff: 'burdeos oscuro' }],
      [3, 'Genial, eskerrik asko.'],
      [4, 'Leire y yo hemos renovado el escaparate y dejamos Mate SC: ahora todo va en Radley.', { font: 'Radley' }],
      [5, 'Nunca, nunca frases de Mr. Wonderful en nada nuestro.', { avoid: 'frases de Mr. Wonderful' }],
    ],
    forget: { kind: 'avoid', value: 'frases de Mr. Wonderful', text: 'Olvida lo de las frases de Mr. Wonderful.' },
  },
];

export const ES17_POOLS: Pools = {
  ask: {
    colour: ['¿De qué color van nuestras cosas?', '¿Qué tono debe llevar lo que hagas con nuestro nombre?'],
    font: ['¿Con qué tipografía voy?', '¿En qué letra van escritos mis textos?'],
    company: ['¿Cómo se llama el negocio?', '¿Con qué nombre trabajamos?'],
    name: ['¿Cómo me tienes que llamar?', '¿Con qué nombre firmas cuando escribes por mí?'],
    format: ['¿Cómo me gusta que me entregues el trabajo?', '¿En qué forma me tienen que llegar los borradores?'],
    avoid: ['¿Qué tienes que evitar en mis cosas?', '¿Hay algo que no quiero ver nunca en lo nuestro?'],
  },
  guesses: [
    'bermellón',
    'ocre dorado',
    'rojo tomate',
    'azul celeste',
    'fucsia eléctrico',
    'ocre siena',
    'marrón chocolate',
    'rosa flamenco',
    'lila claro',
    'verde lima ácido',
  ],
};
