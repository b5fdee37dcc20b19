import type { Strings } from '../strings.js';
import { durationIn, iso, numberIn, pluralIn } from './intl.js';

const num = numberIn('de');
const plural = pluralIn('de');
const characters = (n: number) => `${num(n)} ${plural(n, { one: 'Zeichen', other: 'Zeichen' })}`;

const de: Strings = {
  serverAsks: (server) => `${iso(server)} fragt`,
  unknownServer: 'Ein nicht identifizierter MCP-Server',
  noMessage: 'Der Server hat nicht gesagt, warum er fragt.',
  queuePosition: (position, total) => `${num(position)} von ${num(total)}`,
  fromTask: (status) => (status ? `Aus einer Hintergrundaufgabe: ${iso(status)}` : 'Aus einer Hintergrundaufgabe'),

  accept: 'Annehmen',
  decline: 'Ablehnen',
  cancel: 'Abbrechen',

  required: '(Pflichtfeld)',
  optionalChoice: 'Keine Angabe',
  chooseOne: 'Bitte wählen …',
  showOptions: (label) => `Optionen für ${iso(label)} anzeigen`,
  noMatches: 'Keine Option passt zu Ihrer Eingabe.',
  matchCount: (n) => (n === 0 ? 'Keine Option passt' : `${num(n)} ${plural(n, { one: 'Option passt', other: 'Optionen passen' })}`),
  chosenFor: (label) => `Ausgewählt für ${iso(label)}`,
  removeChoice: (option) => `${iso(option)} entfernen`,
  secretWarning:
    'Das sieht nach einem Geheimnis aus (Passwort, Schlüssel, Token oder Kartennummer). MCP-Server dürfen in einem Formular nicht nach Geheimnissen fragen; ein vertrauenswürdiger Server leitet Sie stattdessen zu seiner eigenen Anmeldeseite. Überlegen Sie gut, bevor Sie es hier eingeben.',
  timeZone: (zone, offset) => `In Ihrer Zeitzone, ${zone} (${offset}).`,

  errorSummaryTitle: (n) =>
    plural(n, { one: 'Bitte beheben Sie 1 Problem, bevor Sie annehmen', other: `Bitte beheben Sie ${num(n)} Probleme, bevor Sie annehmen` }),
  errorPrefix: 'Fehler:',
  requiredText: 'Geben Sie einen Wert ein',
  requiredNumber: 'Geben Sie eine Zahl ein',
  requiredDate: 'Geben Sie ein Datum ein',
  requiredDateTime: 'Geben Sie Datum und Uhrzeit ein',
  requiredChoice: 'Wählen Sie eine Option',
  requiredEmail: 'Geben Sie eine E-Mail-Adresse ein',
  requiredUri: 'Geben Sie eine Webadresse ein',
  minLength: (n) => `Geben Sie mindestens ${characters(n)} ein`,
  maxLength: (n) => `Geben Sie höchstens ${characters(n)} ein`,
  email: 'Geben Sie eine E-Mail-Adresse wie name@example.com ein',
  uri: 'Geben Sie eine vollständige Webadresse wie https://example.com ein',
  date: 'Geben Sie ein gültiges Datum ein',
  dateTime: 'Geben Sie ein gültiges Datum mit Uhrzeit ein',
  notANumber: `Geben Sie eine Zahl ein, etwa 12 oder ${num(3.5)}`,
  notAnInteger: 'Geben Sie eine ganze Zahl ein, etwa 12',
  unsafeInteger: 'Diese Zahl ist zu groß, um sie genau zu senden; geben Sie eine kleinere ein',
  minimum: (n) => `Geben Sie ${num(n)} oder mehr ein`,
  maximum: (n) => `Geben Sie ${num(n)} oder weniger ein`,
  notAnOption: 'Wählen Sie eine der aufgeführten Optionen',
  minItems: (n) => `Wählen Sie mindestens ${num(n)}`,
  maxItems: (n) => `Wählen Sie höchstens ${num(n)}`,
  validatorFailed: 'Ihre Antworten konnten nicht geprüft werden und wurden daher nicht gesendet. Sie können ablehnen oder abbrechen.',
  checking: 'Ihre Antworten werden geprüft …',

  unsupportedTitle: 'Diese Anfrage kann nicht angezeigt werden',
  unsupportedIntro:
    'Der Server hat nach etwas gefragt, das dieses Formular nicht darstellen kann; deshalb lässt es sich hier nicht annehmen. Sie können ablehnen oder abbrechen.',
  notAnObject: 'Die Anfrage ist kein JSON-Objekt.',
  notJson: (reason) => `Das Attribut „request“ enthält kein gültiges JSON (${reason}).`,
  noSchema: 'Der Anfrage fehlt ein requestedSchema, das beschreibt, was gefragt wird.',
  schemaNotObject: 'Das angefragte Schema hat nicht den Typ „object“.',
  noProperties: 'Das angefragte Schema nennt keine Eigenschaften, nach denen gefragt werden könnte.',
  nestedObject: (f) => `„${iso(f)}“ ist ein verschachteltes Objekt; gefragt werden kann nur nach flachen Feldern.`,
  arrayOfObjects: (f) => `„${iso(f)}“ ist eine Liste von Objekten; gefragt werden kann nur nach Listen von Auswahlmöglichkeiten.`,
  unsupportedArray: (f) => `„${iso(f)}“ ist eine Liste ohne feste Auswahlmöglichkeiten.`,
  unknownType: (f, t) => `„${iso(f)}“ hat den Typ „${iso(t)}“, den MCP-Formulare nicht zulassen.`,
  noOptions: (f) => `„${iso(f)}“ bietet keine Optionen zur Auswahl.`,
  badKeyword: (f, k) => `„${iso(f)}“ gibt „${iso(k)}“ einen Wert der falschen Art, daher könnte das Formular nicht prüfen, was der Server meint.`,
  notAField: (f) => `„${iso(f)}“ wird nicht durch ein Schema-Objekt beschrieben.`,
  unknownMode: (m) => `Die Anfrage nutzt den Modus „${iso(m)}“, der weder Formular noch URL ist.`,
  formInUrl: 'Diese Anfrage ist ein Formular, das ein URL-Zustimmungselement nicht anzeigt (verwenden Sie <mcp-elicitation>).',
  urlInForm: 'Diese Anfrage will eine Webseite öffnen, was ein Formularelement nicht anzeigt (verwenden Sie <mcp-elicitation>).',

  resultAccepted: 'Sie haben angenommen. Ihre Antworten wurden gesendet.',
  resultDeclined: 'Sie haben abgelehnt. Es wurde nichts weitergegeben.',
  resultCancelled: 'Abgebrochen. Es wurde nichts weitergegeben.',
  resultTimedOut: 'Die Zeit ist abgelaufen, daher wurde die Anfrage abgebrochen. Es wurde nichts weitergegeben.',
  resultAborted: 'Diese Anfrage wurde zurückgezogen. Es wurde nichts weitergegeben.',
  showQuestion: 'Frage anzeigen',
  answerYes: 'Ja',
  answerNo: 'Nein',
  noneChosen: 'Keine Auswahl',
  hiddenValue: 'Verborgen (sieht nach einem Geheimnis aus)',

  countdown: (time) => `Verbleibende Zeit: ${time}`,
  countdownAnnouncement: (time) => `Noch ${time} zum Antworten`,
  moreTime: 'Mehr Zeit',
  duration: durationIn('de'),

  urlIntro: 'Der Server möchte diese Seite in Ihrem Browser öffnen:',
  openHost: (host) => `${iso(host)} öffnen`,
  openAgain: (host) => `${iso(host)} erneut öffnen`,
  urlOpened: (host) => `Sie haben ${iso(host)} in einem neuen Tab geöffnet. Schließen Sie den Vorgang dort ab und kommen Sie dann zurück.`,
  urlRepeatedIntro:
    'Der Server wartet noch auf diese Seite. Wenn Sie dort fertig sind, sagen Sie es; wenn Sie sie zu früh geschlossen haben, öffnen Sie sie erneut:',
  urlFinishedButton: 'Ich bin fertig',
  urlFinished: 'Sie haben gesagt, dass Sie fertig sind. Der Server prüft das und fragt vielleicht erneut.',
  urlRefused: 'Dieser Link wird zu Ihrer Sicherheit nicht geöffnet. Sie können ablehnen oder abbrechen.',
  urlUnparsable: 'Der Server hat etwas gesendet, das keine gültige Webadresse ist.',
  urlScheme: (scheme) => `Links, die mit „${scheme}“ beginnen, können Code ausführen oder Dateien lesen; geöffnet werden nur https- und http-Seiten.`,
  warningsTitle: 'Prüfen Sie das, bevor Sie öffnen',
  warnHttp: 'Diese Seite ist nicht verschlüsselt (http statt https). Jeder in Ihrem Netzwerk könnte sie mitlesen oder verändern.',
  warnPunycode: (unicode, ascii) => `Die Adresse enthält internationale Zeichen. Sie erscheint als „${iso(unicode)}“, heißt aber eigentlich „${ascii}“.`,
  warnConfusable: (looksLike) => `Die Adresse ist so gemacht, dass sie wie „${looksLike}“ aussieht, gehört aber zu einer anderen Website.`,
  warnMixedScript: (label) => `„${iso(label)}“ mischt Buchstaben verschiedener Alphabete – ein üblicher Trick, um eine bekannte Website nachzuahmen.`,
  warnCredentials: 'Die Adresse enthält einen Benutzernamen oder ein Passwort. Ein vertrauenswürdiger Server setzt keine Zugangsdaten in einen Link.',
  warnIpHost: 'Die Adresse ist eine bloße IP-Nummer statt eines benannten Webangebots; Sie können nicht erkennen, wer es betreibt.',
  warnDisguisedHost: (written, host) => `Die Adresse schreibt ihr Webangebot als „${iso(written)}“, führt aber tatsächlich zu ${iso(host)}.`,
  warnOtherSite: (target, server) => `Diese Seite liegt auf ${target}, die Anfrage kam aber von ${server}.`,
  warnBidi:
    'Der Text enthielt unsichtbare Zeichen, die die Schreibrichtung ändern; sie werden als [U+…] angezeigt, damit die Reihenfolge, die Sie lesen, die echte ist.',
  hostLabel: 'Website:',
  serverOriginLabel: (origin) => `Adresse des Servers: ${origin}`,
};

export default de;
