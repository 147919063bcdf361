/** B11h15's English and Spanish chats: people back after a gap who catch the assistant up (see `harder15-people.ts`). */
import { client, partner, rival, unreal, type Draft, type Pools } from './harder15-types';

export const EN15: Draft[] = [
  {
    lang: 'en',
    writer: {
      role: 'a sign-writer in Leeds who paints shopfronts',
      manner: 'chatty, apologises for the gap, then lists the change',
    },
    says: [
      [
        1,
        "Morning! I'm Dot Hardcastle — Hardcastle & Daughter Signs, hand-painted shopfronts mostly.",
        { name: 'Dot Hardcastle', company: 'Hardcastle & Daughter Signs' },
      ],
      [
        1,
        'House colour is letterbox scarlet, and I like everything sent as A2 landscape boards.',
        { colour: 'letterbox scarlet', format: 'A2 landscape boards' },
      ],
      [2, 'Lettering on the mock-ups should be Gill Sans Nova Condensed please.', { font: 'Gill Sans Nova Condensed' }],
      [2, 'One thing: no drop shadows on lettering. Ever. Looks cheap.', { avoid: 'drop shadows on lettering' }],
      [
        4,
        "Right, been about four months, sorry! Since we last spoke we've gone off the letterbox scarlet — the van and everything is racing green lacquer now. Still A2 landscape boards though. My new partner Kev keeps pushing chrome gold, that's his thing, not the brand.",
        { colour: 'racing green lacquer', format: 'A2 landscape boards' },
        partner('chrome gold'),
      ],
      [
        4,
        "For the butcher's Christmas window only, do that one in candy-cane stripes.",
        { oneOff: 'candy-cane stripes' },
      ],
      [5, "Cheers, that'll do nicely."],
    ],
    forget: {
      kind: 'font',
      value: 'Gill Sans Nova Condensed',
      text: "Forget Gill Sans Nova Condensed, I'm not using it any more.",
    },
  },
  {
    lang: 'en',
    writer: { role: 'a freelance wedding photographer in Bristol', manner: 'warm, sums up the season first' },
    says: [
      [
        1,
        'Hi, Priya Raghunathan here, I shoot weddings as Lantern & Linen Photography.',
        { name: 'Priya Raghunathan', company: 'Lantern & Linen Photography' },
      ],
      [
        1,
        'My brand colour is dusty marigold and the headings go in Cormorant Infant SemiBold.',
        { colour: 'dusty marigold', font: 'Cormorant Infant SemiBold' },
      ],
      [2, 'Deliver my album previews as square 1080 carousels, please.', { format: 'square 1080 carousels' }],
      [2, "And keep confetti emoji out of everything, it's so overdone.", { avoid: 'confetti emoji' }],
      [
        4,
        "Hello again — it's been since spring! Quick catch-up: I retired the dusty marigold, the new brand colour is sage and oat. Cormorant Infant SemiBold stays. A bride asked for her blush peony palette on the thank-you cards, that's hers only.",
        { colour: 'sage and oat', font: 'Cormorant Infant SemiBold' },
        client('blush peony'),
      ],
      [4, "This autumn's mini-session promo only: make it burnt-toffee brown.", { oneOff: 'burnt-toffee brown' }],
      [5, 'Lovely, thank you!'],
    ],
    forget: { kind: 'format', value: 'square 1080 carousels', text: 'Please forget the square 1080 carousels thing.' },
  },
  {
    lang: 'en',
    writer: { role: 'a plumber in Cardiff with two vans', manner: 'blunt, short sentences' },
    says: [
      [
        1,
        "Gareth Pryce, I've got a small plumbing outfit, Pryce Right Heating.",
        { name: 'Gareth Pryce', company: 'Pryce Right Heating' },
      ],
      [
        1,
        "Colour's cobalt and copper. Font I use on the van is Barlow Semi Condensed Bold.",
        { colour: 'cobalt and copper', font: 'Barlow Semi Condensed Bold' },
      ],
      [2, "Don't ever use cartoon plungers. Had enough of them.", { avoid: 'cartoon plungers' }],
      [2, 'Flyers are DL gloss leaflets.', { format: 'DL gloss leaflets' }],
      [
        4,
        "Back after a few months mate. Big change — dropped the cobalt and copper, we're flame orange and slate since the new vans came. Still DL gloss leaflets. The lot down the road at Drip Kings use electric purple, don't mix us up.",
        { colour: 'flame orange and slate', format: 'DL gloss leaflets' },
        rival('electric purple'),
      ],
      [4, 'Just for boiler-service week in October, add a frost blue banner.', { oneOff: 'frost blue banner' }],
      [5, 'Ta.'],
    ],
    forget: { kind: 'avoid', value: 'cartoon plungers', text: 'You can forget the cartoon plungers rule.' },
  },
  {
    lang: 'en',
    writer: { role: 'the owner of a secondhand bookshop in York', manner: 'gentle, tells the news as a story' },
    says: [
      [
        1,
        "Hello, I'm Helen Marsh. I run a little secondhand bookshop called The Paper Moth.",
        { name: 'Helen Marsh', company: 'The Paper Moth' },
      ],
      [
        1,
        'Our colour is inky plum, and everything for the window goes out as A3 portrait posters.',
        { colour: 'inky plum', format: 'A3 portrait posters' },
      ],
      [2, 'Set titles in Libre Caslon Display, if you would.', { font: 'Libre Caslon Display' }],
      [2, 'House rule for anything the shop puts out: no sepia-filter photos.', { avoid: 'sepia-filter photos' }],
      [
        4,
        "It's been a good six weeks, hasn't it? News: we merged with the café next door, so The Paper Moth is now Moth & Kettle Books as of March. Inky plum stays. My co-owner Sally fancies teal-and-mustard for the café menus, that's hers.",
        { company: 'Moth & Kettle Books', colour: 'inky plum' },
        partner('teal-and-mustard'),
      ],
      [4, 'World Book Day only: could the poster be in chalkboard black?', { oneOff: 'chalkboard black' }],
      [5, 'Thanks, love it.'],
    ],
    scopes: { avoid: 'workspace' },
    forget: { kind: 'font', value: 'Libre Caslon Display', text: 'Forget Libre Caslon Display, please.' },
  },
  {
    lang: 'en',
    writer: { role: 'a barber in Manchester', manner: 'slangy, rapid-fire updates' },
    says: [
      [1, 'Yo, Marcus Obi. Barbershop is called Fade Theory.', { name: 'Marcus Obi', company: 'Fade Theory' }],
      [
        1,
        "We're matte black with a gold-leaf trim, font is Big Shoulders Stencil Display.",
        { colour: 'matte black with a gold-leaf trim', font: 'Big Shoulders Stencil Display' },
      ],
      [2, 'Send everything as 1080x1920 stories.', { format: '1080x1920 stories' }],
      [2, 'No stock photos of models. Real cuts only.', { avoid: 'stock photos of models' }],
      [
        4,
        "Long time! So Fade Theory is done — we rebranded to Obi & Sons Grooming when my brother came in. Colour's still matte black with a gold-leaf trim.",
        { company: 'Obi & Sons Grooming', colour: 'matte black with a gold-leaf trim' },
      ],
      [
        4,
        'One job: the Eid poster for the youth club, they want their emerald and white; just this once give it a chequerboard border.',
        { oneOff: 'chequerboard border' },
        client('emerald and white'),
      ],
      [5, 'Sound.'],
    ],
    forget: {
      kind: 'format',
      value: '1080x1920 stories',
      text: "Forget the 1080x1920 stories, I'll tell you per job.",
    },
  },
  {
    lang: 'en',
    writer: { role: 'a dog walker in Brighton', manner: 'cheerful, mentions life news first' },
    says: [
      [1, 'Hiya, Sam Whitlock — I run Muddy Paws Walkies.', { name: 'Sam Whitlock', company: 'Muddy Paws Walkies' }],
      [1, 'Brand colour is puddle blue, font Nunito Black.', { colour: 'puddle blue', font: 'Nunito Black' }],
      [2, 'Please no cat illustrations, my clients get confused.', { avoid: 'cat illustrations' }],
      [2, 'Everything as a 5x7 postcard, I hand them out at the park.', { format: '5x7 postcard' }],
      [
        4,
        "Hello after ages! Got married in June, so I'm Sam Okafor-Whitlock now, not Sam Whitlock. Muddy Paws Walkies and the puddle blue stay as they are.",
        { name: 'Sam Okafor-Whitlock', company: 'Muddy Paws Walkies', colour: 'puddle blue' },
      ],
      [4, 'For the Halloween dog parade flyer only, go pumpkin-and-bat.', { oneOff: 'pumpkin-and-bat' }],
      [5, "Ta! My wife reckons we should go lavender — we're not.", undefined, partner('lavender')],
    ],
    forget: {
      kind: 'avoid',
      value: 'cat illustrations',
      text: 'Forget the cat illustrations rule, we walk a couple of cats now.',
    },
  },
  {
    lang: 'en',
    writer: { role: 'a florist in Glasgow', manner: 'friendly, Scottish turns of phrase' },
    says: [
      [
        1,
        'Hello! Fiona Baird, I own Thistle & Stem, a florist on Byres Road.',
        { name: 'Fiona Baird', company: 'Thistle & Stem' },
      ],
      [
        1,
        'We use moorland heather mauve, and our lettering is Quicksand Bold.',
        { colour: 'moorland heather mauve', font: 'Quicksand Bold' },
      ],
      [2, 'Menus and price cards: A5 tent cards.', { format: 'A5 tent cards' }],
      [2, 'Please avoid glitter-dust textures.', { avoid: 'glitter-dust textures' }],
      [
        4,
        "Och, it's been since January! Catching you up: I've dropped Quicksand Bold, the new lettering is Fraunces Soft Italic. Moorland heather mauve is the same. A wedding planner I work with wants ivory foil on her bits — that's hers, not mine.",
        { font: 'Fraunces Soft Italic', colour: 'moorland heather mauve' },
        client('ivory foil'),
      ],
      [4, "Mother's Day rush only: add a hand-drawn tulip border.", { oneOff: 'hand-drawn tulip border' }],
      [5, 'Brilliant.'],
    ],
    forget: { kind: 'format', value: 'A5 tent cards', text: "Forget A5 tent cards, we've stopped doing them." },
  },
  {
    lang: 'en',
    writer: { role: 'a brewer at a five-person brewery in Norwich', manner: 'dry, to the point' },
    says: [
      [
        1,
        'Tom Ashby. I brew at Wherry Lane Brewing, five of us.',
        { name: 'Tom Ashby', company: 'Wherry Lane Brewing' },
      ],
      [
        1,
        'Colours: hop green and cream. Type: Alegreya Sans SC ExtraBold.',
        { colour: 'hop green and cream', font: 'Alegreya Sans SC ExtraBold' },
      ],
      [2, 'Labels come as 330ml can wraps.', { format: '330ml can wraps' }],
      [2, "And don't do beer-foam splashes, please.", { avoid: 'beer-foam splashes' }],
      [
        4,
        "Back after the summer. We stopped canning — no more 330ml can wraps, it's 500ml bottle labels from now on. Same hop green and cream. Our new investor keeps suggesting copper rose, not happening.",
        { format: '500ml bottle labels', colour: 'hop green and cream' },
        partner('copper rose'),
      ],
      [
        4,
        'The Oktoberfest tap takeover, just that, can be in Bavarian diamond blue.',
        { oneOff: 'Bavarian diamond blue' },
      ],
      [5, 'Nice one.'],
    ],
    forget: { kind: 'avoid', value: 'beer-foam splashes', text: 'Drop the beer-foam splashes rule from memory.' },
  },
  {
    lang: 'en',
    writer: { role: 'a yoga teacher with her own small studio in Newcastle', manner: 'relaxed, thinks aloud' },
    says: [
      [
        1,
        "Hi there, I'm Lucy Fenwick and I teach at my own little studio, Quayside Stretch.",
        { name: 'Lucy Fenwick', company: 'Quayside Stretch' },
      ],
      [
        1,
        'Colour is seafoam mint; class timetables as A4 landscape PDFs.',
        { colour: 'seafoam mint', format: 'A4 landscape PDFs' },
      ],
      [2, 'Typeface: Josefin Sans Light.', { font: 'Josefin Sans Light' }],
      [2, 'Please avoid pink lotus blossoms, such a cliché.', { avoid: 'pink lotus blossoms' }],
      [
        4,
        "Hey, it's been a while — three months? Pink lotus blossoms are fine again now; what I really don't want is before-and-after body photos. Seafoam mint as before. My co-teacher Jo wants her sunset coral on her own class flyers, those are hers.",
        { avoid: 'before-and-after body photos', colour: 'seafoam mint' },
        partner('sunset coral'),
      ],
      [4, "New Year's challenge poster only, do it in sunrise yellow.", { oneOff: 'sunrise yellow' }],
      [5, 'Perfect, ta.'],
    ],
    forget: { kind: 'font', value: 'Josefin Sans Light', text: 'Forget Josefin Sans Light, please.' },
  },
];

