/**
 * Closed classes that mark where the words naming a piece begin and end in a line (`naming-span.ts`):
 * prepositions, determiners, pronouns, particles, modal and common edit verbs, fillers — grammar
 * words of the router's seven languages, written from the languages themselves, not taken from
 * anyone's lines. Latin-script languages share one table (a line may mix them); Russian has its own.
 */
const words = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

/**
 * Prepositions that point at a thing ("on the flyer", "zur Karte", "en el cartel", "sur l'affiche",
 * "на плакате"): one followed by a determiner opens a naming span anywhere; any of them opens one
 * at the line's start (a fronted topic: "For the hiking map, …").
 */
export const OPENERS = words(`
  on in into onto to at about regarding concerning re under over inside within across behind below above beside near for
  auf in im ins an am zu zum zur bei beim für über unter neben hinter vor
  en a al para sobre dentro encima debajo
  sur dans à au aux pour chez concernant sous devant derrière
  в во на для к ко по про о об обо у под над при за
`);

/** Prepositions that join a name's parts ("the flyer for the bakery", "la carta del menú"): they never open a span after a word of one. */
export const LINKS = words(`
  of for with from by
  von vom mit aus für der des
  de del con sin para
  du des de avec sans pour
  с со из без для от
`);

/** Determiners, demonstratives and possessives: they open a span ("the poster", "diese Karte"). */
export const DETERMINERS = words(`
  the this that these those my our your his her their a an another
  der die das dem den des ein eine einen einem einer eines dieser diese dieses diesem diesen mein meine meinen meinem meiner unser unsere unseren unserem unserer
  el la los las lo un una unos unas este esta estos estas ese esa esos esas aquel aquella mi mis nuestro nuestra nuestros nuestras su sus otro otra
  le les l un une ce cet cette ces mon ma mes notre nos votre vos son sa ses leur autre
  этот эта это эту этом этой этого тот та ту том той того мой моя мою моей моём наш наша нашу нашей нашем ваш вашу вашей
`);

/**
 * Words that end a span: pronouns, auxiliaries and modals, conjunctions, politeness, fillers,
 * the common edit verbs and their imperatives, and comparatives of an edit ("bigger", "größer").
 */
export const BOUNDARIES = words(`
  i we you he she it they me us him them its it's i'd i'm we'd let let's
  is are was were be been being am do does did have has had can could would will should shall may might must need needs want wants
  and or but so then also too just still again now maybe please thanks thank um uh er well yeah yes no ok okay oh hey hi sorry actually like really
  add put make change move swap replace remove delete drop use try set turn give take keep fix update write include insert show
  shorten cut increase reduce enlarge shrink colour color rename crop resize center centre align switch bump tweak adjust lighten darken
  until till after before during since than as via per like through between against instead
  bis seit nach ohne während durch zwischen als wie gegen statt anstatt
  hasta desde durante después antes según como entre por
  jusqu jusque après avant pendant depuis comme entre par
  bigger smaller larger darker lighter brighter bolder wider narrower shorter longer more less
  ich wir du er sie es ihr mir uns dir ihm ihn ihnen man
  ist sind war wäre wären hat habe hätte hätten kann kannst könnte könnten könntest können will wollen würde würden würdest soll sollte sollten muss müsste möchte möchten
  und oder aber also dann auch noch doch mal bitte danke gerne ja nein nee ähm äh na so genau eigentlich vielleicht
  füg füge fügt hinzu setz setze setzt mach mache macht ändere ändert änder tausch tausche tauscht ersetze ersetzt ersetzen entferne entfernt lösch lösche nimm nehmt
  schreib schreibe schreibt verschieb verschiebe rück rücke gib gebt zeig zeige färbe vergrößere verkleinere
  hinzufügen ändern machen setzen einfügen entfernen schreiben tauschen verschieben nehmen
  größer kleiner dunkler heller breiter schmaler kürzer länger mehr weniger
  yo tú usted nosotros ellos ellas me te se nos os
  es son está están sea fue era hay puede puedes podría podrías podrías podés pueden quiero quisiera queremos necesito necesitamos
  y o pero pues entonces también además todavía ya ahora gracias favor vale sí bueno
  añade añadí añada agrega agregá agregue pon poné ponle ponga ponme cambia cambiá cambie quita quitá quite saca sacá saque mueve mové mueva
  haz hacé haga hazlo usa usá use reemplaza reemplazá reemplace sustituye elimina eliminá borra borrá escribe escribí escriba incluye incluí sube subí baja bajá agranda achica
  añadir agregar poner cambiar quitar sacar mover hacer usar reemplazar eliminar borrar escribir incluir
  más menos grande pequeño mayor menor
  je tu il elle nous vous ils elles moi toi lui y ça cela qu j n c s t ll re ve m
  est sont était serait peux peut pouvez pourriez pourrais pourrait voudrais voulez veux faut faudrait
  et ou mais donc alors aussi encore juste déjà merci stp svp plaît euh bon bah oui non
  ajoute ajoutez mets mettez change changez remplace remplacez enlève enlevez retire retirez supprime supprimez fais faites
  déplace déplacez utilise utilisez agrandis agrandissez réduis réduisez écris écrivez rends rendez
  ajouter mettre changer remplacer enlever retirer supprimer faire déplacer utiliser écrire
  plus moins grand petit
`);

