/**
 * B11h11's German and Russian people (`harder11-people.ts`): formal letters to the assistant as to
 * an office — salutations and signatures, references back by date, values inside long polite
 * sentences and described enclosures, a secretary's or spouse's view quoted, a one-off for a named
 * occasion, a correction, a formal forget. Values as the writer spells them (Russian values given in
 * the form the writer puts them in, mostly quoted in the nominative).
 */
import { client, mix, pic, relayed, rival, unreal, type Draft, type Pools } from './harder11-types';

export const DE11: Draft[] = [
  {
    lang: 'de',
    writer: { role: 'ein Notar außer Dienst, der seine alte Kanzlei noch zwei Vormittage die Woche öffnet' },
    says: [
      [
        1,
        'Sehr geehrte Damen und Herren, auf Anraten meines Neffen wende ich mich an Sie. Mein Name ist Friedhelm Oberländer, Notar a. D.; die Kanzlei am Domhof halte ich für unsere langjährigen Mandanten dienstags und donnerstags vormittags noch geöffnet. Ich bitte um einen schlichten Aushang mit diesen Zeiten. Mit freundlichen Grüßen, Friedhelm Oberländer',
        { name: 'Friedhelm Oberländer', company: 'Kanzlei am Domhof' },
      ],
      [
        1,
        'Sehr geehrte Damen und Herren, in Ergänzung zu meinem Schreiben von heute Vormittag darf ich mitteilen, dass die Kanzlei seit jeher ein Siegellackrot auf allem Briefpapier führt, und ich wäre Ihnen verbunden, wenn der Aushang dabei bliebe. Meine Frau Marlies meint, ein Mintgrün wirke freundlicher; ich teile diese Ansicht nicht und erwähne sie nur der Vollständigkeit halber. Mit freundlichen Grüßen, F. Oberländer',
        { colour: 'Siegellackrot' },
        relayed('Mintgrün'),
      ],
      [
        2,
        'Sehr geehrte Damen und Herren, anbei übersende ich Ihnen einen Bogen unseres Briefpapiers. Sie werden sehen, dass der Briefkopf in der Tiemann-Antiqua gesetzt ist, die mein verstorbener Sozius 1971 ausgewählt hat; ich bitte, auch den Aushang darin zu setzen. Mit freundlichen Grüßen, F. Oberländer',
        { font: 'Tiemann-Antiqua' },
      ],
      [
        2,
        'Sehr geehrte Damen und Herren, was die Form angeht, so erbitte ich Ihre Arbeit als DIN A4 hochkant als PDF, damit ich sie im Copyshop am Markt ausdrucken lassen kann. Mit freundlichen Grüßen, F. Oberländer',
        { format: 'DIN A4 hochkant als PDF' },
      ],
      [
        3,
        'Sehr geehrte Damen und Herren, gestatten Sie mir eine Bitte, die ich eingangs hätte äußern sollen: Paragraphenzeichen als Zierde möchte ich auf nichts sehen, was unseren Namen trägt. Wären wir eine Großkanzlei in Frankfurt, hielten wir vermutlich alles in Anthrazit und Chrom, aber das sind wir nicht. Mit freundlichen Grüßen, F. Oberländer',
        { avoid: 'Paragraphenzeichen als Zierde' },
        unreal('Anthrazit und Chrom'),
      ],
      [
        3,
        'Sehr geehrte Damen und Herren, die Kanzlei begeht im März ihr sechzigjähriges Bestehen; allein für die Einladung zu diesem Anlass wünsche ich Weinrot und Altsilber, danach bleibt alles beim Gewohnten. Mit freundlichen Grüßen, F. Oberländer',
        { oneOff: 'Weinrot und Altsilber' },
      ],
      [
        4,
        'Sehr geehrte Damen und Herren, ich muss mein Schreiben vom Montag berichtigen. Beim Durchsehen der alten Druckereirechnungen stelle ich fest, dass unsere Farbe nicht Siegellackrot ist, sondern das Aktendeckelbraun, das die Druckerei seit 1988 verwendet; das Rot war nur der Stempel. Ich bitte die Verwechslung zu entschuldigen. Mit freundlichen Grüßen, F. Oberländer',
        { colour: 'Aktendeckelbraun' },
      ],
      [
        4,
        'Sehr geehrte Damen und Herren, die Zeichnung des Domhofs mit der alten Linde gefällt mir sehr. Bitte verfahren Sie weiter nach meinen früheren Schreiben. Hochachtungsvoll, F. Oberländer, Kanzlei am Domhof',
        { company: 'Kanzlei am Domhof' },
        pic('Domhofs mit der alten Linde'),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'DIN A4 hochkant als PDF',
      text: 'Sehr geehrte Damen und Herren, ich bitte Sie, meine Angaben zum Format als gegenstandslos zu betrachten; der Copyshop schließt, und ich weiß noch nicht, wo ich künftig drucken lasse. Mit freundlichen Grüßen, F. Oberländer',
    },
  },
  {
    lang: 'de',
    writer: { role: 'das Pfarrbüro einer katholischen Landpfarrei, durch die Pfarrsekretärin' },
    scopes: { format: 'workspace' },
    says: [
      [
        1,
        'Sehr geehrte Damen und Herren, ich schreibe Ihnen im Auftrag der Pfarrei St. Remigius, deren Pfarrsekretärin ich seit zwölf Jahren bin. Herr Pfarrer Lenz hat mich gebeten, jemanden für die Aushänge im Schaukasten zu finden. Mit freundlichen Grüßen, Gertrud Hemmersbach, Pfarrsekretärin',
        { company: 'Pfarrei St. Remigius', name: 'Gertrud Hemmersbach' },
      ],
      [
        1,
        'Sehr geehrte Damen und Herren, zu meinem Brief von heute Morgen ist nachzutragen, dass der Pfarrgemeinderat beschlossen hat, alle Aushänge einheitlich als Schaukasten-Aushang A4 zu gestalten; das ist ein Beschluss des Gremiums und nicht meine persönliche Vorliebe. Unsere Farbe ist das Turmpatina-Grün unseres Kirchturms. Mit freundlichen Grüßen, Gertrud Hemmersbach',
        { format: 'Schaukasten-Aushang A4', colour: 'Turmpatina-Grün' },
      ],
      [
        2,
        'Sehr geehrte Damen und Herren, anbei der Pfarrbrief zu Ostern; die Überschriften sind in der Weiß-Antiqua gesetzt, und wir würden die Aushänge gern daran angleichen. Herr Pfarrer Lenz selbst hätte am liebsten alles in Bischofsviolett, überlässt die Entscheidung aber dem Gremium. Mit freundlichen Grüßen, Gertrud Hemmersbach',
        { font: 'Weiß-Antiqua' },
        relayed('Bischofsviolett'),
      ],
      [
        2,
        'Sehr geehrte Damen und Herren, ich darf Sie noch bitten, auf Cliparts von Kerzen zu verzichten; davon haben wir im Pfarrheim mehr als genug. Mit freundlichen Grüßen, Gertrud Hemmersbach',
        { avoid: 'Cliparts von Kerzen' },
      ],
      [
        3,
        'Sehr geehrte Damen und Herren, für das Patronatsfest am 1. Oktober, und nur für dieses, wünscht sich Herr Pfarrer Lenz den Aushang in Elfenbein und Blattgold. Wären wir eine Domgemeinde, hätten wir wohl ein Wappen in Domrot, aber wir sind eine Dorfpfarrei. Mit freundlichen Grüßen, Gertrud Hemmersbach',
        { oneOff: 'Elfenbein und Blattgold' },
        unreal('Domrot'),
      ],
      [
        4,
        'Sehr geehrte Damen und Herren, ich muss mein Schreiben vom Dienstag hinsichtlich der Schrift berichtigen. Der neue Pfarrbrief wird ab Pfingsten in der Koch-Antiqua gesetzt, und der Pfarrgemeinderat möchte, dass die Aushänge ihm folgen; die Weiß-Antiqua bitte ich daher nicht mehr zu verwenden. Entschuldigen Sie die Umstände. Mit freundlichen Grüßen, Gertrud Hemmersbach',
        { font: 'Koch-Antiqua' },
      ],
      [
        4,
        'Sehr geehrte Damen und Herren, für den Aushang zum Pfarrfest können Sie gern die Zeichnung unseres Glockenstuhls verwenden. Die evangelische Nachbargemeinde hält alles in Himbeerrot, wir sollten uns also davon abheben. Mit freundlichen Grüßen, Gertrud Hemmersbach, Pfarrei St. Remigius',
        { company: 'Pfarrei St. Remigius' },
        mix(pic('Zeichnung unseres Glockenstuhls'), rival('Himbeerrot')),
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'Cliparts von Kerzen',
      text: 'Sehr geehrte Damen und Herren, bitte betrachten Sie meine Bemerkung über die Kerzen als nicht geschrieben; der Pfarrer möchte es doch von Fall zu Fall entscheiden. Mit freundlichen Grüßen, Gertrud Hemmersbach',
    },
  },
  {
    lang: 'de',
    writer: { role: 'die Inhaberin eines kleinen Familienhotels im Allgäu' },
    says: [
      [
        1,
        'Sehr geehrte Damen und Herren, ich bin Walburga Steinlechner und führe mit meinem Mann das Haus Lärchenhang, ein Familienhotel mit sechzehn Zimmern, das meine Schwiegereltern 1958 eröffnet haben. Wir benötigen neue Tischaufsteller und eine Preisliste. Mit freundlichen Grüßen, Walburga Steinlechner',
        { name: 'Walburga Steinlechner', company: 'Haus Lärchenhang' },
      ],
      [
        1,
        'Sehr geehrte Damen und Herren, ergänzend zu meinem Schreiben von heute Vormittag: Die Farbe unseres Hauses ist ein Almrausch-Rosa, wie die Fensterläden, und die Tischaufsteller hätten wir gern als Tischaufsteller DIN lang. Mein Mann Sepp würde alles in Lodengrün halten, wenn es nach ihm ginge; ich bitte Sie, ihm da nicht zu folgen. Mit freundlichen Grüßen, Walburga Steinlechner',
        { colour: 'Almrausch-Rosa', format: 'Tischaufsteller DIN lang' },
        relayed('Lodengrün'),
      ],
      [
        2,
        'Sehr geehrte Damen und Herren, beiliegend eine alte Speisekarte; die Schrift ist die Bernhard Modern, und unsere Stammgäste sagen, so sehe ein richtiges Hotel aus. Ich würde sie gern beibehalten. Mit freundlichen Grüßen, Walburga Steinlechner',
        { font: 'Bernhard Modern' },
      ],
      [
        2,
        'Sehr geehrte Damen und Herren, erlauben Sie mir noch einen Hinweis: Edelweiß-Cliparts möchten wir auf keinen Fall, die hat jedes Haus im Tal. Der Gasthof gegenüber hat alles in Knallorange, und wären wir ein Fünfsternehaus am See, nähmen wir wohl gebürstetes Messing, aber so sind wir nicht. Mit freundlichen Grüßen, Walburga Steinlechner',
        { avoid: 'Edelweiß-Cliparts' },
        mix(rival('Knallorange'), unreal('gebürstetes Messing')),
      ],
      [
        3,
        'Sehr geehrte Damen und Herren, meine Schwiegereltern feiern im August im Haus ihre Goldene Hochzeit, und nur für diese Menükarte hätte ich gern Champagner und Bordeaux. Mit freundlichen Grüßen, Walburga Steinlechner',
        { oneOff: 'Champagner und Bordeaux' },
      ],
      [
        4,
        'Sehr geehrte Damen und Herren, ich muss mein Schreiben vom 2. berichtigen: Die Fensterläden sind über den Winter neu gestrichen worden, und unsere Farbe ist nun nicht mehr Almrausch-Rosa, sondern Kaminholzbraun. Bitte verwenden Sie ab sofort dieses. Entschuldigen Sie die Mühe. Mit freundlichen Grüßen, Walburga Steinlechner',
        { colour: 'Kaminholzbraun' },
      ],
      [
        4,
        'Sehr geehrte Damen und Herren, die Skizze vom Hausberg mit der Kapelle auf dem Entwurf gefällt mir gut. Bleiben Sie bitte beim Tischaufsteller DIN lang. Mit freundlichen Grüßen, Walburga Steinlechner, Haus Lärchenhang',
        { company: 'Haus Lärchenhang', format: 'Tischaufsteller DIN lang' },
        pic('Hausberg mit der Kapelle'),
      ],
    ],
    forget: {
      kind: 'font',
      value: 'Bernhard Modern',
      text: 'Sehr geehrte Damen und Herren, was ich Ihnen über die Schrift unserer alten Speisekarte geschrieben habe, betrachten Sie bitte als erledigt; unsere Tochter möchte die Schrift selbst aussuchen. Mit freundlichen Grüßen, Walburga Steinlechner',
    },
  },
  {
    lang: 'de',
    writer: { role: 'die Inhaberin eines Bestattungshauses in dritter Generation' },
    says: [
      [
        1,
        'Sehr geehrte Damen und Herren, ich schreibe Ihnen für das Bestattungshaus Weidenhammer, das mein Großvater 1929 gegründet hat. Mein Name ist Ottilie Weidenhammer; ich führe das Haus seit 2004. Wir benötigen Unterstützung bei Trauerkarten und Sterbebildern. Mit freundlichen Grüßen, Ottilie Weidenhammer',
        { company: 'Bestattungshaus Weidenhammer', name: 'Ottilie Weidenhammer' },
      ],
      [
        1,
        'Sehr geehrte Damen und Herren, wie in meinem Brief von heute Vormittag angekündigt, hier unsere Gepflogenheiten: Die Hausfarbe ist Trauerweidengrün, unsere Schrift ist die Linotype Syntax, und die Trauerkarten fertigen wir als Klappkarte 11,5 x 17 cm. Mein Sohn Matthias hätte gern alles in Tiefschwarz mit Gold; das ist seine Meinung, nicht die des Hauses. Mit freundlichen Grüßen, Ottilie Weidenhammer',
        { colour: 'Trauerweidengrün', font: 'Linotype Syntax', format: 'Klappkarte 11,5 x 17 cm' },
        relayed('Tiefschwarz mit Gold'),
      ],
      [
        2,
        'Sehr geehrte Damen und Herren, ich bitte Sie mit aller Behutsamkeit, auf betende Hände zu verzichten; viele Angehörige haben uns gesagt, dass sie sie als abgegriffen empfinden. Mit freundlichen Grüßen, Ottilie Weidenhammer',
        { avoid: 'betende Hände' },
      ],
      [
        3,
        'Sehr geehrte Damen und Herren, für die Trauerfeier von Herrn Brockhoff am Freitag, und nur für diese, wünscht die Familie Vergissmeinnichtblau. Die Familie Krüger wiederum möchte für ihre Mutter Sonnenblumengelb; das teilt sie Ihnen selbst mit. Mit freundlichen Grüßen, Ottilie Weidenhammer',
        { oneOff: 'Vergissmeinnichtblau' },
        client('Sonnenblumengelb'),
      ],
      [
        3,
        'Sehr geehrte Damen und Herren, wären wir eine der großen Ketten, hätten wir wohl ein Logo in Konzernblau, aber wir sind ein Familienbetrieb. Das Institut am Friedhof hält alles in Pflaumenblau; ich bitte, dass man uns nicht verwechselt. Mit freundlichen Grüßen, Ottilie Weidenhammer, Bestattungshaus Weidenhammer',
        { company: 'Bestattungshaus Weidenhammer' },
        mix(unreal('Konzernblau'), rival('Pflaumenblau')),
      ],
      [
        4,
        'Sehr geehrte Damen und Herren, ich muss mein Schreiben vom Montag in einem Punkt berichtigen: Die Druckerei hat ihre Maschine umgestellt, und die Trauerkarten werden künftig als Klappkarte 12 x 18 cm gefertigt, nicht mehr im alten Maß. Entschuldigen Sie bitte die Änderung. Mit freundlichen Grüßen, Ottilie Weidenhammer',
        { format: 'Klappkarte 12 x 18 cm' },
      ],
      [
        4,
        'Sehr geehrte Damen und Herren, für das Sterbebild von Frau Ortmann darf die Fotografie ihres Rosengartens verwendet werden. Es bleibt bei Trauerweidengrün und Linotype Syntax. Mit freundlichen Grüßen, Ottilie Weidenhammer',
        { colour: 'Trauerweidengrün', font: 'Linotype Syntax' },
        pic('Fotografie ihres Rosengartens'),
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'betende Hände',
      text: 'Sehr geehrte Damen und Herren, bitte sehen Sie von meiner Bemerkung über die betenden Hände ab; jede Familie soll das für sich entscheiden. Mit freundlichen Grüßen, Ottilie Weidenhammer',
    },
  },
  {
    lang: 'de',
    writer: { role: 'ein ehrenamtlicher Mitarbeiter eines Heimatmuseums' },
    says: [
      [
        1,
        'Sehr geehrte Damen und Herren, ich bin ehrenamtlich im Heimatmuseum Gelnhaar tätig, das in der alten Zehntscheune untergebracht ist, und der Vorstand hat mich gebeten, ein Plakat für unsere Sommerausstellung in Auftrag zu geben. Mit freundlichen Grüßen, Erwin Schwarzkopf',
        { company: 'Heimatmuseum Gelnhaar', name: 'Erwin Schwarzkopf' },
      ],
      [
        1,
        'Sehr geehrte Damen und Herren, in meinem Schreiben von heute Morgen habe ich unsere Farbe vergessen: Es ist Zehntscheunengrau, nach der Mauer der Zehntscheune. Die Ortsvorsteherin hätte lieber das Vereinsblau der Feuerwehr, der Vorstand hat sich aber für das Grau entschieden. Mit freundlichen Grüßen, Erwin Schwarzkopf',
        { colour: 'Zehntscheunengrau' },
        relayed('Vereinsblau der Feuerwehr'),
      ],
      [
        2,
        'Sehr geehrte Damen und Herren, anbei unser letzter Faltprospekt; die Überschriften sind in der Breite Grotesk gesetzt, und ich bitte, das Plakat daran anzulehnen. Mit freundlichen Grüßen, Erwin Schwarzkopf',
        { font: 'Breite Grotesk' },
      ],
      [
        2,
        'Sehr geehrte Damen und Herren, das Plakat benötigen wir als Plakat in DIN A2 für den Aushang im Rathaus und in der Sparkasse. Comic-Bergmänner möchte der Vorstand nicht sehen; sie verharmlosen, was die Männer hier unter Tage geleistet haben. Wären wir das Bergbaumuseum in Bochum, könnten wir uns ein Banner in Grubengold leisten, aber das sind wir nicht. Mit freundlichen Grüßen, Erwin Schwarzkopf',
        { format: 'Plakat in DIN A2', avoid: 'Comic-Bergmänner' },
        unreal('Grubengold'),
      ],
      [
        3,
        'Sehr geehrte Damen und Herren, allein für das Sommerfest zum fünfzigjährigen Bestehen wünscht der Vorstand Kohleschwarz und Gold; sonst soll sich nichts ändern. Mit freundlichen Grüßen, Erwin Schwarzkopf',
        { oneOff: 'Kohleschwarz und Gold' },
      ],
      [
        4,
        'Sehr geehrte Damen und Herren, ich muss mein Schreiben vom 11. berichtigen. Seit der Eintragung ins Vereinsregister lautet unser Name Heimat- und Bergbaumuseum Gelnhaar, und der Vorstand bittet, diesen überall zu verwenden. Entschuldigen Sie die Umstände. Mit freundlichen Grüßen, Erwin Schwarzkopf',
        { company: 'Heimat- und Bergbaumuseum Gelnhaar' },
      ],
      [
        4,
        'Sehr geehrte Damen und Herren, die Ausstellung zeigt Grubenlampen aus drei Jahrhunderten; auf dem Plakat sollte der alte Förderturm zu sehen sein. Mit freundlichen Grüßen, Erwin Schwarzkopf',
        {},
        pic('alte Förderturm'),
      ],
    ],
    forget: {
      kind: 'font',
      value: 'Breite Grotesk',
      text: 'Sehr geehrte Damen und Herren, bitte betrachten Sie meine Angaben zur Schrift des Prospekts als hinfällig; der neue Prospekt wird anders gesetzt. Mit freundlichen Grüßen, Erwin Schwarzkopf',
    },
  },
  {
    lang: 'de',
    writer: { role: 'die Rektorin einer zweizügigen Grundschule' },
    scopes: { avoid: 'workspace' },
    says: [
      [
        1,
        'Sehr geehrte Damen und Herren, ich bin Rektorin der Grundschule am Lindenberg und wende mich an Sie mit der Bitte um Unterstützung bei Elternbriefen und Aushängen. Mit freundlichen Grüßen, Hildegard Pfannschmidt, Rektorin',
        { company: 'Grundschule am Lindenberg', name: 'Hildegard Pfannschmidt' },
      ],
      [
        1,
        'Sehr geehrte Damen und Herren, ergänzend zu meinem Schreiben von heute: Die Schulkonferenz hat beschlossen, dass in Schreiben der Schule keine Comicfiguren verwendet werden; das ist Beschluss der Schule, nicht mein Geschmack. Unsere Farbe ist das Pausenhofgelb unseres Schullogos. Mit freundlichen Grüßen, Hildegard Pfannschmidt',
        { avoid: 'Comicfiguren', colour: 'Pausenhofgelb' },
      ],
      [
        2,
        'Sehr geehrte Damen und Herren, die Elternbriefe bitte ich in der Grundschrift zu setzen, mit der die Kinder lesen lernen. Unser Konrektor, Herr Albers, schwärmt für Neonpink bei den Briefen der vierten Klassen, aber das ist seine Begeisterung, nicht die der Schule. Mit freundlichen Grüßen, Hildegard Pfannschmidt',
        { font: 'Grundschrift' },
        relayed('Neonpink'),
      ],
      [
        2,
        'Sehr geehrte Damen und Herren, die Elternbriefe erbitte ich jeweils als Elternbrief als Word-Datei, damit das Sekretariat Namen und Termine ändern kann. Mit freundlichen Grüßen, Hildegard Pfannschmidt',
        { format: 'Elternbrief als Word-Datei' },
      ],
      [
        3,
        'Sehr geehrte Damen und Herren, für die Einladung zur Einschulungsfeier, und nur für diese, wünschen wir uns Zuckertütenbunt. Wären wir eine Privatschule, hätten wir wohl ein Wappen in Marineblau, aber wir sind die Schule im Dorf. Mit freundlichen Grüßen, Hildegard Pfannschmidt',
        { oneOff: 'Zuckertütenbunt' },
        unreal('Wappen in Marineblau'),
      ],
      [
        4,
        'Sehr geehrte Damen und Herren, ich muss mein Schreiben vom Montag und alle folgenden berichtigen: Mein Name ist im Schulstempel falsch eingetragen, und ich habe ihn unbedacht übernommen. Richtig ist Hildegard Pfannschmitt, mit tt. Ich bitte um Nachsicht. Mit freundlichen Grüßen, Hildegard Pfannschmitt',
        { name: 'Hildegard Pfannschmitt' },
      ],
      [
        4,
        'Sehr geehrte Damen und Herren, im ersten Elternbrief, zum Laternenumzug, darf gern eine kleine Zeichnung einer Laterne stehen. Mit freundlichen Grüßen, H. Pfannschmitt, Grundschule am Lindenberg',
        { company: 'Grundschule am Lindenberg' },
        pic('Zeichnung einer Laterne'),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'Elternbrief als Word-Datei',
      text: 'Sehr geehrte Damen und Herren, meine Angaben zum Dateiformat der Elternbriefe betrachten Sie bitte als gegenstandslos; das Schulamt schickt uns eine Vorlage. Mit freundlichen Grüßen, H. Pfannschmitt',
    },
  },
  {
    lang: 'de',
    writer: { role: 'der Schriftführer einer Schützenbruderschaft' },
    says: [
      [
        1,
        'Sehr geehrte Damen und Herren, als Schriftführer der Schützenbruderschaft St. Hubertus erlaube ich mir, mich mit der Bitte um Gestaltung unserer Festschrift an Sie zu wenden. Mit freundlichen Grüßen, Heinz-Josef Brüggemann, Schriftführer',
        { company: 'Schützenbruderschaft St. Hubertus', name: 'Heinz-Josef Brüggemann' },
      ],
      [
        1,
        'Sehr geehrte Damen und Herren, bezugnehmend auf mein Schreiben von heute Vormittag teile ich mit, dass die Farbe der Bruderschaft das Hubertusgrün unserer Uniformröcke ist und unsere Drucksachen seit jeher in der Schwabacher gesetzt werden. Der Brudermeister wünscht sich Eichenlaub-Gold; die Satzung sagt jedoch Grün. Mit freundlichen Grüßen, Heinz-Josef Brüggemann',
        { colour: 'Hubertusgrün', font: 'Schwabacher' },
        relayed('Eichenlaub-Gold'),
      ],
      [
        2,
        'Sehr geehrte Damen und Herren, die Festschrift soll als Festschrift DIN A5 quer erscheinen, wie die vorigen Ausgaben. Mit freundlichen Grüßen, Heinz-Josef Brüggemann',
        { format: 'Festschrift DIN A5 quer' },
      ],
      [
        2,
        'Sehr geehrte Damen und Herren, ich bitte, auf Zielscheiben-Grafiken zu verzichten; wir sind eine Bruderschaft und kein Schießstand. Wären wir ein Sportschützenverein, mögen solche Dinge in Neongelb passen, bei uns nicht. Mit freundlichen Grüßen, Heinz-Josef Brüggemann',
        { avoid: 'Zielscheiben-Grafiken' },
        unreal('Neongelb'),
      ],
      [
        3,
        'Sehr geehrte Damen und Herren, allein für das Schützenfest zum 375-jährigen Bestehen wünscht der Vorstand Silberweiß und Tannengrün. Mit freundlichen Grüßen, Heinz-Josef Brüggemann',
        { oneOff: 'Silberweiß und Tannengrün' },
      ],
      [
        4,
        'Sehr geehrte Damen und Herren, ich muss mein Schreiben vom 5. berichtigen: Die Generalversammlung hat mit der neuen Fahne auch eine neue Farbe beschlossen; es ist fortan das Fahnenblau, nicht mehr das Grün der Röcke. Ich bitte, dies zu berücksichtigen. Die Bruderschaft im Nachbarort führt übrigens Weinrot, von dem wir uns abheben möchten. Mit freundlichen Grüßen, Heinz-Josef Brüggemann',
        { colour: 'Fahnenblau' },
        rival('Weinrot'),
      ],
      [
        5,
        'Sehr geehrte Damen und Herren, auf den Umschlag der Festschrift möge bitte das Bild unserer Fahne mit dem Hirsch kommen. Mit freundlichen Grüßen, Heinz-Josef Brüggemann, Schützenbruderschaft St. Hubertus',
        { company: 'Schützenbruderschaft St. Hubertus' },
        pic('Fahne mit dem Hirsch'),
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'Zielscheiben-Grafiken',
      text: 'Sehr geehrte Damen und Herren, bitte sehen Sie von meinem Hinweis zu den Zielscheiben ab; der Vorstand möchte darüber erneut beraten. Mit freundlichen Grüßen, Heinz-Josef Brüggemann',
    },
  },
  {
    lang: 'de',
    writer: { role: 'die Inhaberin einer alten Stadtapotheke' },
    scopes: { avoid: 'workspace' },
    says: [
      [
        1,
        'Sehr geehrte Damen und Herren, ich bin Irmtraud Kesselring, Inhaberin der Einhorn-Apotheke zu Wimpfen, die seit 1724 am Markt besteht. Ich möchte Etiketten für unsere Rezepturen und Teemischungen in Auftrag geben. Mit freundlichen Grüßen, Irmtraud Kesselring, Apothekerin',
        { name: 'Irmtraud Kesselring', company: 'Einhorn-Apotheke zu Wimpfen' },
      ],
      [
        1,
        'Sehr geehrte Damen und Herren, wie in meinem Brief von heute Vormittag angedeutet, ist die Farbe der Apotheke das Mörsergrün unserer alten Standgefäße, und die Etiketten benötigen wir als Etiketten 70 x 37 mm. Unsere PTA, Frau Yilmaz, fände ein Lachsrosa hübscher für die Kosmetik; das gebe ich als ihre Meinung weiter. Mit freundlichen Grüßen, Irmtraud Kesselring',
        { colour: 'Mörsergrün', format: 'Etiketten 70 x 37 mm' },
        relayed('Lachsrosa'),
      ],
      [
        2,
        'Sehr geehrte Damen und Herren, anbei ein altes Rezepturetikett; es ist in der Excelsior gesetzt, die ich gern beibehalten würde. Mit freundlichen Grüßen, Irmtraud Kesselring',
        { font: 'Excelsior' },
      ],
      [
        2,
        'Sehr geehrte Damen und Herren, es ist Hausregel der Apotheke, keine Pillen-Cliparts zu verwenden; wir sind eine Offizin und kein Drogeriemarkt. Wären wir eine Versandapotheke, nähmen wir vermutlich Signalrot, aber das liegt uns fern. Mit freundlichen Grüßen, Irmtraud Kesselring',
        { avoid: 'Pillen-Cliparts' },
        unreal('Signalrot'),
      ],
      [
        3,
        'Sehr geehrte Damen und Herren, für den Tag der offenen Tür zum 300-jährigen Bestehen, und nur dafür, hätte ich gern Perlmutt und Messing. Mit freundlichen Grüßen, Irmtraud Kesselring',
        { oneOff: 'Perlmutt und Messing' },
      ],
      [
        4,
        'Sehr geehrte Damen und Herren, ich muss mein Schreiben vom Dienstag berichtigen: Gegen die Pillen habe ich, recht besehen, nichts; die Hausregel betrifft Fotos von Kräutersträußen, die jede Naturkostkette verwendet. Bitte meiden Sie diese. Mit freundlichen Grüßen, Irmtraud Kesselring',
        { avoid: 'Fotos von Kräutersträußen' },
      ],
      [
        4,
        'Sehr geehrte Damen und Herren, auf dem Teeetikett darf gern das Einhorn von unserem Apothekenschild erscheinen. Die Adler-Apotheke am Bahnhof führt übrigens Kobaltblau. Mit freundlichen Grüßen, Irmtraud Kesselring, Einhorn-Apotheke zu Wimpfen',
        { company: 'Einhorn-Apotheke zu Wimpfen' },
        mix(pic('Einhorn von unserem Apothekenschild'), rival('Kobaltblau')),
      ],
    ],
    forget: {
      kind: 'font',
      value: 'Excelsior',
      text: 'Sehr geehrte Damen und Herren, meine Angabe zur Schrift des alten Etiketts betrachten Sie bitte als nicht geschrieben. Mit freundlichen Grüßen, Irmtraud Kesselring',
    },
  },
  {
    lang: 'de',
    writer: { role: 'der Schriftführer eines Imkervereins' },
    says: [
      [
        1,
        'Sehr geehrte Damen und Herren, im Namen des Vereins „Imkerverein Vogelsberg e. V.“, dessen Schriftführer ich bin, bitte ich um Ihre Hilfe bei Honigetiketten und einem Faltblatt. Mit freundlichen Grüßen, Reinhold Ammersbach, Schriftführer',
        { company: 'Imkerverein Vogelsberg', name: 'Reinhold Ammersbach' },
      ],
      [
        1,
        'Sehr geehrte Damen und Herren, zu meinem Brief von heute Morgen: Die Farbe des Vereins ist Rapshonig-Gelb, und unsere Drucksachen sind in der Candida gesetzt. Unsere Vorsitzende, Frau Dörr, mag das Wabenorange lieber, der Verein hat aber anders entschieden. Mit freundlichen Grüßen, Reinhold Ammersbach',
        { colour: 'Rapshonig-Gelb', font: 'Candida' },
        relayed('Wabenorange'),
      ],
      [
        2,
        'Sehr geehrte Damen und Herren, das Faltblatt benötigen wir als Faltblatt DIN lang, passend für die Ständer im Bürgerhaus. Mit freundlichen Grüßen, Reinhold Ammersbach',
        { format: 'Faltblatt DIN lang' },
      ],
      [
        2,
        'Sehr geehrte Damen und Herren, Comic-Bienen mit Gesicht möchte der Verein nicht sehen. Wären wir ein Großimker mit Supermarktregal, mag ein Logo in Glanzgold passen, bei uns nicht. Mit freundlichen Grüßen, Reinhold Ammersbach',
        { avoid: 'Comic-Bienen mit Gesicht' },
        unreal('Glanzgold'),
      ],
      [
        3,
        'Sehr geehrte Damen und Herren, nur für den Aushang zum Weltbienentag am 20. Mai wünscht sich der Vorstand Lindgrün und Wachsweiß. Mit freundlichen Grüßen, Reinhold Ammersbach',
        { oneOff: 'Lindgrün und Wachsweiß' },
      ],
      [
        4,
        'Sehr geehrte Damen und Herren, ich muss mein Schreiben vom 3. berichtigen: Die Mitgliederversammlung hat die Vereinsfarbe geändert, und sie lautet nun Heidehonigbraun, nach unserer Heidetracht. Ich bitte um Entschuldigung. Mit freundlichen Grüßen, Reinhold Ammersbach',
        { colour: 'Heidehonigbraun' },
      ],
      [
        4,
        'Sehr geehrte Damen und Herren, auf das Etikett gehört der Bienenstand am Hoherodskopf. Der Imkerverein im Nachbarkreis hat alles in Lavendellila, wir wollen uns unterscheiden. Mit freundlichen Grüßen, Reinhold Ammersbach, Imkerverein Vogelsberg',
        { company: 'Imkerverein Vogelsberg' },
        mix(pic('Bienenstand am Hoherodskopf'), rival('Lavendellila')),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'Faltblatt DIN lang',
      text: 'Sehr geehrte Damen und Herren, meine Angaben zum Format des Faltblatts betrachten Sie bitte als gegenstandslos; der Vorstand hat noch nicht entschieden. Mit freundlichen Grüßen, Reinhold Ammersbach',
    },
  },
];

export const DE11_POOLS: Pools = {
  ask: {
    colour: [
      'In welchem Farbton sollen ihre Drucksachen gehalten sein?',
      'Welche Farbe tragen ihre Aushänge gewöhnlich?',
    ],
    font: ['In welcher Schrift werden ihre Schreiben gesetzt?', 'Welche Type kommt auf ihre Dokumente?'],
    company: [
      'In wessen Auftrag wird uns geschrieben?',
      'Welcher Name steht oben auf den Aushängen, die wir vorbereiten?',
    ],
    name: ['Wie ist die schreibende Person anzusprechen?', 'Wer unterschreibt die Briefe, die wir bekommen?'],
    format: [
      'In welcher Form soll die fertige Arbeit geliefert werden?',
      'Welche Größe oder welche Dateiart erwartet man zurück?',
    ],
    avoid: [
      'Was darf auf keinem Entwurf für sie erscheinen?',
      'Gibt es etwas, das sie in den Entwürfen nicht sehen wollen?',
    ],
  },
  guesses: ['Taubenblau', 'Aprikose', 'Malvenlila', 'Rostorange', 'Eisgrau', 'Schilfgrün', 'Mohnrot', 'Pistazie'],
};

export const RU11: Draft[] = [
  {
    lang: 'ru',
    writer: { role: 'нотариус в отставке, по-прежнему принимающий давних клиентов два утра в неделю' },
    says: [
      [
        1,
        'Уважаемые господа! Обращаюсь к вам по совету племянницы, которая уверяет, что вы готовите печатные материалы для небольших контор. Меня зовут Аркадий Семёнович Вязов, я нотариус в отставке, но по вторникам и четвергам по-прежнему принимаю давних клиентов; наше учреждение называется «Нотариальная контора на Покровке». Прошу подготовить скромное объявление о часах приёма. С уважением, Аркадий Семёнович Вязов',
        { name: 'Аркадий Семёнович Вязов', company: 'Нотариальная контора на Покровке' },
      ],
      [
        1,
        'Уважаемые господа! В дополнение к моему письму от сегодняшнего утра сообщаю, что вся бумага конторы уже сорок лет печатается в цвете, который типография называла «чернильно-фиолетовый», и прошу выдержать объявление в нём же. Моя супруга, Нина Петровна, полагает, что бирюзовый выглядел бы современнее; я этого мнения не разделяю и упоминаю его лишь для полноты. С уважением, А. С. Вязов',
        { colour: 'чернильно-фиолетовый' },
        relayed('бирюзовый'),
      ],
      [
        2,
        'Уважаемые господа! Прилагаю лист нашего бланка: как вы увидите, шапка набрана гарнитурой «Обыкновенная новая», которую выбрал мой покойный компаньон в 1978 году; прошу и объявление набрать ею же. Работу прошу прислать так: лист A4 в PDF, чтобы я мог распечатать его в копировальном центре у метро. С уважением, А. С. Вязов',
        { font: 'Обыкновенная новая', format: 'лист A4 в PDF' },
      ],
      [
        2,
        'Уважаемые господа! Позвольте добавить просьбу, которую мне следовало высказать сразу: изображения весов Фемиды прошу не использовать ни в чём, что носит наше имя, — это давно стало штампом. С уважением, А. С. Вязов',
        { avoid: 'изображения весов Фемиды' },
      ],
      [
        3,
        'Уважаемые господа! В марте конторе исполняется пятьдесят лет, и только для приглашения на юбилей я просил бы цвета «серебро с тёмно-синим»; после этого всё остаётся по-прежнему. С уважением, А. С. Вязов',
        { oneOff: 'серебро с тёмно-синим' },
      ],
      [
        3,
        'Уважаемые господа! Будь мы крупной московской фирмой, вероятно, заказали бы бланки под мрамор с золотым тиснением, но мы небольшая контора, и пусть это будет видно. С уважением, А. С. Вязов',
        {},
        unreal('мрамор с золотым тиснением'),
      ],
      [
        4,
        'Уважаемые господа! Вынужден поправить своё письмо от понедельника. Просматривая старые счета типографии, я обнаружил, что наш цвет вовсе не тот фиолетовый, о котором я писал, а «сургучно-красный»; фиолетовым был лишь штемпель. Приношу извинения за путаницу. С уважением, А. С. Вязов',
        { colour: 'сургучно-красный' },
      ],
      [
        4,
        'Уважаемые господа! Рисунок старого особняка с чугунным крыльцом мне очень понравился. Прошу продолжать в соответствии с моими прежними письмами, гарнитура по-прежнему «Обыкновенная новая». С уважением, А. С. Вязов, «Нотариальная контора на Покровке»',
        { company: 'Нотариальная контора на Покровке', font: 'Обыкновенная новая' },
        pic('особняка с чугунным крыльцом'),
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'изображения весов Фемиды',
      text: 'Уважаемые господа! Прошу считать недействительным то, что я писал о весах Фемиды; племянница убедила меня, что это не имеет значения. С уважением, А. С. Вязов',
    },
  },
  {
    lang: 'ru',
    writer: { role: 'канцелярия сельского прихода, в лице приходского секретаря' },
    scopes: { avoid: 'workspace' },
    says: [
      [
        1,
        'Добрый день! Пишу вам по благословению настоятеля от имени прихода; полное наименование — «Никольский приход села Загорье». Я секретарь прихода уже двенадцатый год, и мне поручено найти, кто подготовит объявления для стенда в притворе. С уважением, Валентина Игнатьевна Пухова, секретарь прихода',
        { company: 'Никольский приход села Загорье', name: 'Валентина Игнатьевна Пухова' },
      ],
      [
        1,
        'Добрый день! В дополнение к моему письму от сегодняшнего утра сообщаю, что приходской совет постановил: никакие картинки с ангелочками в наших объявлениях не использовать; это решение совета, а не мой личный вкус. Цвет у нас всегда один — «цвет кирпича колокольни». С уважением, В. И. Пухова',
        { avoid: 'картинки с ангелочками', colour: 'цвет кирпича колокольни' },
      ],
      [
        2,
        'Добрый день! Прилагаю пасхальный выпуск приходского листка; заголовки в нём набраны шрифтом «Ижица», и мы хотели бы, чтобы объявления были в том же духе. Отец Георгий, наш настоятель, сам предпочёл бы пасхальный красный на всём, но оставляет решение совету. С уважением, В. И. Пухова',
        { font: 'Ижица' },
        relayed('пасхальный красный'),
      ],
      [
        2,
        'Добрый день! Что касается вида, объявления удобнее всего получать как листок A5 пополам, чтобы размножать их на приходском ксероксе. С уважением, В. И. Пухова',
        { format: 'листок A5 пополам' },
      ],
      [
        3,
        'Добрый день! К Престольному празднику, и только к нему, батюшка просит сделать объявление в цветах «лазурь с золотом». Будь мы кафедральным собором, у нас, наверное, всё было бы в пурпуре, но мы сельский храм. С уважением, В. И. Пухова',
        { oneOff: 'лазурь с золотом' },
        unreal('пурпуре'),
      ],
      [
        4,
        'Добрый день! Вынуждена поправить своё письмо от вторника относительно шрифта. Новый приходской листок с Троицы будет набираться шрифтом «Ирмологион», и совет просит, чтобы объявления следовали ему; «Ижицу» прошу больше не использовать. Простите за беспокойство. С уважением, В. И. Пухова',
        { font: 'Ирмологион' },
      ],
      [
        4,
        'Добрый день! Для объявления о престольном дне можно взять рисунок нашей деревянной звонницы. Соседний приход всё делает в голубом с серебром, и нам хотелось бы от него отличаться. С уважением, В. И. Пухова, «Никольский приход села Загорье»',
        { company: 'Никольский приход села Загорье' },
        mix(pic('деревянной звонницы'), rival('голубом с серебром')),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'листок A5 пополам',
      text: 'Добрый день! По просьбе настоятеля прошу не принимать во внимание то, что я писала о формате объявлений; какой у нас будет ксерокс, пока неизвестно. С уважением, В. И. Пухова',
    },
  },
  {
    lang: 'ru',
    writer: { role: 'владелица небольшой семейной гостиницы на Селигере' },
    says: [
      [
        1,
        'Здравствуйте! Меня зовут Людмила Корягина, вместе с мужем мы держим семейную гостиницу «Три сосны» на двенадцать номеров, которую открыли его родители в 1994 году. Хотела бы заказать у вас прейскурант и таблички для номеров. С уважением, Людмила Корягина',
        { name: 'Людмила Корягина', company: 'Три сосны' },
      ],
      [
        1,
        'Здравствуйте! В дополнение к утреннему письму: наш цвет — «морошковый», как ставни и скатерти, а прейскурант нужен в виде «открытка 10 на 15», чтобы входил в подставки на столах. Муж, Геннадий, всё сделал бы в хаки, будь его воля; прошу вас его не слушать. С уважением, Людмила Корягина',
        { colour: 'морошковый', format: 'открытка 10 на 15' },
        relayed('хаки'),
      ],
      [
        2,
        'Здравствуйте! Прилагаю старое меню: шрифт в нём — «Кудряшевская», гости говорят, что так выглядит настоящая гостиница, и мне хотелось бы его сохранить. С уважением, Людмила Корягина',
        { font: 'Кудряшевская' },
      ],
      [
        2,
        'Здравствуйте! Позвольте ещё одну просьбу: медведи с балалайками нам не нужны ни в каком виде, ими увешано всё побережье. Турбаза напротив сделала всё в кислотно-зелёном, а будь мы пятизвёздочным отелем, наверное, выбрали бы золото с чёрным, но мы не такие. С уважением, Людмила Корягина',
        { avoid: 'медведи с балалайками' },
        mix(rival('кислотно-зелёном'), unreal('золото с чёрным')),
      ],
      [
        3,
        'Здравствуйте! В сентябре у нас в гостинице свадьба дочери, и только для свадебного меню я хотела бы серебристо-сиреневый, который выбрала она сама. С уважением, Людмила Корягина',
        { oneOff: 'серебристо-сиреневый' },
      ],
      [
        4,
        'Здравствуйте! Вынуждена поправить своё письмо от второго числа: за зиму ставни перекрасили, и наш цвет теперь не тот, что я называла, а «цвет спелой рябины». Прошу с этого дня использовать его. Извините за лишние хлопоты. С уважением, Людмила Корягина',
        { colour: 'цвет спелой рябины' },
      ],
      [
        4,
        'Здравствуйте! Акварель с причалом и лодкой в макете прелестна, пусть остаётся. Формат прежний: открытка 10 на 15. С уважением, Людмила Корягина, гостиница «Три сосны»',
        { company: 'Три сосны', format: 'открытка 10 на 15' },
        pic('Акварель с причалом'),
      ],
    ],
    forget: {
      kind: 'font',
      value: 'Кудряшевская',
      text: 'Здравствуйте! Прошу не учитывать то, что я писала о шрифте старого меню; дочь хочет выбрать шрифт сама. С уважением, Людмила Корягина',
    },
  },
  {
    lang: 'ru',
    writer: { role: 'директор семейного ритуального агентства' },
    says: [
      [
        1,
        'Уважаемые господа! Обращаюсь к вам от имени нашего агентства — «Ритуальная служба «Ладога»», основанного моим отцом в 1992 году. Меня зовут Тамара Ефимовна Глухова, я руковожу агентством. Нам нужна помощь с буклетами для прощаний. С уважением, Тамара Ефимовна Глухова',
        { company: 'Ритуальная служба «Ладога»', name: 'Тамара Ефимовна Глухова' },
      ],
      [
        1,
        'Уважаемые господа! Как я обещала в моём письме сегодня утром, сообщаю наши правила: фирменный цвет — «графитово-сиреневый», шрифт всех наших бумаг — «Петербург», а буклеты мы делаем как буклет A5 на четыре полосы. Мой заместитель Виктор хотел бы всё в чёрном лаке, но это его мнение, а не агентства. С уважением, Т. Е. Глухова',
        { colour: 'графитово-сиреневый', font: 'Петербург', format: 'буклет A5 на четыре полосы' },
        relayed('чёрном лаке'),
      ],
      [
        2,
        'Уважаемые господа! Очень деликатная просьба: голуби и свечи на наших буклетах не нужны, многие семьи говорили нам, что им тяжело это видеть. С уважением, Т. Е. Глухова',
        { avoid: 'голуби и свечи' },
      ],
      [
        3,
        'Уважаемые господа! Для прощания с Петром Ильичом Шубиным в пятницу, и только для него, семья просит цвета «васильковый с белым». Семья Ореховых, в свою очередь, просит для своей мамы фото яблоневого сада на обложке, они напишут вам сами. С уважением, Т. Е. Глухова',
        { oneOff: 'васильковый с белым' },
        client('фото яблоневого сада'),
      ],
      [
        3,
        'Уважаемые господа! Будь мы сетевой компанией, наверное, имели бы логотип в корпоративном синем, но мы семейное дело. Агентство у кладбища всё делает в бордовом, и не хотелось бы, чтобы нас путали. С уважением, Т. Е. Глухова',
        {},
        mix(unreal('корпоративном синем'), rival('бордовом')),
      ],
      [
        4,
        'Уважаемые господа! Должна поправить своё письмо от понедельника: в прошлом месяце я вернула девичью фамилию, и прошу впредь обращаться ко мне как Тамара Ефимовна Сорокина. Прошу прощения за путаницу. С уважением, Т. Е. Сорокина',
        { name: 'Тамара Ефимовна Сорокина' },
      ],
      [
        4,
        'Уважаемые господа! Прошу и дальше придерживаться наших правил: цвет «графитово-сиреневый», шрифт «Петербург». С уважением, Т. Е. Сорокина, «Ритуальная служба «Ладога»»',
        { colour: 'графитово-сиреневый', font: 'Петербург', company: 'Ритуальная служба «Ладога»' },
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'голуби и свечи',
      text: 'Уважаемые господа! Прошу не принимать во внимание то, что я писала о голубях и свечах; пусть каждая семья решает сама. С уважением, Т. Е. Сорокина',
    },
  },
  {
    lang: 'ru',
    writer: { role: 'волонтёр сельского краеведческого музея' },
    says: [
      [
        1,
        'Здравствуйте! Я работаю на общественных началах в нашем музее — «Краеведческий музей села Берёзовка», он размещается в бывшем доме купца Сыромятникова. Совет музея поручил мне заказать афишу летней выставки. С уважением, Зинаида Павловна Кречетова',
        { company: 'Краеведческий музей села Берёзовка', name: 'Зинаида Павловна Кречетова' },
      ],
      [
        1,
        'Здравствуйте! В утреннем письме я забыла указать наш цвет: это «охра наличников», как резные наличники на доме купца. Глава поселения предпочёл бы триколор, но совет музея выбрал охру. С уважением, З. П. Кречетова',
        { colour: 'охра наличников' },
        relayed('триколор'),
      ],
      [
        2,
        'Здравствуйте! Прилагаю наш последний буклет: заголовки в нём набраны гарнитурой «Академическая», и я прошу афишу выдержать в ней же. С уважением, З. П. Кречетова',
        { font: 'Академическая' },
      ],
      [
        2,
        'Здравствуйте! Афиша нужна как плакат A3 для доски у сельсовета и в магазине. Совет просит не использовать матрёшки в кокошниках, они есть на каждой районной афише. Будь мы Эрмитажем, можно было бы позволить себе малахитовый с позолотой, но мы сельский музей. С уважением, З. П. Кречетова',
        { format: 'плакат A3', avoid: 'матрёшки в кокошниках' },
        unreal('малахитовый с позолотой'),
      ],
      [
        3,
        'Здравствуйте! Только для афиши ко Дню села совет хотел бы «ситцевый красный», как платки на старых фотографиях. С уважением, З. П. Кречетова',
        { oneOff: 'ситцевый красный' },
      ],
      [
        4,
        'Здравствуйте! Вынуждена поправить своё письмо от одиннадцатого числа. После перерегистрации наше официальное название — «Музей истории села Берёзовка», совет просит использовать его везде. Прошу прощения за беспокойство. С уважением, З. П. Кречетова',
        { company: 'Музей истории села Берёзовка' },
      ],
      [
        4,
        'Здравствуйте! Выставка посвящена рукоделию, и на афише хотелось бы видеть расписную прялку из нашего собрания. С уважением, З. П. Кречетова',
        {},
        pic('расписную прялку'),
      ],
    ],
    forget: {
      kind: 'font',
      value: 'Академическая',
      text: 'Здравствуйте! Прошу считать недействительным то, что я писала о шрифте буклета; новый буклет будут верстать иначе. С уважением, З. П. Кречетова',
    },
  },
  {
    lang: 'ru',
    writer: { role: 'директор сельской средней школы' },
    scopes: { format: 'workspace' },
    says: [
      [
        1,
        'Уважаемые коллеги! Я директор школы — «Ильинская средняя школа», и обращаюсь к вам с просьбой о помощи в подготовке объявлений для родителей. С уважением, Нина Аркадьевна Сперанская, директор',
        { company: 'Ильинская средняя школа', name: 'Нина Аркадьевна Сперанская' },
      ],
      [
        1,
        'Уважаемые коллеги! В дополнение к моему письму сообщаю: наш цвет — «синий школьной формы», а объявления набираем гарнитурой «Школьная», по которой дети учатся читать. Завуч, Ирина Олеговна, очень хочет оранжевый для объявлений старших классов, но это её увлечение, а не решение школы. С уважением, Н. А. Сперанская',
        { colour: 'синий школьной формы', font: 'Школьная' },
        relayed('оранжевый'),
      ],
      [
        2,
        'Уважаемые коллеги! Объявления прошу присылать как документ Word A4, чтобы канцелярия могла менять даты. С уважением, Н. А. Сперанская',
        { format: 'документ Word A4' },
      ],
      [
        2,
        'Уважаемые коллеги! Очень прошу: никаких фотографий детей крупным планом, согласия есть не от всех родителей. С уважением, Н. А. Сперанская',
        { avoid: 'фотографий детей крупным планом' },
      ],
      [
        3,
        'Уважаемые коллеги! К столетию школы, и только для праздничной программы, хотели бы «золотой с бордовым». Будь мы гимназией, у нас, наверное, был бы герб в тёмно-зелёном, но мы сельская школа и гордимся этим. С уважением, Н. А. Сперанская',
        { oneOff: 'золотой с бордовым' },
        unreal('герб в тёмно-зелёном'),
      ],
      [
        4,
        'Уважаемые коллеги! Вынуждена поправить своё письмо от вторника относительно вида объявлений. Вышел приказ по школе: все объявления для родителей публикуются только как PDF для сайта школы, это правило школы, а не моя прихоть. Приношу извинения. С уважением, Н. А. Сперанская',
        { format: 'PDF для сайта школы' },
      ],
      [
        4,
        'Уважаемые коллеги! В первом объявлении, о походе на Ильинский родник, можно поместить рисунок родника с часовенкой. С уважением, Н. А. Сперанская, «Ильинская средняя школа»',
        { company: 'Ильинская средняя школа' },
        pic('родника с часовенкой'),
      ],
    ],
    forget: {
      kind: 'avoid',
      value: 'фотографий детей крупным планом',
      text: 'Уважаемые коллеги! Прошу не учитывать то, что я писала о фотографиях детей; согласия теперь собраны, и будем решать в каждом случае отдельно. С уважением, Н. А. Сперанская',
    },
  },
  {
    lang: 'ru',
    writer: { role: 'секретарь районного совета ветеранов' },
    says: [
      [
        1,
        'Уважаемые товарищи! Пишу вам как секретарь организации — «Совет ветеранов Кировского района», с просьбой помочь с листовками и поздравительными открытками. С уважением, Пётр Саввич Кондрашов',
        { company: 'Совет ветеранов Кировского района', name: 'Пётр Саввич Кондрашов' },
      ],
      [
        1,
        'Уважаемые товарищи! В дополнение к утреннему письму: наш цвет — «цвет солдатского сукна», а шрифт всех наших бумаг — «Журнальная рубленая». Председатель совета хотел бы алый на всём, но это его личное мнение. С уважением, П. С. Кондрашов',
        { colour: 'цвет солдатского сукна', font: 'Журнальная рубленая' },
        relayed('алый'),
      ],
      [
        2,
        'Уважаемые товарищи! Листовки прошу присылать в виде «листовка A5», их раздают в поликлинике и на почте. С уважением, П. С. Кондрашов',
        { format: 'листовка A5' },
      ],
      [
        2,
        'Уважаемые товарищи! Прошу обойтись без того, что называют «клипарт с салютом»; ветераны считают это несерьёзным. Будь мы министерством, возможно, печатали бы всё на глянцевом синем, но мы общественная организация. С уважением, П. С. Кондрашов',
        { avoid: 'клипарт с салютом' },
        unreal('глянцевом синем'),
      ],
      [
        3,
        'Уважаемые товарищи! Только для открытки ко Дню Победы совет просит «кумачовый с золотом». С уважением, П. С. Кондрашов',
        { oneOff: 'кумачовый с золотом' },
      ],
      [
        4,
        'Уважаемые товарищи! Вынужден поправить своё письмо от третьего числа: на собрании совета решили сменить цвет, и теперь он «шинельный серый», как у нашего нового знамени. Приношу извинения. С уважением, П. С. Кондрашов',
        { colour: 'шинельный серый' },
      ],
      [
        4,
        'Уважаемые товарищи! На листовке прошу поместить памятник у Дома культуры. Совет ветеранов соседнего района всё делает в ярко-голубом, хотелось бы от них отличаться. С уважением, П. С. Кондрашов, «Совет ветеранов Кировского района»',
        { company: 'Совет ветеранов Кировского района' },
        mix(pic('памятник у Дома культуры'), rival('ярко-голубом')),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'листовка A5',
      text: 'Уважаемые товарищи! Прошу не принимать во внимание то, что я писал о формате листовок; поликлиника теперь просит другие. С уважением, П. С. Кондрашов',
    },
  },
  {
    lang: 'ru',
    writer: { role: 'заведующая сельской библиотекой' },
    says: [
      [
        1,
        'Добрый день! Я заведую нашей сельской библиотекой — «Библиотека имени Пришвина» — и хотела бы заказать у вас афиши и закладки для читателей. С уважением, Ольга Тимофеевна Заречная',
        { company: 'Библиотека имени Пришвина', name: 'Ольга Тимофеевна Заречная' },
      ],
      [
        1,
        'Добрый день! В дополнение к утреннему письму: цвет библиотеки — «переплётный коричневый», как старые переплёты в нашем фонде. Заведующая районной сетью библиотек предпочла бы голубой, но это её вкус, а не наш. С уважением, О. Т. Заречная',
        { colour: 'переплётный коричневый' },
        relayed('голубой'),
      ],
      [
        2,
        'Добрый день! Прилагаю наш старый читательский билет: он набран шрифтом «Гарнитура Лазурского», и мне хотелось бы его сохранить. С уважением, О. Т. Заречная',
        { font: 'Гарнитура Лазурского' },
      ],
      [
        2,
        'Добрый день! Закладки нужны в формате «закладка 5 на 20». И прошу не рисовать книжные черви, они мне кажутся неопрятными. Будь мы областной библиотекой, наверное, позволили бы себе бронзовое тиснение, но мы сельская. С уважением, О. Т. Заречная',
        { format: 'закладка 5 на 20', avoid: 'книжные черви' },
        unreal('бронзовое тиснение'),
      ],
      [
        3,
        'Добрый день! Только для афиши к Неделе детской книги хотелось бы «радужный», дети сами так попросили. С уважением, О. Т. Заречная',
        { oneOff: 'радужный' },
      ],
      [
        4,
        'Добрый день! Вынуждена поправить своё письмо от вторника: против червячков я, по совести, ничего не имею, а вот совы в очках мне надоели до невозможности — прошу избегать именно их. С уважением, О. Т. Заречная',
        { avoid: 'совы в очках' },
      ],
      [
        4,
        'Добрый день! На афише можно изобразить наше крыльцо с сиренью. Формат закладок прежний: закладка 5 на 20. С уважением, О. Т. Заречная, «Библиотека имени Пришвина»',
        { company: 'Библиотека имени Пришвина', format: 'закладка 5 на 20' },
        pic('крыльцо с сиренью'),
      ],
    ],
    forget: {
      kind: 'font',
      value: 'Гарнитура Лазурского',
      text: 'Добрый день! Прошу не учитывать то, что я писала о шрифте читательского билета. С уважением, О. Т. Заречная',
    },
  },
  {
    lang: 'ru',
    writer: { role: 'председатель правления товарищества собственников жилья' },
    says: [
      [
        1,
        'Здравствуйте! Обращаюсь к вам как председатель правления — «ТСЖ «Липовая аллея»», с просьбой помочь с объявлениями для жильцов. С уважением, Эдуард Львович Гринберг',
        { company: 'ТСЖ «Липовая аллея»', name: 'Эдуард Львович Гринберг' },
      ],
      [
        1,
        'Здравствуйте! В дополнение к утреннему письму: цвет нашего товарищества — «липовый зелёный», а все бумаги правления набраны шрифтом «Ньютон». Наш бухгалтер, Раиса Фёдоровна, предложила жёлтый, но правление его не утверждало. С уважением, Э. Л. Гринберг',
        { colour: 'липовый зелёный', font: 'Ньютон' },
        relayed('жёлтый'),
      ],
      [
        2,
        'Здравствуйте! Объявления прошу присылать как «объявление A4 для подъезда», чтобы можно было повесить на доску у лифта. С уважением, Э. Л. Гринберг',
        { format: 'объявление A4 для подъезда' },
      ],
      [
        2,
        'Здравствуйте! Прошу вас не ставить восклицательные знаки в заголовках; жильцы воспринимают их как окрик. Будь мы управляющей компанией, наверное, всё было бы в фирменном синем, но мы товарищество. С уважением, Э. Л. Гринберг',
        { avoid: 'восклицательные знаки в заголовках' },
        unreal('фирменном синем'),
      ],
      [
        3,
        'Здравствуйте! Только для объявления о весеннем субботнике правление просит «травяной с белым». С уважением, Э. Л. Гринберг',
        { oneOff: 'травяной с белым' },
      ],
      [
        4,
        'Здравствуйте! Вынужден поправить своё письмо от понедельника: после ремонта входных дверей общее собрание утвердило новый цвет товарищества — «тёмная вишня». Приношу извинения за беспокойство. Соседнее ТСЖ всё делает в оранжевом, так что мы будем заметно отличаться. С уважением, Э. Л. Гринберг',
        { colour: 'тёмная вишня' },
        rival('оранжевом'),
      ],
    ],
    forget: {
      kind: 'format',
      value: 'объявление A4 для подъезда',
      text: 'Здравствуйте! Прошу считать недействительным то, что я писал о формате объявлений. С уважением, Э. Л. Гринберг',
    },
  },
];

export const RU11_POOLS: Pools = {
  ask: {
    colour: ['В каком тоне делать их печатные материалы?', 'Какой цвет обычно у их объявлений?'],
    font: ['Каким шрифтом набирать их бумаги?', 'Какой шрифт идёт на их документы?'],
    company: ['Какая организация нам пишет?', 'Какое название ставить в шапке их объявлений?'],
    name: ['Как обращаться к автору писем?', 'Кто подписывает письма, которые мы получаем?'],
    format: ['В каком виде отправлять готовую работу?', 'Какой размер или тип файла они ждут?'],
    avoid: ['Чего не должно быть ни в одной работе для них?', 'Что им не хочется видеть в макетах?'],
  },
  guesses: [
    'сизый',
    'абрикосовый',
    'лавандовый',
    'фисташковый',
    'медово-горчичный',
    'кирпично-персиковый',
    'пепельно-розовый',
    'льняной',
  ],
};