export const EN15_POOLS: Pools = {
  ask: {
    colour: ['Which colour is ours now?', 'What colour should our things be in?'],
    font: ['What typeface do I use?', 'Which font should you set my text in?'],
    company: ["What's my business called?", 'What name does my firm trade under?'],
    name: ["What's my name?", 'What should you call me?'],
    format: ['What size or format do I want things in?', 'What output format should you deliver?'],
    avoid: ["Is there anything I've told you to steer clear of?", 'What should you never put in my stuff?'],
  },
  guesses: [
    'storm petrel grey',
    'mulberry wine',
    'lichen yellow-green',
    'harbour fog blue',
    'clay terracotta pink',
    'rusted bracken orange',
    'gull-wing silver',
    'damson violet',
    'nettle green',
  ],
};

export const ES15: Draft[] = [
  {
    lang: 'es',
    writer: { role: 'una panadera de barrio en Valladolid', manner: 'cercana, cuenta primero cómo le ha ido' },
    says: [
      [
        1,
        '¡Hola! Soy Maite Arroyo y tengo una panadería pequeña, Horno La Espiga de Maite.',
        { name: 'Maite Arroyo', company: 'Horno La Espiga de Maite' },
      ],
      [
        1,
        'El color de la casa es el ocre de trigo candeal y los carteles los quiero en A3 vertical satinado.',
        { colour: 'ocre de trigo candeal', format: 'A3 vertical satinado' },
      ],
      [2, 'La letra, Merriweather Sans ExtraBold.', { font: 'Merriweather Sans ExtraBold' }],
      [2, 'Nada de fotos de pan de banco de imágenes, que se nota.', { avoid: 'fotos de pan de banco de imágenes' }],
      [
        4,
        'Uf, cuánto tiempo, casi tres meses. Te pongo al día: el ocre de trigo candeal lo dejamos, ahora vamos en azul harina con blanco roto. El A3 vertical satinado sigue igual. Mi cuñado, que ahora es socio, quiere un rojo tomate para su parte de bocadillos, eso es cosa suya.',
        { colour: 'azul harina con blanco roto', format: 'A3 vertical satinado' },
        partner('rojo tomate'),
      ],
      [
        4,
        'Solo para el roscón de Reyes de este año, ponle un fondo de papel kraft.',
        { oneOff: 'fondo de papel kraft' },
      ],
      [5, 'Genial, gracias.'],
    ],
    forget: {
      kind: 'font',
      value: 'Merriweather Sans ExtraBold',
      text: 'Olvida Merriweather Sans ExtraBold, ya no la uso.',
    },
  },
  {
    lang: 'es',
    writer: {
      role: 'un tatuador con estudio propio en Guadalajara (México)',
      manner: 'informal, mensajes largos de golpe',
    },
    says: [
      [
        1,
        'Qué onda, soy Rodrigo Salcedo, mi estudio se llama Tinta Brava Tattoo.',
        { name: 'Rodrigo Salcedo', company: 'Tinta Brava Tattoo' },
      ],
      [
        1,
        'Mi color es verde jade oscuro y uso la tipografía Diplomata SC para todo.',
        { colour: 'verde jade oscuro', font: 'Diplomata SC' },
      ],
      [2, 'Mándame las cosas como posts de 1080x1350.', { format: 'posts de 1080x1350' }],
      [2, 'Nada de calaveras caricaturescas, porfa.', { avoid: 'calaveras caricaturescas' }],
      [
        4,
        'Ya volví, güey, desde julio no hablábamos. Cambio grande: el verde jade oscuro ya no, ahora todo va en negro obsidiana con rojo cinabrio. La Diplomata SC se queda. Un cliente quiere su logo en morado neón para su flash day, pero eso es de él.',
        { colour: 'negro obsidiana con rojo cinabrio', font: 'Diplomata SC' },
        client('morado neón'),
      ],
      [4, 'Nomás para el Día de Muertos, el cartel con marco de papel picado.', { oneOff: 'marco de papel picado' }],
      [5, 'Chido.'],
    ],
    forget: { kind: 'format', value: 'posts de 1080x1350', text: 'Olvida lo de los posts de 1080x1350.' },
  },
  {
    lang: 'es',
    writer: { role: 'una fisioterapeuta con consulta propia en Bilbao', manner: 'ordenada, va punto por punto' },
    says: [
      [1, 'Buenas, soy Ane Etxeberria, de Fisio Ibaia.', { name: 'Ane Etxeberria', company: 'Fisio Ibaia' }],
      [
        1,
        'Usamos turquesa ría y la fuente Source Serif 4 Semibold.',
        { colour: 'turquesa ría', font: 'Source Serif 4 Semibold' },
      ],
      [2, 'Por favor, nada de esqueletos anatómicos en los carteles.', { avoid: 'esqueletos anatómicos' }],
      [2, 'Los folletos en díptico A5.', { format: 'díptico A5' }],
      [
        4,
        'Hola de nuevo, han pasado unas semanas largas. Novedades: el turquesa ría se fue, ahora es verde menta suave. Seguimos con el díptico A5. Mi nueva socia prefiere el lila pastel, pero es su gusto, no el de la clínica.',
        { colour: 'verde menta suave', format: 'díptico A5' },
        partner('lila pastel'),
      ],
      [
        4,
        'Solo para la campaña de la media maratón: fondo a rayas de pista de atletismo.',
        { oneOff: 'rayas de pista de atletismo' },
      ],
      [5, 'Perfecto.'],
    ],
    forget: { kind: 'avoid', value: 'esqueletos anatómicos', text: 'Olvida lo de los esqueletos anatómicos.' },
  },
  {
    lang: 'es',
    writer: { role: 'el dueño de una librería-café en Buenos Aires', manner: 'conversador, con voseo' },
    says: [
      [
        1,
        'Hola, ¿qué tal? Soy Julián Ferreyra, tengo una librería chiquita que se llama El Aleph de Boedo.',
        { name: 'Julián Ferreyra', company: 'El Aleph de Boedo' },
      ],
      [
        1,
        'Nuestro color es el bordó tinto y trabajamos con afiches de 50x70.',
        { colour: 'bordó tinto', format: 'afiches de 50x70' },
      ],
      [2, 'La tipografía: Playfair Display SC Black.', { font: 'Playfair Display SC Black' }],
      [
        2,
        'Regla de la casa para todo lo que sacamos: nada de frases motivacionales.',
        { avoid: 'frases motivacionales' },
      ],
      [
        4,
        'Volví después de un par de meses. Te cuento: El Aleph de Boedo ya no existe como nombre, desde marzo somos Aleph & Medialuna porque sumamos la cafetería. El bordó tinto se queda. Mi socio Nacho quería un amarillo patito, ni loco.',
        { company: 'Aleph & Medialuna', colour: 'bordó tinto' },
        partner('amarillo patito'),
      ],
      [4, 'Para la Noche de las Librerías nomás, usá letras de neón rosa.', { oneOff: 'letras de neón rosa' }],
      [5, 'Buenísimo, gracias.'],
    ],
    scopes: { avoid: 'workspace' },
    forget: {
      kind: 'font',
      value: 'Playfair Display SC Black',
      text: 'Olvidate de Playfair Display SC Black, por favor.',
    },
  },
  {
    lang: 'es',
    writer: { role: 'una diseñadora de joyas en Sevilla', manner: 'entusiasta, mezcla noticias y pedidos' },
    says: [
      [
        1,
        'Hola, soy Rocío Macías y hago joyas con el nombre de Azahar Orfebres.',
        { name: 'Rocío Macías', company: 'Azahar Orfebres' },
      ],
      [
        1,
        'Color: plata vieja con albero. Letra: Bodoni Moda Italic.',
        { colour: 'plata vieja con albero', font: 'Bodoni Moda Italic' },
      ],
      [2, 'Las fotos de producto en formato cuadrado 2000x2000.', { format: 'cuadrado 2000x2000' }],
      [2, 'Evita los fondos de terciopelo rojo.', { avoid: 'fondos de terciopelo rojo' }],
      [
        4,
        '¡Cuánto tiempo! Desde la Feria no hablamos. Cambiamos de nombre: Azahar Orfebres pasa a ser Joyería La Macías, que la gente me busca por el apellido. Plata vieja con albero igual que antes.',
        { company: 'Joyería La Macías', colour: 'plata vieja con albero' },
      ],
      [
        4,
        'Una sola vez, para el catálogo de la boda de una clienta que quiere su verde botella: hazle un sello de lacre granate.',
        { oneOff: 'sello de lacre granate' },
        client('verde botella'),
      ],
      [5, 'Ole, gracias.'],
    ],
    forget: { kind: 'format', value: 'cuadrado 2000x2000', text: 'Olvida el cuadrado 2000x2000.' },
  },
  {
    lang: 'es',
    writer: { role: 'una profesora particular de piano en Valencia', manner: 'amable, algo formal' },
    says: [
      [
        1,
        'Buenas tardes, me llamo Carmen Vidal y doy clases en la Escuela de Piano Corxera.',
        { name: 'Carmen Vidal', company: 'Escuela de Piano Corxera' },
      ],
      [
        1,
        'Mi color es azul noche de Ruzafa y la letra Crimson Pro Italic.',
        { colour: 'azul noche de Ruzafa', font: 'Crimson Pro Italic' },
      ],
      [2, 'No pongáis caricaturas de notas musicales con cara, por favor.', { avoid: 'notas musicales con cara' }],
      [2, 'Los avisos en tamaño A6 apaisado.', { format: 'A6 apaisado' }],
      [
        4,
        'Hola otra vez, tras el verano. Me casé y ahora firmo como Carmen Puig, ya no Carmen Vidal. Lo demás sigue: Escuela de Piano Corxera y azul noche de Ruzafa.',
        { name: 'Carmen Puig', company: 'Escuela de Piano Corxera', colour: 'azul noche de Ruzafa' },
      ],
      [4, 'Solo para el concierto de Navidad de los alumnos: marco de acebo.', { oneOff: 'marco de acebo' }],
      [5, 'Mi hermana dice que use rosa chicle; no le hagas caso.', undefined, partner('rosa chicle')],
    ],
    forget: { kind: 'avoid', value: 'notas musicales con cara', text: 'Olvida lo de las notas musicales con cara.' },
  },
  {
    lang: 'es',
    writer: { role: 'un carpintero con taller propio en Oviedo', manner: 'parco, frases cortas' },
    says: [
      [
        1,
        'Soy Xuan Menéndez. Taller: Carpintería El Teixu.',
        { name: 'Xuan Menéndez', company: 'Carpintería El Teixu' },
      ],
      [1, 'Color castaño nogal. Letra Roboto Slab Black.', { colour: 'castaño nogal', font: 'Roboto Slab Black' }],
      [2, 'Presupuestos en PDF A4 con membrete.', { format: 'PDF A4 con membrete' }],
      [2, 'Ni una foto de muebles de catálogo sueco.', { avoid: 'muebles de catálogo sueco' }],
      [
        4,
        'Vuelvo tras meses. Cambié la letra: fuera Roboto Slab Black, ahora Zilla Slab Bold. Castaño nogal igual. Mi cliente del hotel quiere gris cemento en su cartelería, eso es suyo.',
        { font: 'Zilla Slab Bold', colour: 'castaño nogal' },
        client('gris cemento'),
      ],
      [4, 'Para la feria de artesanía de agosto, solo eso, fondo de viruta.', { oneOff: 'fondo de viruta' }],
      [5, 'Vale.'],
    ],
    forget: { kind: 'format', value: 'PDF A4 con membrete', text: 'Olvida lo del PDF A4 con membrete.' },
  },
  {
    lang: 'es',
    writer: { role: 'una cafetera de especialidad en Medellín', manner: 'alegre, usa diminutivos' },
    says: [
      [
        1,
        '¡Holi! Soy Valentina Ospina Restrepo, de Café Guayacán Tostadores.',
        { name: 'Valentina Ospina Restrepo', company: 'Café Guayacán Tostadores' },
      ],
      [1, 'Color terracota cafetal, letra Lora Bold.', { colour: 'terracota cafetal', font: 'Lora Bold' }],
      [2, 'Las etiquetas de bolsa de 250 gramos, porfa.', { format: 'etiquetas de bolsa de 250 gramos' }],
      [2, 'Nada de tazas humeantes con corazoncito.', { avoid: 'tazas humeantes con corazoncito' }],
      [
        4,
        'Volví, uff, desde abril. Dejamos las etiquetas de bolsa de 250 gramos; ahora son etiquetas de lata de 340 gramos. El terracota cafetal sigue. El tostador de al lado usa amarillo mostaza, no lo copies.',
        { format: 'etiquetas de lata de 340 gramos', colour: 'terracota cafetal' },
        rival('amarillo mostaza'),
      ],
      [4, 'Para la cosecha de mitaca, solo esa edición, ponle granos en dorado.', { oneOff: 'granos en dorado' }],
      [5, '¡Divino!'],
    ],
    forget: {
      kind: 'avoid',
      value: 'tazas humeantes con corazoncito',
      text: 'Olvida lo de las tazas humeantes con corazoncito.',
    },
  },
  {
    lang: 'es',
    writer: {
      role: 'una entrenadora personal con un pequeño gimnasio en Santiago de Chile',
      manner: 'directa, con energía',
    },
    says: [
      [
        1,
        'Hola, soy Francisca Rojas y tengo el box Fuerza Cordillera.',
        { name: 'Francisca Rojas', company: 'Fuerza Cordillera' },
      ],
      [
        1,
        'Color rojo cobre y los horarios en historias verticales 9:16 con subtítulos.',
        { colour: 'rojo cobre', format: 'historias verticales 9:16 con subtítulos' },
      ],
      [2, 'Tipografía: Oswald Medium.', { font: 'Oswald Medium' }],
      [2, 'Evita las fotos de abdominales marcados.', { avoid: 'abdominales marcados' }],
      [
        4,
        'Volví después de harto tiempo. Las fotos de abdominales marcados ya dan lo mismo; lo que no quiero ahora son mensajes de culpa por comer. Rojo cobre como siempre. Si algún día abrimos sucursal sería en verde cordillera, pero no es real todavía.',
        { avoid: 'mensajes de culpa por comer', colour: 'rojo cobre' },
        unreal('verde cordillera'),
      ],
      [4, 'Solo para el desafío de septiembre, el póster con banderines tricolor.', { oneOff: 'banderines tricolor' }],
      [5, 'Bacán, gracias.'],
    ],
    forget: { kind: 'font', value: 'Oswald Medium', text: 'Olvida Oswald Medium.' },
  },
];

export const ES15_POOLS: Pools = {
  ask: {
    colour: ['¿Qué color usamos ahora?', '¿En qué color van nuestras cosas?'],
    font: ['¿Qué tipografía uso?', '¿Con qué letra compones mis textos?'],
    company: ['¿Cómo se llama mi negocio?', '¿Con qué nombre trabaja mi empresa?'],
    name: ['¿Cómo me llamo?', '¿Cómo debes llamarme?'],
    format: ['¿En qué formato quiero las cosas?', '¿Qué tamaño o formato te pedí?'],
    avoid: ['¿Hay algo que te dije que evitaras?', '¿Qué no debes poner nunca en lo mío?'],
  },
  guesses: [
    'gris pizarra mojada',
    'granate ciruela',
    'verde alcaparra',
    'azul lavanda de mar',
    'rosa arcilla',
    'naranja caqui',
    'crema almendra',
    'violeta berenjena',
    'amarillo membrillo',
  ],
};