/** Russian words that end a span (pronouns, modals, particles, politeness, edit verbs and their imperatives). */
export const RU_BOUNDARIES = words(`
  я мы вы ты он она они оно мне нам вам тебе ему ей им его её ее их меня нас вас
  это можно можете могли могу нужно надо хочу хотим хотелось бы ли не есть был была было будет
  до после перед через как чем между вместо
  и а но или да нет ну вот короче типа эээ ээ ой ещё еще тоже также уже теперь пожалуйста спасибо просто
  добавь добавьте сделай сделайте поставь поставьте поменяй поменяйте замени замените убери уберите удали удалите
  перенеси перенесите напиши напишите измени измените увеличь увеличьте уменьши уменьшите используй используйте
  вставь вставьте переделай переделайте покрась сдвинь сдвиньте дай дайте
  добавить сделать поставить поменять заменить убрать удалить перенести написать изменить увеличить уменьшить
  больше меньше крупнее мельче темнее светлее ярче потемнее посветлее покрупнее поменьше побольше
`);

/** Leading words a Chinese line uses to point at a piece before naming it: "那个…", "把…改成", "关于…". */
export const ZH_OPENERS = /^(?:[那这這该該][个個张張份段支条條款版幅本]?|把|给|給|在|关于|關於|对于|對於|至于|至於)/u;

/**
 * Where a Chinese naming span ends: punctuation, a locative after the name ("…上", "…里"), and the
 * adverbs, modals and edit verbs that follow it ("再", "能不能", "改", "换", "加").
 */
export const ZH_BOUNDARY =
  /[\s，。！？、：；,.!?:;]|[上里裡中内內]?(?:再|能|可以|可不可以|请|請|要|想|也|还|還|都|就|先|改|换|換|加|放|做|用|删|刪|去掉|调|調|弄|变|變|写|寫|帮|幫|需要|应该|應該|太|更|稍|有点|有點|不要|别|別)/u;

/** Politeness and fillers a Chinese line may open with before it names anything. */
export const ZH_FILLERS = /^(?:那个|嗯|呃|就是|然后|还有|還有|另外|请|請|麻烦|麻煩|帮我|幫我|我想|我们|我們|我)+/u;

/** Japanese fillers and politeness a line may open with ("えーと", "すみません"). */
export const JA_FILLERS =
  /^(?:えーと|ええと|えっと|あの|あのー|すみません|すいません|ごめんなさい|それから|あと|また|では|じゃあ|ちなみに)[、,\s]*/u;

/**
 * Where a Japanese naming span ends: punctuation, or a case or topic particle right after a
 * noun's last character (kanji, katakana, a letter or a digit): "チラシに", "表紙は", "ロゴを".
 */
export const JA_BOUNDARY =
  /[\s、。！？：；,.!?:;「」]|(?<=[\p{Script=Han}\p{Script=Katakana}ー\p{Script=Latin}\p{N}])(?:について|ですが|ですけど|なんですが|には|では|にも|から|まで|は|に|を|が|で|も|へ)/u;
