import { agent, fact, forget, user, type Person } from './types';

export const de: Person[] = [
  {
    id: 'y_de_01',
    language: 'de',
    story:
      'Jonas betreibt eine Fahrradwerkstatt, "Speiche & Kette" in Leipzig. Seine Farbe ist Petrol #005F6A. Er duzt gern. Einmal will er ein Plakat in Rot für den Flohmarkt.',
    turns: [
      user('kurz zu uns: Speiche & Kette, Fahrradwerkstatt in Leipzig', fact('Speiche & Kette', 'fact', 'workspace')),
      user('unser Petrol ist #005F6A, das soll überall drin sein', fact('#005F6A', 'preference', 'workspace')),
      user('du kannst mich ruhig duzen', fact('duzen', 'preference', 'user')),
      user('mach mir ein Plakat für den Fahrradflohmarkt'),
      user('das Plakat diesmal bitte in Rot, weil der Flohmarkt rot beworben wird', fact('Rot', 'one_off', 'task')),
      agent('Erledigt, das Plakat ist rot; sonst bleibt es bei #005F6A.'),
    ],
  },
  {
    id: 'y_de_02',
    language: 'de',
    story:
      'Katrin ist Steuerberaterin. Sie will Beträge immer mit Komma und Euro-Zeichen hinten. Sie sagt, ihre Kanzlei heißt "Brandt Steuer", korrigiert dann zu "Brandt & Partner". Ein roter Hund ist ein Auftrag.',
    turns: [
      user('Beträge bitte immer so schreiben: 1.234,56 €', fact('1.234,56 €', 'preference', 'user')),
      user('die Kanzlei heißt Brandt Steuer', fact('Brandt Steuer', 'fact', 'workspace')),
      user(
        'Moment, falsch — seit Januar heißen wir Brandt & Partner',
        fact('Brandt & Partner', 'correction', 'workspace', { replaces: 'Brandt Steuer' }),
      ),
      user('zeichne einen roten Hund als Maskottchen für den Newsletter'),
      user('süß, aber der Hund soll lachen'),
    ],
  },
  {
    id: 'y_de_03',
    language: 'de',
    story:
      'Felix ist Produktdesigner bei Kiezkraft, einer Stromfirma. Zielgruppe: Mieter in Berlin. Bis Ende April läuft eine Kampagne mit dem Slogan "Strom vom Block". Er bittet auf Chinesisch, den Slogan zu vergessen.',
    turns: [
      user(
        'ich bin Produktdesigner bei Kiezkraft',
        fact('Produktdesigner', 'fact', 'user'),
        fact('Kiezkraft', 'fact', 'workspace'),
      ),
      user('wir richten uns an Mieterinnen und Mieter in Berlin', fact('Mieter', 'fact', 'workspace')),
      user(
        'bis Ende April steht auf allem der Slogan "Strom vom Block"',
        fact('Strom vom Block', 'time_bounded', 'workspace', { validUntil: '2027-04-30' }),
      ),
      agent('Alles klar, "Strom vom Block" kommt bis Ende April auf alle Motive.'),
      forget('请忘掉那个广告口号。', 'Strom vom Block'),
      user('entwirf einen Flyer für den Tarifwechsel'),
    ],
  },
  {
    id: 'y_de_04',
    language: 'de',
    story:
      'Miriam ist Lehrerin und schreibt Arbeitsblätter. Sie mag die Schrift "Fibel Nord". Comic Sans hasst sie. Für das eine Arbeitsblatt zur Fasnacht will sie bunte Farben statt schwarz-weiß.',
    turns: [
      user('für Arbeitsblätter nehme ich am liebsten die Schrift Fibel Nord', fact('Fibel Nord', 'preference', 'user')),
      user('bitte niemals Comic Sans, da bekomme ich Ausschlag', fact('Comic Sans', 'avoid', 'user')),
      user('ich unterrichte eine dritte Klasse in Freiburg', fact('dritte Klasse', 'fact', 'user')),
      user('nur für das Fasnachtsblatt darf es richtig bunt sein', fact('bunt', 'one_off', 'task')),
      user('wie viele Aufgaben passen auf eine Seite?'),
    ],
  },
  {
    id: 'y_de_05',
    language: 'de',
    story:
      'Tobias leitet IT bei einem Mittelständler. Er ist bis zum 19. März auf Dienstreise. Er will Antworten als Stichpunkte. Er fragt viel.',
    turns: [
      user('Antworten bitte immer als Stichpunkte, keine langen Absätze', fact('Stichpunkte', 'preference', 'user')),
      user(
        'ich bin bis zum 19. März auf Dienstreise und schlecht erreichbar',
        fact('Dienstreise', 'time_bounded', 'user', { validUntil: '2027-03-19' }),
      ),
      user('was ist der Unterschied zwischen VLAN und Subnetz?'),
      agent('Kurz in Stichpunkten: ...'),
      user('und wie richte ich das auf einem Cisco-Switch ein?'),
    ],
  },
  {
    id: 'y_de_06',
    language: 'de',
    story:
      'Anja hat einen Hundesalon, "Fellwerk". Farbe: Senfgelb. Sie sagt zuerst Instagram sei ihr Hauptkanal, korrigiert dann auf TikTok. Sie will auf Spanisch, dass der Hauptkanal vergessen wird.',
    turns: [
      user('mein Salon heißt Fellwerk', fact('Fellwerk', 'fact', 'workspace')),
      user('Senfgelb ist unsere Farbe, das soll man wiedererkennen', fact('Senfgelb', 'preference', 'workspace')),
      user('unser Hauptkanal ist Instagram', fact('Instagram', 'fact', 'workspace')),
      user(
        'ach nein, eigentlich ist es inzwischen TikTok',
        fact('TikTok', 'correction', 'workspace', { replaces: 'Instagram' }),
      ),
      forget('olvida cuál es nuestro canal principal', 'TikTok'),
      user('mach ein Video-Skript über Krallenpflege'),
    ],
  },
  {
    id: 'y_de_07',
    language: 'de',
    story:
      'Lukas ist Student und möchte Erklärungen ohne Fachjargon. Er wohnt in Graz. Er bittet um ein Bild einer blauen Katze (Auftrag). Der Agent meint, er möge Blau.',
    turns: [
      user('erklär mir Sachen bitte ohne Fachjargon, ich bin kein Informatiker', fact('Fachjargon', 'avoid', 'user')),
      user('ich studiere in Graz', fact('Graz', 'fact', 'user')),
      user('ich hätte gern ein Bild einer blauen Katze auf dem Mond'),
      agent('Hier ist die blaue Katze. Blau scheint deine Lieblingsfarbe zu sein.'),
      user('was ist eigentlich Rekursion?'),
    ],
  },
  {
    id: 'y_de_08',
    language: 'de',
    story:
      'Sabine führt ein Hotel am Bodensee, "Haus Seeblick". Bilder sollen warm und morgendlich sein. Bis Ostern, 28. März, soll jedes Angebot "Frühbucher" heißen. Sie bittet auf Russisch, Frühbucher zu vergessen.',
    turns: [
      user('Haus Seeblick, Hotel direkt am Bodensee', fact('Haus Seeblick', 'fact', 'workspace')),
      user('Bilder mag ich warm, mit Morgenlicht', fact('Morgenlicht', 'preference', 'workspace')),
      user(
        'bis Ostern, also bis 28. März, heißt jedes Angebot "Frühbucher"',
        fact('Frühbucher', 'time_bounded', 'workspace', { validUntil: '2027-03-28' }),
      ),
      forget('Забудь про «Frühbucher», пожалуйста.', 'Frühbucher'),
      user('schreib einen Text für das Wellness-Wochenende'),
    ],
  },
  {
    id: 'y_de_09',
    language: 'de',
    story:
      'Gerd ist Schreiner. Seine Werkstatt heißt "Holzwerk Mayr". Für dieses eine Angebot will er das Logo weglassen. Er fragt nach einem Bild eines grünen Stuhls.',
    turns: [
      user('Werkstatt heißt Holzwerk Mayr, Tischlerei seit 1987', fact('Holzwerk Mayr', 'fact', 'workspace')),
      user('zeig mir einen grünen Stuhl im Landhausstil'),
      user('bei diesem Angebot ausnahmsweise ohne Logo', fact('ohne Logo', 'one_off', 'task')),
      user('passt, danke dir'),
      agent('Gern! Das nächste Angebot wieder mit Logo von Holzwerk Mayr.'),
    ],
  },
  {
    id: 'y_de_10',
    language: 'de',
    story:
      'Nina arbeitet als Übersetzerin. Sie möchte, dass Texte gendergerecht mit Doppelpunkt geschrieben werden (Kund:innen). Sie lebt in Wien. Sie korrigiert ihre Stadt: sie ist nach Salzburg gezogen.',
    turns: [
      user('bitte gendern mit Doppelpunkt, also Kund:innen', fact('Doppelpunkt', 'preference', 'user')),
      user('ich wohne in Wien', fact('Wien', 'fact', 'user')),
      user(
        'korrigiere das: ich bin letzten Monat nach Salzburg gezogen',
        fact('Salzburg', 'correction', 'user', { replaces: 'Wien' }),
      ),
      user('übersetze diesen Absatz ins Englische'),
      user('gut, aber etwas lockerer'),
    ],
  },
];
