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
};
export default de;
