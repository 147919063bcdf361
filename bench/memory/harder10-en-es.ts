/**
 * B11h10's English and Spanish people (`harder10-people.ts`): voice notes as the phone's
 * speech-to-text wrote them down — fillers, no or wrong punctuation, words misheard, a value taken
 * back mid-sentence, someone else in the room. Values as the phone wrote them.
 */
import { client, heard, mix, pic, rival, slip, unreal, type Draft, type Pools } from './harder10-types';

export const EN10: Draft[] = [
  {
    lang: 'en',
    dictated: { app: 'iOS dictation', while: 'driving to the farmers market' },
    says: [
      [
        1,
        'hey so um Im driving so excuse the voice thing its Dani by the way from Little Fern Pottery we do the mugs at the farmers market on saturdays',
        { name: 'Dani', company: 'Little Fern Pottery' },
      ],
      [
        1,
        'so yeah what I need is a little poster for the stall. with like a stack of mugs and a fern leaf',
        {},
        pic('stack of mugs'),
      ],
      [
        1,
        'our colour is sort of a navy no sorry not navy its pond weed green a deep pond weed green thats the one on the stamps',
        { colour: 'pond weed green' },
        slip('navy'),
      ],
      [
        2,
        'um the font we always use is Gowun Batang the app probably wrote that wrong its go one like the number and batang b a t a n g',
        { font: 'Gowun Batang' },
      ],
      [
        2,
        'um just for the christmas market flyer can we do it in cranberry and gold only that one its for the Little Fern Pottery stall',
        { oneOff: 'cranberry and gold', company: 'Little Fern Pottery' },
      ],
      [
        2,
        'my sisters here shes saying her shop is all lavender haze and she wants one too no Becca thats your thing not mine',
        {},
        heard('lavender haze'),
      ],
      [3, 'ok also send me stuff as square posts for instagram. thats what I post always', { format: 'square posts' }],
      [3, 'and please no clip art flowers they look so cheap um yeah', { avoid: 'clip art flowers' }],
      [
        4,
        'update on the colour we actually went a bit lighter its lichen grey now not pond weed anymore the new glaze came out that way',
        { colour: 'lichen grey' },
      ],
      [
        4,
        'if we ever opened a café Id paint it all terracotta but thats a dream haha anyway Dani from Little Fern Pottery signing off',
        { name: 'Dani', company: 'Little Fern Pottery' },
        unreal('terracotta'),
      ],
    ],
    forget: {
      kind: 'font',
      value: 'Gowun Batang',
      text: 'um actually forget what I said about the font ignore that whole batang thing',
    },
  },
  {
    lang: 'en',
    dictated: { app: 'Gboard voice typing', while: 'in the grooming van between dogs' },
    says: [
      [
        1,
        'hi this is Fergus um my business is Sods and Tails mobile dog grooming Im in the van between dogs so sorry if this is all over the place',
        { name: 'Fergus', company: 'Sods and Tails' },
      ],
      [
        1,
        'so yeah need a flyer with a fluffy doodle in a bathtub full of bubbles',
        {},
        pic('fluffy doodle in a bathtub'),
      ],
      [
        1,
        'colours are um turquoise no hang on bright aqua and white. always bright aqua thats the van',
        { colour: 'bright aqua' },
        slip('turquoise'),
      ],
      [
        2,
        'yeah no hold on the lady here is saying her spaniels groomer uses hot pink for everything, thats not us',
        {},
        heard('hot pink'),
      ],
      [
        2,
        'ok so the font on the van is Chango that chunky seventies one and only for the summer discount flyer make the price huge in sunshine yellow just this once',
        { font: 'Chango', oneOff: 'sunshine yellow' },
      ],
      [
        3,
        'just saw the app wrote Sods and Tails lol its Suds and Tails with a u like soap suds sorry',
        { company: 'Suds and Tails' },
      ],
      [3, 'I want stuff as A5 flyers I print them at the library for like ten p each', { format: 'A5 flyers' }],
      [4, 'oh and no cartoon paw prints everywhere everybody does that', { avoid: 'cartoon paw prints' }],
      [
        4,
        'if I was a cat groomer Id go full purple but Im not so. and for my mate Kevs kennel hes got a job he wants his logo Kevs Kennels in forest green',
        {},
        mix(unreal('full purple'), client('Kevs Kennels', 'forest green')),
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'cartoon paw prints',
      text: 'forget the paw print thing I said actually I dont mind them',
    },
  },
  {
    lang: 'en',
    dictated: { app: 'iOS dictation', while: 'walking to the studio' },
    says: [
      [
        1,
        'ok so hi its Anushka from Loft Forty Yoga doing this on a walk so bear with me the studio colours are warm clay and cream',
        { name: 'Anushka', company: 'Loft Forty Yoga', colour: 'warm clay' },
      ],
      [
        1,
        'um need a poster for the sunrise class with someone in tree pose on a rooftop',
        {},
        pic('tree pose on a rooftop'),
      ],
      [
        2,
        'fonts we use Poppins no sorry thats the gym I teach at ours is Trocchi for everything um yeah Trocchi',
        { font: 'Trocchi' },
        slip('Poppins'),
      ],
      [
        2,
        'uh no stock photos of thin women in white leggings please its not our vibe at all',
        { avoid: 'thin women in white leggings' },
      ],
      [
        2,
        'right so just for the charity class flyer lets do it in teal and silver. one time only',
        { oneOff: 'teal and silver' },
      ],
      [3, 'ok my name keeps coming out wrong its Anoushka with an o a n o u s h k a', { name: 'Anoushka' }],
      [
        3,
        'my partner is shouting from the kitchen that his gym uses electric blue ignore him',
        {},
        heard('electric blue'),
      ],
      [
        3,
        'so yeah stories format please nine sixteen vertical stories thats where people see us',
        { format: 'vertical stories' },
      ],
      [
        4,
        'thinking about it if we rebrand one day maybe sunflower yellow but not now. the warm clay stays',
        { colour: 'warm clay' },
        unreal('sunflower yellow'),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'vertical stories',
      text: 'can you forget the bit about the stories format Ill decide that later',
    },
  },
  {
    lang: 'en',
    dictated: { app: 'Gboard voice typing', while: 'proofing dough' },
    scopes: { format: 'workspace' },
    says: [
      [
        1,
        'yo its Theo from Halfmoon Bagel Co dictating this while proofing dough so um yeah. our orange is hashtag F28C28 thats the exact one',
        { name: 'Theo', company: 'Halfmoon Bagel Co', colour: 'F28C28' },
      ],
      [
        1,
        'uh I need a menu board graphic with an everything bagel with lox split open',
        {},
        pic('everything bagel with lox'),
      ],
      [2, 'headline font is Tilt Warp body whatever you like', { font: 'Tilt Warp' }],
      [
        2,
        'right so Sal from the deli next door just walked in he says his colour is mustard and I should copy him no thanks Sal',
        {},
        heard('mustard'),
      ],
      [
        2,
        'oh and for the saturday pop up only use a chalkboard look not for anything else',
        { oneOff: 'chalkboard look' },
      ],
      [3, 'update the orange. printer says F28C28 goes muddy so were on hashtag FF7A00 now', { colour: 'FF7A00' }],
      [
        3,
        'house rule menus always go out as portrait no landscape landscape PDFs for all of us here',
        { format: 'landscape PDFs' },
        slip('portrait'),
      ],
      [
        4,
        'and no fake handwritten fonts hate those. imagine if we did a pink bagel for valentines haha bubblegum pink no way',
        { avoid: 'fake handwritten fonts' },
        unreal('bubblegum pink'),
      ],
    ],
    forget: { kind: 'font', value: 'Tilt Warp', text: 'scrap what I told you about the headline font just forget it' },
  },
  {
    lang: 'en',
    dictated: { app: 'iOS dictation', while: 'driving the delivery van' },
    says: [
      [
        1,
        'hi its Siobhan S I O B H A N the phone never gets it. I run Wild Bramble Florals, in the van now so our colour is aubergine or no dusky plum sorry dusky plum',
        { name: 'Siobhan', company: 'Wild Bramble Florals', colour: 'dusky plum' },
        slip('aubergine'),
      ],
      [1, 'um poster for the wedding fair with a big peony arch yeah', {}, pic('peony arch')],
      [2, 'right so font is Fanwood Text the app wrote fan wood text whatever you know the one', { font: 'Fanwood' }],
      [
        2,
        'oh and my driver Aidan keeps saying his bands colour is neon green and we should use it, we will not',
        {},
        heard('neon green'),
      ],
      [3, 'so yeah I want everything as print ready PDF with crop marks', { format: 'PDF with crop marks' }],
      [
        3,
        'um just this once for the funeral directors leaflet do it in plain black and white',
        { oneOff: 'plain black and white' },
      ],
      [3, 'and never use holographic glitter ever', { avoid: 'holographic glitter' }],
      [
        4,
        'right so colour change were going for eucalyptus now not dusky plum the plum read too dark on the van',
        { colour: 'eucalyptus' },
      ],
      [
        4,
        'for the Harlow Hotel job they want their own gold and their crest Harlow gold they call it',
        {},
        client('Harlow Hotel', 'Harlow gold'),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'PDF with crop marks',
      text: 'forget what I said about PDFs and crop marks please',
    },
  },
  {
    lang: 'en',
    dictated: { app: 'Gboard voice typing', while: 'between tattoo clients' },
    scopes: { format: 'workspace' },
    says: [
      [
        1,
        'um so yeah Jonah here from Ink and Anchor tattoo dictating between clients. brand colour is bruise purple',
        { name: 'Jonah', company: 'Ink and Anchor', colour: 'bruise purple' },
      ],
      [
        1,
        'oh and flash sheet poster with a swallow and a dagger for friday the thirteenth',
        {},
        pic('swallow and a dagger'),
      ],
      [
        2,
        'the client in the chair just said her favourite is cobalt blue thats hers not ours lol',
        {},
        heard('cobalt blue'),
      ],
      [
        2,
        'letters in um Rosewood no not Rosewood Sancreek that western looking one the app wrote sank creek its Sancreek one word',
        { font: 'Sancreek' },
        slip('Rosewood'),
      ],
      [
        2,
        'um for the Ink and Anchor anniversary flash day only use a flaming red background just that day',
        { oneOff: 'flaming red background', company: 'Ink and Anchor' },
      ],
      [
        3,
        'studio rule all our posts are square with a black border for insta',
        { format: 'square with a black border' },
      ],
      [3, 'no skulls with roses thats every other shop', { avoid: 'skulls with roses' }],
      [
        4,
        'ok scratch bruise purple we repainted the shop its deep jungle green now deep jungle green everything',
        { colour: 'deep jungle green' },
      ],
      [
        4,
        'the shop across the road Needle Point went all gold and black we dont want to look like them',
        {},
        rival('Needle Point', 'gold and black'),
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'skulls with roses',
      text: 'hey forget the skulls with roses thing, some clients actually want that',
    },
  },
  {
    lang: 'en',
    dictated: { app: 'iOS dictation', while: 'driving home from a wedding' },
    says: [
      [
        1,
        'Grace here dictating in the car um Saltmarsh Studio is the business Im a wedding photographer our colour is seafoam um actually not seafoam its more of a pale duck egg',
        { name: 'Grace', company: 'Saltmarsh Studio', colour: 'pale duck egg' },
        slip('seafoam'),
      ],
      [1, 'um I need a little promo with a couple on a windy beach with the grass', {}, pic('couple on a windy beach')],
      [2, 'so yeah font is Bona Nova for headings', { font: 'Bona Nova' }],
      [
        2,
        'ok so my husband says if it was up to him everything would be tangerine because of his football team. it isnt up to him',
        {},
        heard('tangerine'),
      ],
      [
        3,
        'actually change the font Bona Nova looks a bit stiff lets go with castor oh no Castoro the app keeps writing castor oh',
        { font: 'Castoro' },
      ],
      [
        3,
        'uh for the Ellis wedding slideshow only make it black and gold art deco just that one',
        { oneOff: 'black and gold art deco' },
      ],
      [
        3,
        'send galleries as online galleries with a password not zip files, and Grace at Saltmarsh Studio on the footer',
        { format: 'online galleries with a password', name: 'Grace', company: 'Saltmarsh Studio' },
      ],
      [4, 'and no heavy vignette edits please', { avoid: 'heavy vignette' }],
      [4, 'if we were doing elopements in Iceland Id go icy blue but were not', {}, unreal('icy blue')],
    ],
    forget: { kind: 'avoid', value: 'heavy vignette', text: 'oh forget the vignette comment I made, doesnt matter' },
  },
  {
    lang: 'en',
    dictated: { app: 'Gboard voice typing', while: 'cutting hair' },
    says: [
      [
        1,
        'so yeah Kwame from Fade Republic barbers Im cutting hair so this is voice. colours are yellow no mustard gold and black',
        { name: 'Kwame', company: 'Fade Republic', colour: 'mustard gold' },
        slip('yellow'),
      ],
      [1, 'ok so poster with a guy in the chair getting a hot towel shave', {}, pic('hot towel shave')],
      [
        2,
        'the customer is talking about his wifes salon its lilac everything yeah bro lilac ha not us',
        {},
        heard('lilac'),
      ],
      [2, 'uh font Emblema One always Emblema One', { font: 'Emblema One' }],
      [2, 'for fathers day only put a vintage sepia filter on it', { oneOff: 'vintage sepia filter' }],
      [2, 'send it as a story like a vertical story', { format: 'vertical story' }],
      [
        3,
        'actually no change of plan send everything as square feed posts not stories stories nobody sees',
        { format: 'square feed posts' },
      ],
      [4, 'no pictures with drawn on beards they look fake', { avoid: 'drawn on beards' }],
      [
        4,
        'if I opened a second shop in Lagos itd be green and white like the flag you know',
        {},
        unreal('green and white'),
      ],
    ],
    forget: {
      kind: 'font',
      value: 'Emblema One',
      text: 'forget the Emblema One font bit, my nephew is redoing the logo',
    },
  },
  {
    lang: 'en',
    dictated: { app: 'iOS dictation', while: 'walking the dog' },
    says: [
      [
        1,
        'hello this is Helen um Im walking the dog so apologies. my business is Ledger and Lark bookkeeping and our main colour is gravy blue',
        { name: 'Helen', company: 'Ledger and Lark', colour: 'gravy blue' },
      ],
      [1, 'ok so I need a leaflet with a little lark sitting on a calculator', {}, pic('lark sitting on a calculator')],
      [2, 'haha the phone wrote gravy blue its navy blue obviously N A V Y', { colour: 'navy blue' }],
      [2, 'uh font Georgia no Yrsa its free I think', { font: 'Yrsa' }, slip('Georgia')],
      [
        2,
        'right so the dog walker Im with says her brand is pastel mint which is lovely but no',
        {},
        heard('pastel mint'),
      ],
      [
        3,
        'for the tax deadline reminder only use a red warning stripe that one only',
        { oneOff: 'red warning stripe' },
      ],
      [3, 'formats um I need everything as Word documents so I can edit', { format: 'Word documents' }],
      [3, 'no piggy banks please every accountant uses piggy banks', { avoid: 'piggy banks' }],
      [
        4,
        'client job Bright Spark Electrical want a flyer in their yellow Spark yellow. and if I ever go fancy maybe emerald but not this year',
        {},
        mix(client('Bright Spark Electrical', 'Spark yellow'), unreal('emerald')),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'Word documents',
      text: 'please forget the Word documents thing I said, I was being silly',
    },
  },
];

export const ES10: Draft[] = [
  {
    lang: 'es',
    dictated: { app: 'dictado de iOS', while: 'conduciendo al obrador' },
    says: [
      [
        1,
        'hola eh soy Sagrario te hablo desde el coche o sea perdona si sale raro tengo una panadería que se llama La Espiga Tostada',
        { name: 'Sagrario', company: 'La Espiga Tostada' },
      ],
      [
        1,
        'eh necesito un cartel con una barra de pan recién salida del horno con vapor',
        {},
        pic('barra de pan recién salida'),
      ],
      [
        1,
        'nuestro color es el azul marino no perdona el verde aceituna gordal verde aceituna gordal eso',
        { colour: 'aceituna gordal' },
        slip('azul marino'),
      ],
      [2, 'o sea la letra que usamos es la Manjari siempre', { font: 'Manjari' }],
      [
        2,
        'bueno mi madre está aquí al lado diciendo que su color favorito es el fucsia pero mamá que no es tu panadería',
        {},
        heard('fucsia'),
      ],
      [
        2,
        'solo para el cartel de Reyes ponlo en dorado y rojo solo ese que es para la vitrina de La Espiga Tostada',
        { oneOff: 'dorado y rojo', company: 'La Espiga Tostada' },
      ],
      [
        3,
        'bueno cambio de color ya no es verde aceituna gordal ahora es terracota suave que lo hemos pintado todo',
        { colour: 'terracota suave' },
      ],
      [3, 'mándamelo en cuadrado uno a uno para Instagram porfa', { format: 'cuadrado uno a uno' }],
      [4, 'y nada de fotos de pan con harina tirada por todas partes que parece sucio', { avoid: 'harina tirada' }],
      [
        4,
        'si algún día abrimos en la playa sería todo azul turquesa pero eso es un sueño',
        {},
        unreal('azul turquesa'),
      ],
    ],
    forget: { kind: 'avoid', value: 'harina tirada', text: 'oye olvida lo de la harina tirada que ya me da igual' },
  },
  {
    lang: 'es',
    dictated: { app: 'dictado de Gboard', while: 'arreglando una bici en el taller' },
    says: [
      [
        1,
        'qué más parce soy Yesid eh tengo un taller de bicis que se llama Bici Clando en Chapinero',
        { name: 'Yesid', company: 'Bici Clando' },
      ],
      [1, 'o sea quiero un flyer con una bici fixie toda destartalada subiendo una loma', {}, pic('bici fixie')],
      [
        1,
        'el color de nosotros es verde manzana no mentiras amarillo biche. todo amarillo biche como el mango biche',
        { colour: 'amarillo biche' },
        slip('verde manzana'),
      ],
      [2, 'pues la fuente es la Titan One esa gruesa', { font: 'Titan One' }],
      [
        2,
        'bueno un cliente acá me dice que su equipo de ciclismo es naranja fosforescente ja pero eso es de él',
        {},
        heard('naranja fosforescente'),
      ],
      [
        3,
        'oye el teléfono escribió Bici Clando separado no es Biciclando todo junto una sola palabra',
        { company: 'Biciclando' },
      ],
      [
        3,
        'pues solo para la rodada nocturna del viernes hazlo con fondo negro y neón solo esa vez, y los archivos mándalos en PNG con fondo transparente',
        { oneOff: 'fondo negro y neón', format: 'PNG con fondo transparente' },
      ],
      [
        4,
        'y no me pongas ciclistas en licra profesional que nosotros somos de barrio',
        { avoid: 'ciclistas en licra' },
      ],
      [
        4,
        'el taller de al lado Pedalazo usa verde y blanco como el Nacional nada que ver con nosotros',
        {},
        rival('Pedalazo', 'verde y blanco'),
      ],
    ],
    forget: {
      kind: 'font',
      value: 'Titan One',
      text: 'parce olvida lo de la fuente esa Titan One que la vamos a cambiar',
    },
  },
  {
    lang: 'es',
    dictated: { app: 'dictado de WhatsApp', while: 'con un perro en la camilla' },
    says: [
      [
        1,
        'buenas este soy Yolima de la veterinaria Huellitas del Sur te lo dicto porque estoy con un perro en la camilla',
        { name: 'Yolima', company: 'Huellitas del Sur' },
      ],
      [1, 'el color es lila pastel o sea lila clarito', { colour: 'lila pastel' }],
      [1, 'bueno haz un afiche con un gato naranja con un cono en el cuello', {}, pic('gato naranja con un cono')],
      [2, 'la letra Comic Sans no qué digo Baloo Bhai la redondita', { font: 'Baloo Bhai' }, slip('Comic Sans')],
      [
        2,
        'pues mi asistente dice que en su otro trabajo usaban rojo bombero en todo, no, eso no',
        {},
        heard('rojo bombero'),
      ],
      [
        2,
        'solo para la campaña de vacunación de este mes ponle un borde verde menta solo esta',
        { oneOff: 'borde verde menta' },
      ],
      [
        3,
        'cambiamos el color ya no lila pastel ahora azul hortensia que el lila se veía triste en los uniformes',
        { colour: 'azul hortensia' },
      ],
      [3, 'y que no salgan agujas ni jeringas en las fotos que la gente se asusta', { avoid: 'agujas ni jeringas' }],
      [4, 'las cosas mándamelas en tamaño oficio para imprimir', { format: 'tamaño oficio' }],
      [4, 'si fuéramos clínica de caballos sería marrón cuero jaja', {}, unreal('marrón cuero')],
    ],
    forget: {
      kind: 'format',
      value: 'tamaño oficio',
      text: 'olvídate de lo del tamaño oficio porfa que todavía no sé',
    },
  },
  {
    lang: 'es',
    dictated: { app: 'dictado de Gboard', while: 'en la viña con el tractor' },
    scopes: { format: 'workspace' },
    says: [
      [
        1,
        'vale soy Jordi eh de Celler Vall Fosca estoy en la viña así que perdón por el ruido del tractor nuestro color es rojo picota',
        { name: 'Jordi', company: 'Celler Vall Fosca', colour: 'rojo picota' },
      ],
      [1, 'pues quiero una etiqueta con racimos de garnacha y una luna', {}, pic('racimos de garnacha')],
      [2, 'oye la tipografía es Della Respira', { font: 'Della Respira' }],
      [
        2,
        'mi enólogo dice que en Rioja todos usan burdeos con dorado pues que lo usen ellos',
        {},
        rival('burdeos con dorado'),
      ],
      [3, 'oye cambio la letra Della Respira no se lee en las etiquetas pequeñas ahora Imbue', { font: 'Imbue' }],
      [3, 'solo para la etiqueta de la cosecha del centenario pon oro viejo solo esa', { oneOff: 'oro viejo' }],
      [
        3,
        'regla de la bodega mándanos siempre JPG digo no archivos vectoriales',
        { format: 'archivos vectoriales' },
        slip('JPG'),
      ],
      [
        4,
        'y nada de copas chocando que es un cliché, si hiciéramos cava sería todo plateado pero no hacemos cava',
        { avoid: 'copas chocando' },
        unreal('todo plateado'),
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'copas chocando',
      text: 'olvida lo de las copas chocando que al final sí las quiero',
    },
  },
  {
    lang: 'es',
    dictated: { app: 'dictado de iOS', while: 'atendiendo el mostrador' },
    says: [
      [
        1,
        'che hola soy Florencia eh tengo la heladería Dulce Glaciar en Palermo te dicto porque estoy atendiendo',
        { name: 'Florencia', company: 'Dulce Glaciar' },
      ],
      [1, 'el color nuestro es rosa chicle no no rosa frutilla', { colour: 'rosa frutilla' }, slip('rosa chicle')],
      [
        1,
        'oye quiero un cartel con un cucurucho de dulce de leche derritiéndose',
        {},
        pic('cucurucho de dulce de leche'),
      ],
      [
        2,
        'este un cliente está diciendo que el helado de la esquina tiene todo celeste sí señor pero nosotros no',
        {},
        heard('todo celeste'),
      ],
      [2, 'eh letra Gochi Hand la de mano', { font: 'Gochi Hand' }],
      [2, 'para el día del amigo nada más ponele corazones amarillos solo esa vez', { oneOff: 'corazones amarillos' }],
      [
        3,
        'nos cambiamos de color eh el rosa frutilla ya no ahora es verde yerba mate viste',
        { colour: 'verde yerba mate' },
      ],
      [3, 'el formato historias verticales de Instagram', { format: 'historias verticales' }],
      [
        4,
        'y que no aparezcan nenes comiendo con la cara sucia a los padres no les gusta. si fuéramos una chocolatería seríamos marrón chocolate jaja',
        { avoid: 'cara sucia' },
        unreal('marrón chocolate'),
      ],
    ],
    forget: { kind: 'font', value: 'Gochi Hand', text: 'che olvidate de la letra Gochi Hand que la vamos a cambiar' },
  },
  {
    lang: 'es',
    dictated: { app: 'dictado de WhatsApp', while: 'picando cebolla' },
    says: [
      [
        1,
        'qué onda soy Rodrigo este de Taquería La Lumbre te estoy hablando mientras pico cebolla',
        { name: 'Rodrigo', company: 'Taquería La Lumbre' },
      ],
      [
        1,
        'nuestro color es rojo ancho no perdón rojo guajillo como el chile',
        { colour: 'rojo guajillo' },
        slip('rojo ancho'),
      ],
      [1, 'este quiero un menú con un trompo de pastor con su piña arriba', {}, pic('trompo de pastor')],
      [
        2,
        'eh la letra es Passion One la gordita y los menús mándamelos en tamaño tabloide',
        { font: 'Passion One', format: 'tamaño tabloide' },
      ],
      [2, 'mi compadre aquí dice que su taquería es verde limón y que me copie no compadre', {}, heard('verde limón')],
      [
        3,
        'oye cambio lo del formato ya no tabloide ahora mejor en cuarto de pliego que sale más barato',
        { format: 'cuarto de pliego' },
      ],
      [
        3,
        'nomás para el quince de septiembre ponle verde blanco y rojo patrio nomás esa vez',
        { oneOff: 'verde blanco y rojo patrio' },
      ],
      [4, 'y no me pongas sarapes ni sombreros ni bigotes es muy cliché', { avoid: 'sarapes' }],
      [
        4,
        'si pusiéramos una marisquería sería azul mar pero no, y eso que la letra es Passion One ya te dije',
        { font: 'Passion One' },
        unreal('azul mar'),
      ],
    ],
    forget: { kind: 'avoid', value: 'sarapes', text: 'olvida lo de los sarapes que para el cinco de mayo sí' },
  },
  {
    lang: 'es',
    dictated: { app: 'dictado de iOS', while: 'colgando abanicos en el escaparate' },
    says: [
      [
        1,
        'hola mira soy Consolación de El Abanico de Triana eh tengo la tienda en la calle Pureza',
        { name: 'Consolación', company: 'El Abanico de Triana' },
      ],
      [
        1,
        'eh nuestro color es el amarillo de la Maestranza como el albero de la plaza de toros',
        { colour: 'amarillo de la Maestranza' },
      ],
      [2, 'o sea necesito un cartel para la feria con un abanico de encaje abierto', {}, pic('abanico de encaje')],
      [
        2,
        'la letra la Playfair no espera esa es la de mi hermana la nuestra es Limelight',
        { font: 'Limelight' },
        slip('Playfair'),
      ],
      [
        2,
        'bueno solo para el cartel de Semana Santa ponlo en morado de penitente solo ese',
        { oneOff: 'morado de penitente' },
      ],
      [3, 'mi vecina está gritando que su tienda es verde botella sí Mari sí', {}, heard('verde botella')],
      [3, 'los diseños me los mandas en JPG grande para WhatsApp', { format: 'JPG grande' }],
      [
        3,
        'bueno rectifico el color amarillo de la Maestranza ya no ahora rojo amapola desde la reforma',
        { colour: 'rojo amapola' },
      ],
      [4, 'y nada de flamencas de dibujo animado por favor', { avoid: 'flamencas de dibujo animado' }],
    ],
    forget: {
      kind: 'format',
      value: 'JPG grande',
      text: 'lo del JPG grande olvídalo que me lo ha dicho mi sobrino y no',
    },
  },
  {
    lang: 'es',
    dictated: { app: 'dictado de Gboard', while: 'manejando a la oficina' },
    says: [
      [
        1,
        'ya hola soy Baltazar de Rumbo a Astral la agencia de viajes eh estoy manejando. el color es celeste no espera azul glaciar',
        { name: 'Baltazar', company: 'Rumbo a Astral', colour: 'azul glaciar' },
        slip('celeste'),
      ],
      [1, 'o sea quiero un afiche con las Torres del Paine al amanecer', {}, pic('Torres del Paine')],
      [2, 'bueno la letra es Afacad', { font: 'Afacad' }],
      [2, 'cachai que el audio escribió Rumbo a Astral jaja es Rumbo Austral sin la a', { company: 'Rumbo Austral' }],
      [2, 'pues mi señora dice que su oficina es toda beige arena ella tiene otra empresa', {}, heard('beige arena')],
      [
        3,
        'solo para la promo de Isla de Pascua usa el naranja atardecer esa nomás y firma Baltazar de Rumbo Austral',
        { oneOff: 'naranja atardecer', name: 'Baltazar', company: 'Rumbo Austral' },
      ],
      [3, 'los formatos en carrusel para Instagram siempre', { format: 'carrusel' }],
      [4, 'y no pongas gente en la playa en traje de baño somos de trekking', { avoid: 'traje de baño' }],
      [
        4,
        'para el cliente Hostal Los Coihues hazles un flyer en su verde bosque',
        {},
        client('Hostal Los Coihues', 'verde bosque'),
      ],
    ],
    forget: { kind: 'font', value: 'Afacad', text: 'olvida lo de la Afacad porfa' },
  },
  {
    lang: 'es',
    dictated: { app: 'dictado de WhatsApp', while: 'amasando' },
    says: [
      [
        1,
        'hola soy Jimena Quispe eh del Café Killa aquí en Cusco te dicto porque tengo las manos con masa',
        { name: 'Jimena Quispe', company: 'Café Killa' },
      ],
      [1, 'bueno el color de la marca es morado maíz', { colour: 'morado maíz' }],
      [2, 'oye mi nombre sale mal es Ximena Quispe con equis no con jota', { name: 'Ximena Quispe' }],
      [2, 'pues quiero un post con una taza de café y una llama al fondo', {}, pic('llama al fondo')],
      [2, 'oye la letra es Grandstander', { font: 'Grandstander' }],
      [3, 'este solo para el aniversario pon serpentinas doradas solo esa vez', { oneOff: 'serpentinas doradas' }],
      [
        3,
        'el señor de la mesa de al lado dice que su restaurante es rojo inca ok señor gracias',
        {},
        heard('rojo inca'),
      ],
      [
        3,
        'el formato para mí siempre horizontal no vertical cuatro por cinco',
        { format: 'vertical cuatro por cinco' },
        slip('horizontal'),
      ],
      [
        4,
        'y nada de fotos de Machu Picchu que todos ponen eso. si fuéramos heladería seríamos rosado chicle',
        { avoid: 'fotos de Machu Picchu' },
        unreal('rosado chicle'),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'vertical cuatro por cinco',
      text: 'olvida lo del formato vertical cuatro por cinco',
    },
  },
];

export const EN10_POOLS: Pools = {
  ask: {
    colour: ['what shade should the market banner be?', 'which tone do we print the labels in?'],
    font: ['which lettering goes on the signage?', 'what type do the headings use?'],
    company: ['whose logo goes at the bottom of the poster?', 'what is the business called on the invoice?'],
    name: ['who should I address the draft to?', 'how do I sign the greeting to the owner?'],
    format: ['what size should the deliverables be?', 'how should I send the files over?'],
    avoid: ['what should the pictures stay away from?', 'what must the images never show?'],
  },
  guesses: [
    'dusty coral',
    'buttercup yellow',
    'plum purple',
    'olive drab',
    'blush pink',
    'heather grey',
    'marigold',
    'wisteria',
  ],
};

export const ES10_POOLS: Pools = {
  ask: {
    colour: ['¿de qué tono hacemos los carteles?', '¿qué color llevan las etiquetas de la tienda?'],
    font: ['¿con qué letra van los títulos?', '¿qué tipografía usamos en los rótulos?'],
    company: ['¿qué nombre firma los carteles?', '¿cómo se llama el negocio en la factura?'],
    name: ['¿a quién dirijo el borrador?', '¿cómo saludo a la persona que me escribe?'],
    format: ['¿cómo te envío los diseños?', '¿qué medidas quieres que tengan las piezas?'],
    avoid: ['¿qué no debe salir nunca en las imágenes?', '¿qué hay que evitar en las imágenes?'],
  },
  guesses: ['naranja mandarina', 'ocre tostado', 'coral vivo', 'gris paloma', 'verde musgo', 'azul pizarra'],
};
