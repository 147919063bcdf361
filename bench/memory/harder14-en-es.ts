/**
 * B11h14's English and Spanish people (`harder14-people.ts`): small-business owners and freelancers
 * answering the assistant's read-back, quoted in their own messages. Written by hand.
 */
import { assumed, client, mix, partner, rival, type Draft, type Pools } from './harder14-types';

export const EN14_POOLS: Pools = {
  ask: {
    name: ['What should you call me?', 'Whose name do I sign the work with?'],
    company: ['Which business is all this for?', "What's the trading name I work under?"],
    colour: ['Which colour is the house colour?', 'What colour should the artwork lean on?'],
    font: ['Which typeface is mine?', 'What lettering goes on the headings?'],
    format: ['What size or format do I deliver in?', 'How should the files be sized?'],
    avoid: ['Is there anything I should leave out?', 'What should I steer clear of in the designs?'],
  },
  guesses: [
    'cornflower haze',
    'heather mauve',
    'kettle rust',
    'gooseberry green',
    'wet pewter',
    'saffron dust',
    'night cobalt',
    'rosewood brown',
  ],
};

export const EN14: Draft[] = [
  {
    lang: 'en',
    writer: { role: 'locksmith with two vans', manner: 'terse, a word or two when the read-back is right' },
    says: [
      [
        1,
        'Hi. Dorian Pask here, I run Pask Lock & Key in Leeds. Need a van wrap idea and some flyers over the next few days.',
        { name: 'Dorian Pask', company: 'Pask Lock & Key' },
      ],
      [1, 'Colour? Brass yellow. Always has been.', { colour: 'Brass yellow' }],
      [
        1,
        "“So that's Pask Locks, brass-ish, flyers to follow” — no, it's the full name, Lock & Key, never Pask Locks. Flyers A5 landscape, all of them.",
        { format: 'A5 landscape' },
        assumed('Pask Locks'),
      ],
      [
        2,
        "Typeface: Saira Extra Condensed Bold. That's the one on the old signwriting.",
        { font: 'Saira Extra Condensed Bold' },
      ],
      [
        2,
        'Just this once, for the Halloween lockout promo: pumpkin orange with charcoal. Back to normal after.',
        { oneOff: 'pumpkin orange with charcoal' },
      ],
      [
        3,
        "You wrote “brass yellow and a padlock icon”. Colour's out of date, we repainted the vans last month — lacquer oxblood now. And leave the padlock icon out, every locksmith uses it. Also my mate Kev at Kev's Keys went teal, so don't copy that.",
        { colour: 'lacquer oxblood', avoid: 'padlock icon' },
        mix(rival('teal')),
      ],
      [4, "Cheers, the van mock-up's spot on.", {}],
      [
        4,
        'My cousin wants the same treatment for his plumbing firm, in electric blue — his colour, not mine.',
        {},
        partner('electric blue'),
      ],
    ],
    forget: {
      kind: 'font',
      value: 'Saira Extra Condensed Bold',
      text: "Drop Saira Extra Condensed Bold from what you know about me, I'm rethinking the lettering.",
    },
  },
  {
    lang: 'en',
    writer: { role: 'mobile dog groomer', manner: 'chatty, lots of exclamation marks' },
    says: [
      [
        1,
        "Hiya!! I'm Priya Raman and my little grooming van is called Suds & Whiskers 🐶 I need a price list poster and some Instagram bits please!",
        { name: 'Priya Raman', company: 'Suds & Whiskers' },
      ],
      [
        1,
        'Brand colour is lilac dove grey, like the van. Headings in Baloo Bhaijaan 2 ExtraBold if you can!',
        { colour: 'lilac dove grey', font: 'Baloo Bhaijaan 2 ExtraBold' },
      ],
      [
        2,
        'You said “Suds & Whiskers, lilac dove grey, cats welcome” — ha, no cats! Dogs only. Everything else right.',
        {},
        assumed('cats welcome'),
      ],
      [2, 'Format-wise, Instagram portrait 4:5 for everything please.', { format: 'Instagram portrait 4:5' }],
      [
        2,
        "A client of mine, the Bramble Lane kennels, wants their flyer in forest green — that's theirs, not mine, I'm just passing it on for a joint promo. And please no paw-print borders on my stuff, I've had enough of them.",
        { avoid: 'paw-print borders' },
        client('forest green'),
      ],
      [
        3,
        'Only for the Christmas price list: red and gold tinsel vibes! Just that one.',
        { oneOff: 'red and gold tinsel' },
      ],
      [
        4,
        "Quick one — “lilac dove grey” in your notes is old. Rebrand happened! It's pistachio now 💚",
        { colour: 'pistachio' },
      ],
      [4, 'Thank you!! 🙏', {}],
    ],
    forget: {
      kind: 'format',
      value: 'Instagram portrait 4:5',
      text: 'Can you forget the Instagram portrait 4:5 thing? Not sure I want it any more.',
    },
  },
  {
    lang: 'en',
    writer: { role: 'drystone waller in the Dales', manner: 'plain and slow, full sentences' },
    says: [
      [
        1,
        "Good morning. My name is Callum Breck. The business is Breck Walling. I'd like a simple leaflet.",
        { name: 'Callum Breck', company: 'Breck Walling' },
      ],
      [1, 'The colour I use is quarry slate blue.', { colour: 'quarry slate blue' }],
      [
        2,
        "You asked “Shall I use Garamond like your wife's B&B?” No. That is her font. Mine is Alegreya Sans SC.",
        { font: 'Alegreya Sans SC' },
        mix(assumed('Garamond'), partner('Garamond')),
      ],
      [2, 'Leaflets are DL, folded in three.', { format: 'DL, folded in three' }],
      [2, "Please don't put tractors in anything.", { avoid: 'tractors' }],
      [
        3,
        "For the agricultural show only, use the show's colours, hunter green and cream. Only for that.",
        { oneOff: 'hunter green and cream' },
      ],
      [
        4,
        'You have written “quarry slate blue” in your summary. I changed it after talking to my daughter. Lichen gold, please, from now on.',
        { colour: 'lichen gold' },
      ],
      [
        4,
        "Aye, and the estate I'm walling for wants their crest in heather purple on the sign. That's the estate's, not mine.",
        {},
        client('heather purple'),
      ],
    ],
    forget: { kind: 'avoid', value: 'tractors', text: 'You can forget what I said about tractors.' },
  },
  {
    lang: 'en',
    writer: { role: 'wedding cake maker', manner: 'warm, fast typist, lowercase' },
    says: [
      [
        1,
        'hello! hattie molloy, i own Molloy Cakery 🎂 need a menu card and a price sheet',
        { name: 'hattie molloy', company: 'Molloy Cakery' },
      ],
      [1, "colour is buttercream, it's literally everywhere in the shop", { colour: 'buttercream' }],
      [
        2,
        "“Hattie, buttercream, Playfair headings?” — first two yes! but Playfair is my sister's, she does invites. i use Gilda Display",
        { font: 'Gilda Display' },
        mix(assumed('Playfair'), partner('Playfair')),
      ],
      [2, 'menu cards A6, portrait please', { format: 'A6, portrait' }],
      [3, "avoid: fondant roses. i don't make them any more and people keep asking", { avoid: 'fondant roses' }],
      [
        3,
        "oh and the Whitcombe wedding wants their table cards in sage and blush — their colours not mine, don't save them as mine",
        {},
        client('sage and blush'),
      ],
      [3, "just for the valentine's menu: cherry pink. only that one", { oneOff: 'cherry pink' }],
      [
        4,
        "your recap said “buttercream” — that's going, we repainted. toasted apricot from today",
        { colour: 'toasted apricot' },
      ],
    ],
    forget: { kind: 'font', value: 'Gilda Display', text: 'forget Gilda Display pls, might switch' },
  },
  {
    lang: 'en',
    writer: { role: 'cargo-bike courier co-op founder', manner: 'brisk, uses dashes' },
    says: [
      [
        1,
        "Hey — Tobias Renn. Co-op's called Renn Freight for now. We need rider recruitment posters.",
        { name: 'Tobias Renn', company: 'Renn Freight' },
      ],
      [
        1,
        'Colour — hi-vis signal orange. Font — Space Mono Bold.',
        { colour: 'hi-vis signal orange', font: 'Space Mono Bold' },
      ],
      [2, 'You asked “what size?” — 50×70 cm. Always.', { format: '50×70 cm' }],
      [
        2,
        'House rule for everything the co-op puts out, whoever asks you: no cars in pictures. Ever.',
        { avoid: 'no cars in pictures' },
      ],
      [
        3,
        "“Renn Freight, hi-vis signal orange, you want vans in the hero shot?” — vans?! No. And the name's wrong now: we voted, it's Spokesfolk Parcels. Renn Freight is dead.",
        { company: 'Spokesfolk Parcels' },
        assumed('vans in the hero shot'),
      ],
      [3, 'For the May Day ride only — red flags and black. One poster.', { oneOff: 'red flags and black' }],
      [4, 'Great, ta.', {}],
    ],
    scopes: { avoid: 'workspace' },
    forget: { kind: 'format', value: '50×70 cm', text: 'Forget the 50×70 cm size, we may print smaller.' },
  },
  {
    lang: 'en',
    writer: { role: 'pottery teacher with an evening studio', manner: 'polite, slightly formal' },
    says: [
      [
        1,
        "Hello there. I'm Judith Parr and I teach at Kiln Street Studio. I'd love help with a term timetable poster.",
        { name: 'Judith Parr', company: 'Kiln Street Studio' },
      ],
      [
        1,
        'Our colour is unglazed terracotta. Lettering in Sorts Mill Goudy Italic, please.',
        { colour: 'unglazed terracotta', font: 'Sorts Mill Goudy Italic' },
      ],
      [2, 'Posters should be A3 portrait.', { format: 'A3 portrait' }],
      [
        2,
        "You replied “Noted: terracotta, plus the blue your partner uses?” — no, Mark's studio in Frome uses the blue (cobalt glaze), not me. Just the unglazed terracotta.",
        {},
        mix(assumed('cobalt glaze'), partner('cobalt glaze')),
      ],
      [3, 'Please avoid pictures of pottery wheels — we only hand-build.', { avoid: 'pottery wheels' }],
      [3, 'For the open day flyer only, could it be mint and white? Just this once.', { oneOff: 'mint and white' }],
      [
        4,
        "One correction to your note that says “Judith Parr”: I've married and changed my name. It's Judith Kowalczyk now, please use that.",
        { name: 'Judith Kowalczyk' },
      ],
      [
        4,
        "Oh, and the community centre where I run a Tuesday class uses bright sunflower yellow; that's theirs, please don't mix it up with my studio.",
        {},
        client('bright sunflower yellow'),
      ],
    ],
    forget: { kind: 'avoid', value: 'pottery wheels', text: 'Please forget the note about pottery wheels.' },
  },
  {
    lang: 'en',
    writer: { role: 'tattoo artist, own studio', manner: 'dry humour, short lines' },
    says: [
      [
        1,
        'Nell Faraday. Lantern Ink. Flash sheet posters and a price board.',
        { name: 'Nell Faraday', company: 'Lantern Ink' },
      ],
      [
        1,
        'Colour: absinthe green. Typeface: Pirata One Regular.',
        { colour: 'absinthe green', font: 'Pirata One Regular' },
      ],
      [
        2,
        "“Lantern Tattoo, absinthe green” — Lantern Ink, not Lantern Tattoo. Green's right.",
        { company: 'Lantern Ink', colour: 'absinthe green' },
        assumed('Lantern Tattoo'),
      ],
      [2, 'Please, no skull-and-rose motifs. Too many of those on Instagram.', { avoid: 'skull-and-rose motifs' }],
      [3, 'Friday the 13th flash day: blood red only, just for that sheet.', { oneOff: 'blood red' }],
      [
        4,
        'Your summary says “Pirata One Regular”. Went off it, too Halloween. IM Fell English SC from now.',
        { font: 'IM Fell English SC' },
      ],
      [4, 'Price boards: 60×90 cm. And thanks.', { format: '60×90 cm' }],
    ],
    forget: { kind: 'format', value: '60×90 cm', text: 'Forget 60×90 cm, the wall is getting redone.' },
  },
  {
    lang: 'en',
    writer: { role: 'wedding videographer', manner: 'friendly, explains a lot' },
    says: [
      [
        1,
        "Hey! I'm Omar Sheikh, I shoot weddings under the name Long Take Films. I'm after title cards and a showreel intro, and I'll be back over the week.",
        { name: 'Omar Sheikh', company: 'Long Take Films' },
      ],
      [
        1,
        'My colour is champagne. Title font is Cormorant Unicase Light.',
        { colour: 'champagne', font: 'Cormorant Unicase Light' },
      ],
      [2, 'Deliver everything as 1080p widescreen.', { format: '1080p widescreen' }],
      [
        2,
        "You checked “champagne — or the navy from the Ellis wedding?” Navy was the Ellises' theme, their choice. Mine stays champagne.",
        { colour: 'champagne' },
        mix(assumed('navy'), client('navy')),
      ],
      [3, 'Avoid slow-motion confetti. Overdone.', { avoid: 'slow-motion confetti' }],
      [
        4,
        'About “1080p widescreen” in your notes: couples only watch on phones now, so switch it to vertical 9:16 reels going forward.',
        { format: 'vertical 9:16 reels' },
      ],
      [
        4,
        'For the Patel wedding teaser only, do it in grainy black and white. Just that one film.',
        { oneOff: 'grainy black and white' },
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'slow-motion confetti',
      text: "Forget the slow-motion confetti rule, I'm over it.",
    },
  },
  {
    lang: 'en',
    writer: { role: 'landscape gardener', manner: 'terse, answers questions with one line' },
    says: [
      [
        1,
        'Gwen Ashdown, Ashdown & Daughters Landscapes. Need a van sign and a brochure.',
        { name: 'Gwen Ashdown', company: 'Ashdown & Daughters Landscapes' },
      ],
      [1, 'Wet moss green.', { colour: 'wet moss green' }],
      [1, 'You asked “which typeface?” — Lexend Zetta SemiBold, always.', { font: 'Lexend Zetta SemiBold' }],
      [2, 'Brochure: A4 trifold.', { format: 'A4 trifold' }],
      [2, "Don't use stock photos of lawns.", { avoid: 'stock photos of lawns' }],
      [
        3,
        "“Wet moss green, and you'd like the gnome mascot?” Wet moss green yes. Gnome, absolutely not. And drop the lawns rule — we do lawns now. The thing to avoid is water features, we don't build them.",
        { colour: 'wet moss green', avoid: 'water features' },
        assumed('gnome mascot'),
      ],
      [3, 'RHS show stand only: white and silver. Once.', { oneOff: 'white and silver' }],
      [4, 'Thanks.', {}],
    ],
    forget: { kind: 'font', value: 'Lexend Zetta SemiBold', text: 'Forget Lexend Zetta SemiBold.' },
  },
];

export const ES14_POOLS: Pools = {
  ask: {
    name: ['¿Cómo me llamo?', '¿A nombre de quién firmo los trabajos?'],
    company: ['¿Para qué negocio es todo esto?', '¿Cómo se llama mi empresa?'],
    colour: ['¿Cuál es mi color de marca?', '¿Qué color debe dominar en las piezas?'],
    font: ['¿Qué tipografía uso?', '¿Con qué letra van los titulares?'],
    format: ['¿En qué formato entrego?', '¿Qué tamaño deben tener los archivos?'],
    avoid: ['¿Hay algo que debas evitar?', '¿Qué no quiero ver en los diseños?'],
  },
  guesses: [
    'azul añil profundo',
    'verde alga seca',
    'granate vinoso',
    'mostaza antigua',
    'lavanda gris',
    'turquesa opaco',
    'gris perla mate',
    'coral apagado',
  ],
};

export const ES14: Draft[] = [
  {
    lang: 'es',
    writer: { role: 'frutera con puesto en el mercado de Verónicas', manner: 'directa, murciana, frases cortas' },
    says: [
      [
        1,
        '¡Buenas! Soy Rocío Vallejo, de Frutas Vallejo e Hijas, en el mercado. Quiero unos carteles de ofertas.',
        { name: 'Rocío Vallejo', company: 'Frutas Vallejo e Hijas' },
      ],
      [1, 'El color de la casa es naranja mandarina madura.', { colour: 'naranja mandarina madura' }],
      [
        1,
        'Me preguntas «¿Tipografía? ¿La misma redondita de tu cuñado?» Ni hablar, esa es la Comfortaa de su churrería. La mía es Chivo Mono Light.',
        { font: 'Chivo Mono Light' },
        mix(assumed('Comfortaa'), partner('Comfortaa')),
      ],
      [2, 'Carteles siempre en A2 vertical, de papel mate.', { format: 'A2 vertical, de papel mate' }],
      [2, 'Y nada de frutas con carita sonriente, que parece de guardería.', { avoid: 'frutas con carita sonriente' }],
      [
        3,
        'Solo para la semana de la sandía: verde y rojo sandía. Nada más esa semana.',
        { oneOff: 'verde y rojo sandía' },
      ],
      [
        4,
        'Oye, en tu resumen pone «naranja mandarina madura». Eso ya no: hemos pintado el puesto, ahora es verde nopal tierno.',
        { colour: 'verde nopal tierno' },
      ],
      [
        4,
        'Ah, y la del puesto de enfrente lo lleva todo en azul eléctrico; eso es de ella, no lo copies.',
        {},
        rival('azul eléctrico'),
      ],
    ],
    forget: {
      kind: 'font',
      value: 'Chivo Mono Light',
      text: 'Olvida lo de la Chivo Mono Light, que me lo estoy pensando.',
    },
  },
  {
    lang: 'es',
    writer: { role: 'carpintero de ribera en Mundaka', manner: 'parco, responde con pocas palabras' },
    says: [
      [
        1,
        'Kaixo. Iker Zubiaurre. Astillero Zubiaurre. Necesito un folleto para turistas.',
        { name: 'Iker Zubiaurre', company: 'Astillero Zubiaurre' },
      ],
      [1, 'Color: azul marino viejo.', { colour: 'azul marino viejo' }],
      [2, '¿Letra? Arvo Bold Italic, siempre.', { font: 'Arvo Bold Italic' }],
      [
        2,
        '«Astillero Zubiaurre, azul marino, formato A5» — sí, sí, y no: el folleto es díptico 10×21, no A5.',
        { format: 'díptico 10×21' },
        assumed('A5'),
      ],
      [2, 'Sin anclas. Todo el mundo pone anclas.', { avoid: 'anclas' }],
      [3, 'Para la regata de agosto, solo esa vez: blanco y verde ikurriña.', { oneOff: 'blanco y verde ikurriña' }],
      [
        4,
        'Tu ficha dice «azul marino viejo». Cámbialo. Ahora rojo minio, como el casco del último barco.',
        { colour: 'rojo minio' },
      ],
      [4, 'Eskerrik asko.', {}],
      [
        4,
        'El club de remo que me encarga la trainera quiere su escudo en verde y blanco. Es de ellos.',
        {},
        client('verde y blanco'),
      ],
    ],
    forget: { kind: 'format', value: 'díptico 10×21', text: 'Olvida el díptico 10×21.' },
  },
  {
    lang: 'es',
    writer: { role: 'profesora de flamenco con academia propia', manner: 'efusiva, mucho emoji' },
    says: [
      [
        1,
        '¡Hola, guapo! Soy Marisol Quintero y tengo la Academia Duende Quintero en Triana 💃 Necesito cartel para el curso nuevo',
        { name: 'Marisol Quintero', company: 'Academia Duende Quintero' },
      ],
      [
        1,
        'Mi color: rosa chicle fresón. Y la letra, Abril Fatface Regular 💖',
        { colour: 'rosa chicle fresón', font: 'Abril Fatface Regular' },
      ],
      [
        2,
        '¿Que si «el cartel como el de la academia de la calle Pureza, en negro y oro»? ¡Uy, no! Ese negro y oro es de la competencia, cariño. Lo mío es lo mío.',
        {},
        mix(assumed('negro y oro'), rival('negro y oro')),
      ],
      [2, 'Formato: póster 50×70, que es el marco que tengo en la puerta', { format: 'póster 50×70' }],
      [2, 'Y porfa, nada de peinetas y claveles, que estoy harta del tópico', { avoid: 'peinetas y claveles' }],
      [3, 'Solo para el festival de fin de curso: morado y plata ✨ solo ese', { oneOff: 'morado y plata' }],
      [
        4,
        'Me dices «rosa chicle fresón como siempre» — ¡ya no, mi alma! Hemos cambiado: ahora mostaza tostada 🌻',
        { colour: 'mostaza tostada' },
      ],
      [
        4,
        'Mi hermana, que da clases de sevillanas, lo lleva todo en rojo clavel; eso es suyo, ojo 😉',
        {},
        partner('rojo clavel'),
      ],
    ],
    forget: { kind: 'avoid', value: 'peinetas y claveles', text: 'Olvida lo de las peinetas y claveles, anda.' },
  },
  {
    lang: 'es',
    writer: { role: 'dueño de una empresa de mudanzas', manner: 'práctico, escribe rápido y sin tildes a veces' },
    says: [
      [
        1,
        'Hola, soy Bruno Ledesma, de Mudanzas Ledesma Hermanos. Quiero rotular los camiones.',
        { name: 'Bruno Ledesma', company: 'Mudanzas Ledesma Hermanos' },
      ],
      [1, 'Color amarillo pollito chillón, el de siempre', { colour: 'amarillo pollito chillón' }],
      [
        2,
        'Tipografía: Holtwood One SC Regular. «La Bebas de la foto», dices: es la de mi hermano Raúl, que tiene una cerrajería, no tiene nada que ver.',
        { font: 'Holtwood One SC Regular' },
        partner('Bebas'),
      ],
      [2, 'Formato: lona de 3×1 metros, la del lateral.', { format: 'lona de 3×1 metros' }],
      [3, 'Evita cajas de cartón apiladas, parece que vendemos cajas.', { avoid: 'cajas de cartón apiladas' }],
      [
        3,
        '«Mudanzas Ledesma, amarillo pollito chillón y una flecha verde» — la flecha verde no, eso te lo has inventado. Y el amarillo ya no va: cambiamos a azul grúa, como los camiones nuevos.',
        { colour: 'azul grúa' },
        assumed('flecha verde'),
      ],
      [
        4,
        'Para la campaña de Black Friday, solo esta: negro con letras blancas.',
        { oneOff: 'negro con letras blancas' },
      ],
    ],
    forget: { kind: 'font', value: 'Holtwood One SC Regular', text: 'Olvidate de la Holtwood One SC Regular.' },
  },
  {
    lang: 'es',
    writer: { role: 'heladera artesana en Alicante', manner: 'amable, algo despistada' },
    says: [
      [
        1,
        'Hola, me llamo Lucía Ferrández y tengo la Heladería La Nevera de Lucía. Quiero una carta de sabores.',
        { name: 'Lucía Ferrández', company: 'Heladería La Nevera de Lucía' },
      ],
      [
        1,
        'Color: pistacho de Bronte. Y la letra, Pacifico Regular.',
        { colour: 'pistacho de Bronte', font: 'Pacifico Regular' },
      ],
      [
        2,
        'Norma de la casa, vale para todo el equipo que te pida cosas: cero conos de plástico en las fotos.',
        { avoid: 'conos de plástico' },
      ],
      [2, 'La carta la quiero en A4 apaisado en cartulina.', { format: 'A4 apaisado en cartulina' }],
      [
        3,
        'Ay, repasando lo que me pusiste: «Heladería La Nevera de Lucía». Perdona, que no te lo dije: ahora somos Gelato Ferrández, cambiamos el nombre en marzo.',
        { company: 'Gelato Ferrández' },
      ],
      [
        3,
        '¿«El fondo en el azul del hotel Marina»? No, ese azul turquesa es del hotel, que nos encarga helados para su bufé. Para ellos sí, para mí no.',
        {},
        mix(assumed('azul turquesa'), client('azul turquesa')),
      ],
      [4, 'Solo la carta de Hogueras: rojo fuego y amarillo. Esta vez nada más.', { oneOff: 'rojo fuego y amarillo' }],
      [
        4,
        'Mi marido tiene un bar al lado y lo suyo es el verde oliva; no lo mezcles con lo mío.',
        {},
        partner('verde oliva'),
      ],
    ],
    scopes: { avoid: 'workspace' },
    forget: {
      kind: 'format',
      value: 'A4 apaisado en cartulina',
      text: 'Olvida lo del A4 apaisado en cartulina, por favor.',
    },
  },
  {
    lang: 'es',
    writer: { role: 'veterinaria rural en Albacete', manner: 'seria, muy ordenada' },
    says: [
      [
        1,
        'Buenos días. Soy María José Ortega, de la Clínica Veterinaria Alcaraván. Necesito carteles de vacunación.',
        { name: 'María José Ortega', company: 'Clínica Veterinaria Alcaraván' },
      ],
      [1, 'El color corporativo es verde quirófano lavado.', { colour: 'verde quirófano lavado' }],
      [
        2,
        'Tipografía: Atkinson Hyperlegible Bold. Formato: A3 plastificado.',
        { font: 'Atkinson Hyperlegible Bold', format: 'A3 plastificado' },
      ],
      [
        2,
        'Has contestado «Entendido, nada de perros tristes y el logo del Colegio de Veterinarios». Lo primero bien, lo segundo no: el logo del Colegio no lo quiero.',
        { avoid: 'perros tristes' },
        assumed('logo del Colegio de Veterinarios'),
      ],
      [
        3,
        'Solo para la campaña de la rabia de este mes: amarillo aviso. Luego se vuelve a lo normal.',
        { oneOff: 'amarillo aviso' },
      ],
      [
        4,
        'Una cosa de tu resumen: «María José Ortega». En todo lo que firme pon Majo Ortega, que es como me conoce todo el pueblo.',
        { name: 'Majo Ortega' },
      ],
      [4, 'Gracias.', {}],
      [
        4,
        'La cooperativa ganadera que me contrata quiere sus carteles en marrón tierra; eso es para ellos.',
        {},
        client('marrón tierra'),
      ],
    ],
    forget: { kind: 'avoid', value: 'perros tristes', text: 'Olvida lo de los perros tristes.' },
  },
  {
    lang: 'es',
    writer: { role: 'barbero en el Eixample', manner: 'bromista, mezcla algo de catalán' },
    says: [
      [
        1,
        'Ei! Enric Solé, de la Barberia Can Solé. Quiero una lista de precios para el espejo.',
        { name: 'Enric Solé', company: 'Barberia Can Solé' },
      ],
      [1, 'Color: granate barbería, el del sillón.', { colour: 'granate barbería' }],
      [2, 'Letra: Rye Regular, tipo western.', { font: 'Rye Regular' }],
      [2, 'Nada de postes de barbero, por favor, que es muy americano.', { avoid: 'postes de barbero' }],
      [
        3,
        'Me escribes «Can Solé, granate, y el dorado de tu socio». No, no: el dorado viejo es de Jordi, mi socio, para su local de Gràcia. Aquí solo granate barbería.',
        { colour: 'granate barbería' },
        mix(assumed('dorado viejo'), partner('dorado viejo')),
      ],
      [
        4,
        'Lo de «Rye Regular» que tienes apuntado: ya no. Me cansé del western. Ahora Bungee Shade.',
        { font: 'Bungee Shade' },
      ],
      [4, 'Para Sant Jordi y solo ese día: rojo rosa con verde hoja.', { oneOff: 'rojo rosa con verde hoja' }],
      [4, 'La lista de precios: 40×60 cm. Gràcies!', { format: '40×60 cm' }],
      [
        4,
        'Y el Jordi quiere la Playfair para su local de Gràcia, pero eso ya lo hablas con él.',
        {},
        partner('Playfair'),
      ],
    ],
    forget: { kind: 'format', value: '40×60 cm', text: 'Olvida el 40×60 cm, que cambio el espejo.' },
  },
  {
    lang: 'es',
    writer: { role: 'profesora de yoga con estudio propio', manner: 'calmada, escribe párrafos largos' },
    says: [
      [
        1,
        'Hola, buenas tardes. Soy Ana Belén Cordero y llevo Cordero Yoga Estudio, en Valladolid. Me gustaría preparar contenido para redes durante la semana.',
        { name: 'Ana Belén Cordero', company: 'Cordero Yoga Estudio' },
      ],
      [
        1,
        'Mi color es salvia lavada, y la tipografía Quicksand Medium.',
        { colour: 'salvia lavada', font: 'Quicksand Medium' },
      ],
      [2, 'Todo en cuadrado 1080, por favor.', { format: 'cuadrado 1080' }],
      [
        2,
        'Sobre lo que me resumes, «salvia lavada y fotos de posturas difíciles»: el color sí; las posturas difíciles justo lo contrario, evítalas, que asustan a la gente.',
        { colour: 'salvia lavada', avoid: 'posturas difíciles' },
      ],
      [
        3,
        'Una alumna, que tiene una tienda de velas, me pidió un post compartido en terracota quemada; eso es cosa suya, para su post. Y solo en ese post conjunto, quiero el fondo beige arena de duna.',
        { oneOff: 'beige arena de duna' },
        client('terracota quemada'),
      ],
      [
        4,
        'Dices «cuadrado 1080 para todo». Ya no me sirve: a partir de ahora carrusel 4:5, que se ve mejor en el móvil.',
        { format: 'carrusel 4:5' },
      ],
      [4, '¿Que si «pongo el mandala de tu logo antiguo»? No, gracias, eso ya no existe.', {}, assumed('mandala')],
      [4, 'Mi socia del estudio prefiere todo en lila pastel, pero eso es cosa suya.', {}, partner('lila pastel')],
    ],
    forget: { kind: 'avoid', value: 'posturas difíciles', text: 'Olvida lo de las posturas difíciles.' },
  },
  {
    lang: 'es',
    writer: { role: 'parrillero argentino con restaurante en Madrid', manner: 'charlatán, voseo' },
    says: [
      [
        1,
        '¡Qué tal, che! Gonzalo Pereyra, tengo la parrilla El Quincho de Gonzalo en Chamberí. Necesito la carta y unos posteos.',
        { name: 'Gonzalo Pereyra', company: 'El Quincho de Gonzalo' },
      ],
      [1, 'Me preguntaste «¿y el color?»: marrón quebracho, como la madera.', { colour: 'marrón quebracho' }],
      [2, 'Tipografía: Smokum Regular, ¿viste? La de cartel de pulpería.', { font: 'Smokum Regular' }],
      [2, 'La carta, formato tabla 30×45, que va en tablas de madera.', { format: 'tabla 30×45' }],
      [2, 'Evitá fotos de vacas pastando, que a la gente le da cosa.', { avoid: 'fotos de vacas pastando' }],
      [
        3,
        'Mirá lo que me pusiste: «nada de vacas, y celeste y blanco para todo». Lo de celeste y blanco no, eso es de la parrilla de mi primo en Lavapiés. Y ahora que lo pienso, las vacas dejalas, ya no me molestan; lo que no quiero son banderas argentinas, que es un cliché.',
        { avoid: 'banderas argentinas' },
        mix(assumed('celeste y blanco'), partner('celeste y blanco')),
      ],
      [4, 'Para el Día del Padre, solo ese finde: verde botella y dorado.', { oneOff: 'verde botella y dorado' }],
    ],
    forget: { kind: 'font', value: 'Smokum Regular', text: 'Olvidate de la Smokum Regular, che.' },
  },
];
