import type { FileStrings } from '../en.js';
import { iso } from '../../packs/intl.js';

const de: FileStrings = {
  chooseFile: 'Datei auswählen',
  chooseAnotherFile: 'Andere Datei auswählen',
  removeFile: (name) => `${iso(name)} entfernen`,
  fileRemoved: (name) => `${iso(name)} entfernt`,
  readingFile: (name) => `${iso(name)} wird gelesen …`,
  fileChosen: (name, size) => `${iso(name)} (${size})`,
  fileTypes: (types) => `Erlaubt: ${iso(types)}`,
  fileMaxSize: (size) => `Bis zu ${size}`,
  requiredFile: 'Bitte eine Datei auswählen',
  fileTooLarge: (name, size, max) => `${iso(name)} ist ${size} groß, mehr als die ${max}, die diese Frage annimmt. Bitte eine kleinere Datei auswählen.`,
  fileWrongType: (name, types) => `${iso(name)} hat keinen Dateityp, den diese Frage annimmt (${iso(types)}). Bitte eine andere Datei auswählen.`,
  fileUnreadable: (name) => `${iso(name)} konnte nicht gelesen werden. Bitte erneut oder eine andere Datei auswählen.`,
  preview: 'Vorschau',
  previewOf: (title) => `Vorschau: ${iso(title)}`,
  filterResources: (field) => `${iso(field)} filtern`,
  resourcesShown: (shown, total) => `${shown} von ${total} angezeigt: zum Eingrenzen tippen`,
  resourcesAll: (total) => `${total} angezeigt`,
  addOwnFile: 'Eigene Datei hinzufügen',
  uploading: (name) => `${iso(name)} wird hinzugefügt …`,
  uploadFailed: (name) => `${iso(name)} konnte nicht hinzugefügt werden. Bitte erneut versuchen oder eine andere Datei auswählen.`,
  add: 'Hinzufügen',
  addResource: (title) => `${iso(title)} hinzufügen`,
  inTheList: (field) => `${iso(field)}: in der Liste`,
};
export default de;
