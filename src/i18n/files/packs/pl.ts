import type { FileStrings } from '../en.js';

const pl: FileStrings = {
  chooseFile: 'Wybierz plik',
  chooseAnotherFile: 'Wybierz inny plik',
  removeFile: (name) => `Usuń ${name}`,
  fileRemoved: (name) => `Usunięto ${name}`,
  readingFile: (name) => `Odczytywanie ${name}…`,
  fileChosen: (name, size) => `${name} (${size})`,
  fileTypes: (types) => `Dozwolone: ${types}`,
  fileMaxSize: (size) => `Do ${size}`,
  requiredFile: 'Wybierz plik do wysłania',
  fileTooLarge: (name, size, max) => `${name} ma ${size}, więcej niż ${max}, które przyjmuje to pytanie. Wybierz mniejszy plik.`,
  fileWrongType: (name, types) => `${name} nie jest typu, który przyjmuje to pytanie (${types}). Wybierz inny plik.`,
  fileUnreadable: (name) => `Nie udało się odczytać ${name}. Wybierz go ponownie lub wybierz inny plik.`,
  preview: 'Podgląd',
  previewOf: (title) => `Podgląd: ${title}`,
  filterResources: (field) => `Filtruj: ${field}`,
  resourcesShown: (shown, total) => (shown < total ? `Wyświetlono ${shown} z ${total}: pisz, aby zawęzić listę` : `Wyświetlono ${total}`),
  addOwnFile: 'Dodaj własny plik',
  uploading: (name) => `Dodawanie ${name}…`,
  uploadFailed: (name) => `Nie udało się dodać ${name}. Spróbuj ponownie lub wybierz inny plik.`,
  add: 'Dodaj',
  addResource: (title) => `Dodaj ${title}`,
  inTheList: (field) => `${field}: na liście`,
};
export default pl;
