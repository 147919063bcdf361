import { agent, fact, forget, user, type Person } from './types';

export const es: Person[] = [
  {
    id: 'y_es_01',
    language: 'es',
    story:
      'Lucía tiene una librería en Valencia, "La Hoja Suelta". Su color es el burdeos #7B1E3A. Odia las tipografías con serifa decorativa. Una vez pide un cartel en azul solo para el día del libro.',
    turns: [
      user(
        'te cuento: la librería se llama La Hoja Suelta y estamos en Valencia',
        fact('La Hoja Suelta', 'fact', 'workspace'),
      ),
      user('nuestro color de siempre es un burdeos, el #7B1E3A', fact('#7B1E3A', 'preference', 'workspace')),
      user('por favor nada de letras góticas, no las soporto', fact('góticas', 'avoid', 'workspace')),
      user('hazme un cartel para el Día del Libro con un dragón leyendo'),
      user('para este cartel en concreto usa azul, que es por Sant Jordi', fact('azul', 'one_off', 'task')),
      agent('Listo, el cartel va en azul. El resto seguirá en #7B1E3A.'),
    ],
  },
  {
    id: 'y_es_02',
    language: 'es',
    story:
      'Mateo es profesor de secundaria en Sevilla. Prefiere que le hablen de tú. Dice que sus clases son los martes y luego corrige a jueves. Pide un dibujo de un gato rojo para sus alumnos.',
    turns: [
      user('soy profe de historia en un instituto de Sevilla', fact('historia', 'fact', 'user')),
      user('trátame de tú, que de usted me siento mayor', fact('de tú', 'preference', 'user')),
      user('mis clases de refuerzo son los martes', fact('martes', 'fact', 'user')),
      user(
        'perdona, me equivoqué: son los jueves, no los martes',
        fact('jueves', 'correction', 'user', { replaces: 'martes' }),
      ),
      user('quiero un gato rojo con casco de romano para la clase'),
      user('jaja qué bueno, ponle una espada'),
    ],
  },
  {
    id: 'y_es_03',
    language: 'es',
    story:
      'Valentina dirige una marca de cosmética natural, Raíz. Hasta el 30 de abril hay una campaña con el lema "Vuelve a la tierra". Público: mujeres de 30 a 50. Luego pide olvidar el lema, en inglés.',
    turns: [
      user('la marca es Raíz, cosmética natural hecha en Galicia', fact('Raíz', 'fact', 'workspace')),
      user('nos dirigimos a mujeres de entre 30 y 50 años', fact('30 y 50', 'fact', 'workspace')),
      user(
        'hasta el 30 de abril todo lleva el lema "Vuelve a la tierra"',
        fact('Vuelve a la tierra', 'time_bounded', 'workspace', { validUntil: '2027-04-30' }),
      ),
      agent('Perfecto, añadiré "Vuelve a la tierra" a las piezas hasta el 30 de abril.'),
      forget('please forget the campaign slogan I gave you', 'Vuelve a la tierra'),
      user('¿me haces tres versiones del banner de la web?'),
    ],
  },
  {
    id: 'y_es_04',
    language: 'es',
    story:
      'Diego es desarrollador en Buenos Aires. Usa siempre pnpm. Vive en Palermo. Para una demo concreta quiere npm porque el cliente no tiene pnpm.',
    turns: [
      user('yo con los paquetes siempre tiro de pnpm', fact('pnpm', 'preference', 'user')),
      user('¿cómo configuro un monorepo con workspaces?'),
      user('solo para esta demo, usa npm, el cliente no tiene pnpm instalado', fact('npm', 'one_off', 'task')),
      user('vivo en Buenos Aires, así que horarios en hora argentina', fact('Buenos Aires', 'fact', 'user')),
      agent('Perfecto, uso npm para la demo y hora de Buenos Aires.'),
    ],
  },
  {
    id: 'y_es_05',
    language: 'es',
    story:
      'Carmen tiene una agencia de viajes, Brújula Viajes. La tipografía es Montserrat. No quiere fotos de playas masificadas. El agente repite su tipografía mal (dice Roboto); eso es una suposición del agente.',
    turns: [
      user('somos Brújula Viajes, agencia pequeña en Málaga', fact('Brújula Viajes', 'fact', 'workspace')),
      user('usamos Montserrat para todo, títulos y texto', fact('Montserrat', 'preference', 'workspace')),
      agent('Entendido, usaré Roboto para los títulos.'),
      user('que no salgan playas llenas de gente, da mala imagen', fact('playas llenas', 'avoid', 'workspace')),
      user('hazme un folleto sobre Marruecos'),
    ],
  },
  {
    id: 'y_es_06',
    language: 'es',
    story:
      'Andrés es fotógrafo; está de viaje en Japón hasta el 20 de marzo y no podrá revisar pruebas. Su firma es "A. Ferrer Foto". Pide olvidar el viaje en ruso porque su novia es rusa.',
    turns: [
      user('mi firma en las fotos es A. Ferrer Foto', fact('A. Ferrer Foto', 'preference', 'user')),
      user(
        'ojo, estoy en Japón hasta el 20 de marzo, no voy a poder revisar pruebas',
        fact('Japón', 'time_bounded', 'user', { validUntil: '2027-03-20' }),
      ),
      agent('De acuerdo, no enviaré pruebas hasta después del 20 de marzo.'),
      forget('Забудь, пожалуйста, про мою поездку в Японию.', 'Japón'),
      user('¿puedes retocar el cielo de esta foto?'),
    ],
  },
  {
    id: 'y_es_07',
    language: 'es',
    story:
      'Sofía lleva una cafetería vegana, Avena. Dice que su verde es #A3B18A, luego dice que en realidad es #588157. Una petición de "una taza verde" es un encargo.',
    turns: [
      user('la cafetería se llama Avena, todo vegano', fact('Avena', 'fact', 'workspace')),
      user('el verde de la marca es #A3B18A', fact('#A3B18A', 'preference', 'workspace')),
      user(
        'uy no, me he liado, el verde bueno es #588157',
        fact('#588157', 'correction', 'workspace', { replaces: '#A3B18A' }),
      ),
      user('dibújame una taza verde con vapor'),
      user('me encanta, pero más grande la taza'),
    ],
  },
  {
    id: 'y_es_08',
    language: 'es',
    story:
      'Javier es abogado y quiere textos formales, sin tutear. Trabaja en el bufete Ortega & Sanz. Hasta final de mes solo atiende por correo.',
    turns: [
      user('los textos para el despacho siempre en tono formal, de usted', fact('formal', 'preference', 'workspace')),
      user('el bufete es Ortega & Sanz', fact('Ortega & Sanz', 'fact', 'workspace')),
      user(
        'hasta final de mes solo estoy localizable por correo',
        fact('correo', 'time_bounded', 'user', { validUntil: '2027-03-31' }),
      ),
      user('redáctame una carta a un cliente sobre honorarios'),
      agent('Aquí tiene la carta en tono formal.'),
    ],
  },
  {
    id: 'y_es_09',
    language: 'es',
    story:
      'Paula, diseñadora, pide casi siempre cosas: logos, iconos, un perro azul. Solo dice una cosa de sí misma: es zurda y prefiere herramientas con atajos a la izquierda. El agente infiere que le gusta el azul.',
    turns: [
      user('necesito un icono de un perro azul para una app'),
      agent('Aquí va el perro azul. Veo que te gusta mucho el azul.'),
      user('soy zurda, así que si me sugieres atajos que sean con la mano izquierda', fact('zurda', 'fact', 'user')),
      user('¿qué formato es mejor para iconos, svg o png?'),
      user('otro icono: una nube naranja'),
    ],
  },
  {
    id: 'y_es_10',
    language: 'es',
    story:
      'Tomás gestiona un club de fútbol juvenil, CD Alameda. Los colores son amarillo y negro. Solo esta vez, para el torneo benéfico, quiere rosa. Luego pide olvidar los colores en alemán.',
    turns: [
      user('el club es el CD Alameda, categorías infantiles', fact('CD Alameda', 'fact', 'workspace')),
      user(
        'los colores del club son amarillo y negro',
        fact('amarillo', 'preference', 'workspace'),
        fact('negro', 'preference', 'workspace'),
      ),
      user('esta vez, por el torneo benéfico, la camiseta del cartel en rosa', fact('rosa', 'one_off', 'task')),
      forget('Vergiss bitte die Vereinsfarben.', 'amarillo', 'negro'),
      user('haz el cartel del torneo'),
    ],
  },
];
