import type { FileStrings } from '../en.js';

const de: FileStrings = {
  chooseFile: 'Datei auswählen',
  chooseAnotherFile: 'Andere Datei auswählen',
  removeFile: (name) => `${name} entfernen`,
  fileRemoved: (name) => `${name} entfernt`,
  readingFile: (name) => `${name} wird gelesen …`,
  fileChosen: (name, size) => `${name} (${size})`,
  fileTypes: (types) => `Erlaubt: ${types}`,
  fileMaxSize: (size) => `Bis zu ${size}`,
  requiredFile: 'Bitte eine Datei auswählen',
  fileTooLarge: (name, size, max) => `${name} ist ${size} groß, mehr als die ${max}, die diese Frage annimmt. Bitte eine kleinere Datei auswählen.`,
  fileWrongType: (name, types) => `${name} hat keinen Dateityp, den diese Frage annimmt (${types}). Bitte eine andere Datei auswählen.`,
  fileUnreadable: (name) => `${name} konnte nicht gelesen werden. Bitte erneut oder eine andere Datei auswählen.`,
  preview: 'Vorschau',
  previewOf: (title) => `Vorschau: ${title}`,
  filterResources: (field) => `${field} filtern`,
  resourcesShown: (shown, total) => (shown < total ? `${shown} von ${total} angezeigt: zum Eingrenzen tippen` : `${total} angezeigt`),
  addOwnFile: 'Eigene Datei hinzufügen',
  uploading: (name) => `${name} wird hinzugefügt …`,
  uploadFailed: (name) => `${name} konnte nicht hinzugefügt werden. Bitte erneut versuchen oder eine andere Datei auswählen.`,
  add: 'Hinzufügen',
  addResource: (title) => `${title} hinzufügen`,
  inTheList: (field) => `${field}: in der Liste`,
};
export default de;
