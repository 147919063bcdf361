/**
 * B11h13's people writing English and Spanish (`harder13-people.ts`): people who write in structured
 * fragments of their own — lists, "key: value" lines, arrows, headers, emoji bullets, their own notes
 * pasted in. Values as the person types them.
 */
import { client, mix, partner, rival, unreal, type Draft, type Pools } from './harder13-types';

export const EN13: Draft[] = [
  {
    lang: 'en',
    writer: { role: 'a plant-shop owner in Bristol pasting from her phone notes', layout: 'key: value lines, arrows' },
    says: [
      [
        1,
        "brand stuff for my shop, copying straight from my notes app:\n\nname: Tamsin Fairley\nbiz: Fairley & Fern (plant shop, Bristol)\ncolour → harbour petrol\n\nthat's the basics",
        { name: 'Tamsin Fairley', company: 'Fairley & Fern', colour: 'harbour petrol' },
      ],
      [1, 'oh and\nfont: Young Serif Regular, headings + prices', { font: 'Young Serif Regular' }],
      [
        2,
        'wants / don’t wants:\n- square IG tiles, always\n- NO clip art leaves pls\n- competitor down the road: Leafy Lane, all lime green 🙄 not us',
        { format: 'square IG tiles', avoid: 'clip art leaves' },
        rival('Leafy Lane', 'lime green'),
      ],
      [3, "(only for the Mother's Day flyer: blush + copper)", { oneOff: 'blush + copper' }],
      [
        4,
        'update:\n- colour → moss teal, not harbour petrol any more\n- everything else same',
        { colour: 'moss teal' },
      ],
      [
        4,
        "my sister's shop: Pip's Pantry → mustard yellow. hers, keep it off my stuff",
        {},
        partner("Pip's Pantry", 'mustard yellow'),
      ],
    ],
    forget: { kind: 'font', value: 'Young Serif Regular', text: 'pls forget the Young Serif Regular note, scrap it' },
  },
  {
    lang: 'en',
    writer: {
      role: 'a bike mechanic in Leeds who writes markdown out of habit',
      layout: 'markdown headers, numbered lists',
    },
    says: [
      [
        1,
        '## about me\n* Ollie Stratton\n* Stratton Cycles — repairs + refurbs, Leeds\n* colour: hi-vis tangerine',
        { name: 'Ollie Stratton', company: 'Stratton Cycles', colour: 'hi-vis tangerine' },
      ],
      [1, 'type: Big Shoulders Display Black everywhere (posters + stickers)', { font: 'Big Shoulders Display Black' }],
      [2, 'formats 👇\n1. A3 portrait PDF\n2. that’s it really', { format: 'A3 portrait PDF' }],
      [
        2,
        '## avoid\n- chrome gradients\n- client this week (Hilltop Harriers running club) wants royal purple but that’s THEIR kit, not my brand',
        { avoid: 'chrome gradients' },
        client('Hilltop Harriers', 'royal purple'),
      ],
      [
        3,
        '🔧 one-off → 10th-birthday sale banner can go black + chequered, just that one',
        { oneOff: 'black + chequered' },
      ],
      [4, 'edit to my notes: colour = gearbox green now. hi-vis tangerine is retired', { colour: 'gearbox green' }],
    ],
    forget: { kind: 'format', value: 'A3 portrait PDF', text: 'forget the A3 portrait PDF thing please' },
  },
  {
    lang: 'en',
    writer: { role: 'a risograph zine printer in Leicester', layout: 'em-dash pairs, pipes, a struck-through list' },
    says: [
      [
        1,
        'Name — Priya Lakhani\nStudio — Tiffin Tin Press (riso zines)\nColour — saffron ink',
        { name: 'Priya Lakhani', company: 'Tiffin Tin Press', colour: 'saffron ink' },
      ],
      [1, 'fonts | Anonymous Pro for body, nothing fancy', { font: 'Anonymous Pro' }],
      [
        2,
        'studio rule, for everyone here: files as print-ready spreads w/ 3mm bleed',
        { format: 'print-ready spreads' },
      ],
      [
        2,
        '- no bevelled drop shadows\n- none\n- seriously, no bevelled drop shadows',
        { avoid: 'bevelled drop shadows' },
      ],
      [3, '[only for the Diwali zine cover: marigold + magenta]', { oneOff: 'marigold + magenta' }],
      [
        4,
        'notes v2\ncolour: tomato riso (saffron ink looked muddy on the drum)\nrest unchanged',
        { colour: 'tomato riso' },
      ],
      [
        4,
        'collab partner (Grainhaus, Berlin) — their palette is cobalt + pink, that’s theirs, not ours',
        {},
        partner('Grainhaus', 'cobalt + pink'),
      ],
    ],
    scopes: { format: 'workspace' },
    forget: {
      kind: 'avoid',
      value: 'bevelled drop shadows',
      text: 'you can forget what I said about bevelled drop shadows',
    },
  },
  {
    lang: 'en',
    writer: { role: 'a joiner in Fife who tags everything', layout: 'hashtags, arrows, caps' },
    says: [
      [
        1,
        '#me #brand\nme: Hamish Orr\nco: Orr & Daughters Joinery\nbrand colour: oak brown',
        { name: 'Hamish Orr', company: 'Orr & Daughters Joinery', colour: 'oak brown' },
      ],
      [1, '#font → Newsreader Display Italic (my daughter picked it)', { font: 'Newsreader Display Italic' }],
      [
        2,
        'deliverables:\n• Facebook cover 820x312\n• (competitor Dunmore Kitchens is all slate grey — don’t copy)',
        { format: 'Facebook cover 820x312' },
        rival('Dunmore Kitchens', 'slate grey'),
      ],
      [2, "#DONT cartoon hammers. house rule, for the whole crew's stuff", { avoid: 'cartoon hammers' }],
      [3, 'update → colour is walnut stain now, not oak brown', { colour: 'walnut stain' }],
      [4, 'one-off: open day poster only → sawdust yellow', { oneOff: 'sawdust yellow' }],
      [4, "#notmine wife's pottery stall (Clay & Kiln) = terracotta, hers", {}, partner('Clay & Kiln', 'terracotta')],
    ],
    scopes: { avoid: 'workspace' },
    forget: {
      kind: 'font',
      value: 'Newsreader Display Italic',
      text: 'drop the Newsreader Display Italic bit, forget it',
    },
  },
  {
    lang: 'en',
    writer: { role: 'a candle maker selling on Etsy', layout: 'dashed frames, ❌ bullets' },
    says: [
      [
        1,
        'quick profile\n---\nname: Bea Okafor\ncompany: Lantern Lane Candles\ncolour: smoky amber\n---',
        { name: 'Bea Okafor', company: 'Lantern Lane Candles', colour: 'smoky amber' },
      ],
      [1, 'headings - Gloock Regular / body - Karla', { font: 'Gloock Regular' }],
      [2, 'want: Etsy listing images, 2000px square', { format: 'Etsy listing images' }],
      [
        2,
        '❌ glitter textures\n❌ anything like Yankee Candle (competitor: red + cream labels)',
        { avoid: 'glitter textures' },
        rival('Yankee Candle', 'red + cream'),
      ],
      [3, '(halloween batch only: pumpkin orange labels)', { oneOff: 'pumpkin orange labels' }],
      [
        4,
        'UPDATE company name → Emberly Candle Co. (Lantern Lane Candles was taken)',
        { company: 'Emberly Candle Co.' },
      ],
    ],
    forget: { kind: 'format', value: 'Etsy listing images', text: 'forget the Etsy listing images request' },
  },
  {
    lang: 'en',
    writer: { role: 'a record-shop owner in Glasgow', layout: 'indented key/value blocks' },
    says: [
      [
        1,
        'me:\n  Jo Castellan\nshop:\n  Castellan Records\nhouse colour:\n  vinyl black',
        { name: 'Jo Castellan', company: 'Castellan Records', colour: 'vinyl black' },
      ],
      [1, 'font > Bowlby One SC. all caps.', { font: 'Bowlby One SC' }],
      [2, 'need: 12-inch sleeve mockups', { format: '12-inch sleeve mockups' }],
      [2, 'pls no:\n  neon lightning bolts', { avoid: 'neon lightning bolts' }],
      [3, "name fix: it's Joanna Castellan on anything printed (Jo is just for mates)", { name: 'Joanna Castellan' }],
      [3, 'only for record store day → gold foil stickers', { oneOff: 'gold foil stickers' }],
      [
        4,
        "friend's label: Wax Moth Tapes → all pastel lilac. theirs, not mine",
        {},
        partner('Wax Moth Tapes', 'pastel lilac'),
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'neon lightning bolts',
      text: 'ignore the neon lightning bolts note now, forget it',
    },
  },
  {
    lang: 'en',
    writer: { role: 'a dentist who pastes a spreadsheet row', layout: 'pipe-separated row, arrows' },
    says: [
      [
        1,
        'Name: Marisol Dean | Co: Dean Street Dental | Colour: mint enamel',
        { name: 'Marisol Dean', company: 'Dean Street Dental', colour: 'mint enamel' },
      ],
      [1, 'font: Varela Round Regular (rounded, friendly)', { font: 'Varela Round Regular' }],
      [2, '— A5 appointment cards, double-sided', { format: 'A5 appointment cards' }],
      [
        2,
        'avoid ➜ cartoon teeth with faces\nclient of ours (Beacon Ortho) loves them, not me',
        { avoid: 'cartoon teeth' },
        client('Beacon Ortho'),
      ],
      [
        3,
        'font update: Varela Round Regular → Hanken Grotesk Medium, reads better at small sizes',
        { font: 'Hanken Grotesk Medium' },
      ],
      [
        4,
        '(xmas card only: holly red + silver)\nthe practice next door does blue snowflakes every year, not that',
        { oneOff: 'holly red + silver' },
        rival('blue snowflakes'),
      ],
    ],
    forget: { kind: 'format', value: 'A5 appointment cards', text: 'you can forget the A5 appointment cards' },
  },
  {
    lang: 'en',
    writer: { role: 'a beekeeper in Somerset', layout: '📌 bullets' },
    says: [
      [
        1,
        '📌 Kit Hollis\n📌 Hollis Hives (honey + wax)\n📌 colour: heather honey',
        { name: 'Kit Hollis', company: 'Hollis Hives', colour: 'heather honey' },
      ],
      [1, '📌 font: Gentium Book Plus Italic', { font: 'Gentium Book Plus Italic' }],
      [2, 'formats:\n📌 jar labels 60x90mm', { format: 'jar labels 60x90mm' }],
      [2, 'nope list:\n- bees with cartoon eyes', { avoid: 'bees with cartoon eyes' }],
      [3, 'edit: labels 70x100mm round-corner now, not 60x90mm', { format: 'labels 70x100mm round-corner' }],
      [
        3,
        "farm shop that stocks us wants kraft brown on their shelf cards — their call\nmy mum's jam (Nan's Preserves) = gingham red, also not mine",
        {},
        mix(client('kraft brown'), partner("Nan's Preserves", 'gingham red')),
      ],
      [4, '[one time: christmas hamper tag in pine green]', { oneOff: 'pine green' }],
    ],
    forget: { kind: 'avoid', value: 'bees with cartoon eyes', text: 'forget the bees with cartoon eyes thing' },
  },
  {
    lang: 'en',
    writer: { role: 'a maths tutor who keeps a client sheet on himself', layout: 'numbered list, strikethrough' },
    says: [
      [
        1,
        'client sheet (for myself lol):\nName: Dev Arora\nBusiness: Arora Tutoring\nColour: chalkboard green',
        { name: 'Dev Arora', company: 'Arora Tutoring', colour: 'chalkboard green' },
      ],
      [1, 'font = Andika Bold', { font: 'Andika Bold' }],
      [
        2,
        '1) LinkedIn banners\n2) avoid stock photos of graduation caps',
        { format: 'LinkedIn banners', avoid: 'graduation caps' },
      ],
      [3, 'only this once → exam-season poster in highlighter yellow', { oneOff: 'highlighter yellow' }],
      [
        4,
        'avoid list updated:\n~~graduation caps~~\n→ lightbulb icons (everyone uses them)',
        { avoid: 'lightbulb icons' },
      ],
      [
        4,
        'competitor: Brightpath → navy + gold\ncousin’s agency (Kite Minds) → teal\nneither is mine',
        {},
        mix(rival('Brightpath', 'navy + gold'), partner('Kite Minds')),
      ],
    ],
    forget: { kind: 'font', value: 'Andika Bold', text: 'forget Andika Bold pls' },
  },
];

export const ES13: Draft[] = [
  {
    lang: 'es',
    writer: { role: 'una panadera de Cáceres con sus notas del móvil', layout: 'guiones y flechas' },
    says: [
      [
        1,
        'datos de mi marca:\n- nombre: Lucía Berrocal\n- negocio: Horno Berrocal\n- color → teja tostada',
        { name: 'Lucía Berrocal', company: 'Horno Berrocal', colour: 'teja tostada' },
      ],
      [1, 'tipografía: Hepta Slab Light, solo esa', { font: 'Hepta Slab Light' }],
      [
        2,
        'formatos → historias de Instagram 9:16\nevitar: dibujos de trigo animados\nla panadería de enfrente (La Espiga): todo azul cielo, no somos ellos',
        { format: 'historias de Instagram 9:16', avoid: 'dibujos de trigo animados' },
        rival('La Espiga', 'azul cielo'),
      ],
      [3, '(solo para el cartel de Reyes: rosa roscón con dorado)', { oneOff: 'rosa roscón con dorado' }],
      [4, 'actualización: color → pan quemado, ya no teja tostada', { colour: 'pan quemado' }],
      [4, 'mi hermana: floristería Amapola → verde oliva. es lo suyo', {}, partner('Amapola', 'verde oliva')],
    ],
    forget: { kind: 'font', value: 'Hepta Slab Light', text: 'olvida lo de la Hepta Slab Light, porfa' },
  },
  {
    lang: 'es',
    writer: {
      role: 'un sidrero de Astigarraga que pega una fila de su hoja de cálculo',
      layout: 'barras verticales, flechas',
    },
    says: [
      [
        1,
        'Nombre: Iker Zubiri | Empresa: Sidrería Zubiri | Color: verde sagardoa',
        { name: 'Iker Zubiri', company: 'Sidrería Zubiri', colour: 'verde sagardoa' },
      ],
      [1, 'letra ➜\nRammetto One Regular (títulos)', { font: 'Rammetto One Regular' }],
      [2, 'formato: carteles A2 en vertical', { format: 'carteles A2 en vertical' }],
      [
        2,
        'NO:\n• txapelas de dibujito\n• el cliente del txoko (Txoko Gure) quiere granate, eso es para ellos',
        { avoid: 'txapelas de dibujito' },
        client('Txoko Gure', 'granate'),
      ],
      [3, '📝 solo esta vez → menú de San Fermín en rojo pañuelo', { oneOff: 'rojo pañuelo' }],
      [4, 'cambio en mis notas: color = verde pomarada, no verde sagardoa', { colour: 'verde pomarada' }],
    ],
    forget: { kind: 'format', value: 'carteles A2 en vertical', text: 'lo de los carteles A2 en vertical, olvídalo' },
  },
  {
    lang: 'es',
    writer: { role: 'una tatuadora de Bogotá', layout: 'encabezado con almohadilla, flechas' },
    says: [
      [
        1,
        '# mi estudio\nyo: Valentina Roa\nestudio: Tinta Roa Tattoo\ncolor: negro tinta china',
        { name: 'Valentina Roa', company: 'Tinta Roa Tattoo', colour: 'negro tinta china' },
      ],
      [1, 'fuente → UnifrakturCook Bold', { font: 'UnifrakturCook Bold' }],
      [2, 'quiero:\n→ posts de carrusel 4:5', { format: 'posts de carrusel 4:5' }],
      [2, '- nada de calaveras con rosas, por favor 🙏', { avoid: 'calaveras con rosas' }],
      [3, '(solo para el flash de Halloween: morado veneno)', { oneOff: 'morado veneno' }],
      [4, 'corrijo mis notas: color → rojo óxido (el negro tinta china no se ve en IG)', { colour: 'rojo óxido' }],
      [
        4,
        '#no_es_mío estudio de mi socio en Medellín: Aguja Fina → turquesa. es suyo, no mío',
        {},
        partner('Aguja Fina', 'turquesa'),
      ],
    ],
    forget: { kind: 'avoid', value: 'calaveras con rosas', text: 'olvida lo de las calaveras con rosas' },
  },
  {
    lang: 'es',
    writer: { role: 'el dueño de una cafetería en Valladolid', layout: 'lista numerada, igual' },
    says: [
      [
        1,
        'Apuntes:\n1. Me llamo Rodrigo Salas\n2. Cafetería La Tostadora\n3. Color: marrón cortado',
        { name: 'Rodrigo Salas', company: 'La Tostadora', colour: 'marrón cortado' },
      ],
      [1, 'tipo de letra: Rozha One Regular', { font: 'Rozha One Regular' }],
      [2, 'formato → menú en pizarra A1', { format: 'menú en pizarra A1' }],
      [
        2,
        'norma de la casa (vale para todo el equipo): nada de tazas humeantes de stock',
        { avoid: 'tazas humeantes de stock' },
      ],
      [3, 'actualizo: color = crema de leche, ya no marrón cortado', { colour: 'crema de leche' }],
      [4, 'solo para San Valentín → rosa piruleta de fresa', { oneOff: 'rosa piruleta de fresa' }],
      [
        4,
        'competencia:\n- el Starbucks de la esquina, verde sirena\n- ni de broma',
        {},
        rival('Starbucks', 'verde sirena'),
      ],
    ],
    scopes: { avoid: 'workspace' },
    forget: { kind: 'font', value: 'Rozha One Regular', text: 'olvida la Rozha One Regular' },
  },
  {
    lang: 'es',
    writer: { role: 'una quesera de La Mancha', layout: 'rayas y barras' },
    says: [
      [
        1,
        'nombre — Carmela Ibáñez\nempresa — Quesos Ibáñez\ncolor — amarillo cera',
        { name: 'Carmela Ibáñez', company: 'Quesos Ibáñez', colour: 'amarillo cera' },
      ],
      [1, 'tipografía | Gelasio SemiBold', { font: 'Gelasio SemiBold' }],
      [2, 'formato: etiquetas redondas de 8 cm', { format: 'etiquetas redondas de 8 cm' }],
      [
        2,
        'evitar ❌ vacas sonrientes\n(la quesería del pueblo de al lado, El Cencerro, usa verde prado — suyo)',
        { avoid: 'vacas sonrientes' },
        rival('El Cencerro', 'verde prado'),
      ],
      [4, 'cambio de nombre → Quesería Valle Ibáñez (antes Quesos Ibáñez)', { company: 'Quesería Valle Ibáñez' }],
      [4, '[solo la feria de abril: rojo lunares]', { oneOff: 'rojo lunares' }],
    ],
    forget: { kind: 'format', value: 'etiquetas redondas de 8 cm', text: 'olvida las etiquetas redondas de 8 cm' },
  },
  {
    lang: 'es',
    writer: { role: 'un ferretero de Zaragoza', layout: 'emojis como viñetas' },
    says: [
      [
        1,
        '👤 Nacho Ferrán\n🏪 Ferretería El Clavo\n🎨 azul mono de trabajo',
        { name: 'Nacho Ferrán', company: 'Ferretería El Clavo', colour: 'azul mono de trabajo' },
      ],
      [1, '👉 letra: Antonio', { font: 'Antonio' }],
      [2, '👉 formato: folleto tríptico', { format: 'folleto tríptico' }],
      [2, '👉 fuera: martillos de clipart', { avoid: 'martillos de clipart' }],
      [3, '✏️ corrección nombre:\nIgnacio Ferrán (Nacho es para los amigos)', { name: 'Ignacio Ferrán' }],
      [3, '(solo el Black Friday: negro y amarillo chillón)', { oneOff: 'negro y amarillo chillón' }],
      [
        4,
        'cliente grande: Reformas Duero → pide gris cemento para su valla. es suyo',
        {},
        client('Reformas Duero', 'gris cemento'),
      ],
    ],
    forget: { kind: 'avoid', value: 'martillos de clipart', text: 'lo de los martillos de clipart, bórralo, olvídalo' },
  },
  {
    lang: 'es',
    writer: { role: 'una profe de surf en Zarautz', layout: 'guiones, un párrafo suelto' },
    says: [
      [
        1,
        'Nombre: Maite Olabarria\nNegocio: Olas Surf Eskola\nColor: verde espuma',
        { name: 'Maite Olabarria', company: 'Olas Surf Eskola', colour: 'verde espuma' },
      ],
      [1, 'fuente: Kodchasan', { font: 'Kodchasan' }],
      [2, '- reels verticales de 15 s', { format: 'reels verticales de 15 s' }],
      [
        2,
        '- nada de tablas con llamas\n- la escuela rival (Marea Alta) = naranja flúor, que no se parezca',
        { avoid: 'tablas con llamas' },
        rival('Marea Alta', 'naranja flúor'),
      ],
      [3, 'fuente → Fredoka SemiBold, la de antes quedaba flojita', { font: 'Fredoka SemiBold' }],
      [4, '(solo este verano, el cartel del campamento: amarillo sol)', { oneOff: 'amarillo sol' }],
    ],
    forget: { kind: 'format', value: 'reels verticales de 15 s', text: 'olvida lo de los reels verticales de 15 s' },
  },
  {
    lang: 'es',
    writer: { role: 'un porteño que vende mates', layout: 'ficha con signos igual' },
    says: [
      [
        1,
        'ficha:\nnombre = Benjamín Acosta\nmarca = Mate y Mar\ncolor = verde mate cocido',
        { name: 'Benjamín Acosta', company: 'Mate y Mar', colour: 'verde mate cocido' },
      ],
      [1, 'letra = Spectral Light', { font: 'Spectral Light' }],
      [2, 'formato = PDF A4 horizontal', { format: 'PDF A4 horizontal' }],
      [2, 'evitar = gauchos caricaturizados', { avoid: 'gauchos caricaturizados' }],
      [3, 'editado: formato → PDF cuadrado 20x20, ya no el A4 horizontal', { format: 'PDF cuadrado 20x20' }],
      [
        3,
        'mi viejo tiene la parrilla Don Tito, todo bordó — eso es de él\nsi fuéramos un banco seríamos gris plomo, jaja',
        {},
        mix(partner('Don Tito', 'bordó'), unreal('gris plomo')),
      ],
      [4, '** solo para el Día del Padre: celeste y blanco **', { oneOff: 'celeste y blanco' }],
    ],
    forget: { kind: 'avoid', value: 'gauchos caricaturizados', text: 'olvidate de los gauchos caricaturizados' },
  },
  {
    lang: 'es',
    writer: { role: 'una librera de Granada', layout: 'barras, comillas angulares' },
    says: [
      [
        1,
        'Clara Meléndez / Librería Punto y Coma / color: azul tinta',
        { name: 'Clara Meléndez', company: 'Librería Punto y Coma', colour: 'azul tinta' },
      ],
      [1, 'tipografía → Cardo Italic', { font: 'Cardo Italic' }],
      [
        2,
        'formatos:\n> marcapáginas 5x20\n> nada de búhos con gafas',
        { format: 'marcapáginas 5x20', avoid: 'búhos con gafas' },
      ],
      [3, '[solo para Sant Jordi: rojo rosa y verde tallo]', { oneOff: 'rojo rosa y verde tallo' }],
      [
        4,
        'lista de evitar (nueva):\n~búhos con gafas~\n→ pilas de libros de stock',
        { avoid: 'pilas de libros de stock' },
      ],
      [
        4,
        'la editorial que nos visita (Ediciones Faro) quiere amarillo faro en sus carteles — cosa suya',
        {},
        client('Ediciones Faro', 'amarillo faro'),
      ],
    ],
    forget: { kind: 'font', value: 'Cardo Italic', text: 'olvida lo de la Cardo Italic' },
  },
];

export const EN13_POOLS: Pools = {
  ask: {
    name: ['Who should the invoice be made out to?', 'How do I sign off when I write back to this person?'],
    company: ['What goes on the shop sign?', 'Whose label is this for, what do they trade as?'],
    colour: ['Which shade do we use for their stuff?', 'What should the background tone be on their new print?'],
    font: ['Which lettering do they set headings in?', 'What type goes on the headlines?'],
    format: ['What shape or size should I deliver in?', 'How do they want the files handed over?'],
    avoid: ['What should I keep out of the design?', 'Which kind of imagery do they not want?'],
  },
  guesses: ['duck-egg blue', 'faded coral', 'storm-cloud grey', 'charcoal slate', 'pale lavender', 'ochre gold'],
};

export const ES13_POOLS: Pools = {
  ask: {
    name: ['¿A nombre de quién va la factura?', '¿Cómo se llama la persona con la que trato?'],
    company: ['¿Qué pone en el rótulo del local?', '¿Cómo se llama el negocio?'],
    colour: ['¿Qué tono usamos en sus piezas?', '¿De qué tono va el fondo de lo nuevo?'],
    font: ['¿Con qué letra van los titulares?', '¿Qué tipo usamos en los títulos?'],
    format: ['¿En qué tamaño o medida entrego?', '¿Cómo quiere recibir los archivos?'],
    avoid: ['¿Qué no debe salir en el diseño?', '¿Qué imágenes no quiere ver?'],
  },
  guesses: [
    'verde botella',
    'rosa salmón pálido',
    'gris ratón',
    'ocre terroso',
    'azul acero pálido',
    'burdeos apagado',
  ],
};
