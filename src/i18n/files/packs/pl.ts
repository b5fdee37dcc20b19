import type { FileStrings } from '../en.js';
import { iso } from '../../packs/intl.js';

const pl: FileStrings = {
  chooseFile: 'Wybierz plik',
  chooseAnotherFile: 'Wybierz inny plik',
  removeFile: (name) => `Usuń ${iso(name)}`,
  fileRemoved: (name) => `Usunięto ${iso(name)}`,
  readingFile: (name) => `Odczytywanie ${iso(name)}…`,
  fileChosen: (name, size) => `${iso(name)} (${size})`,
  fileTypes: (types) => `Dozwolone: ${iso(types)}`,
  fileMaxSize: (size) => `Do ${size}`,
  requiredFile: 'Wybierz plik do wysłania',
  fileTooLarge: (name, size, max) => `${iso(name)} ma ${size}, więcej niż ${max}, które przyjmuje to pytanie. Wybierz mniejszy plik.`,
  fileWrongType: (name, types) => `${iso(name)} nie jest typu, który przyjmuje to pytanie (${iso(types)}). Wybierz inny plik.`,
  fileUnreadable: (name) => `Nie udało się odczytać ${iso(name)}. Wybierz go ponownie lub wybierz inny plik.`,
  preview: 'Podgląd',
  previewOf: (title) => `Podgląd: ${iso(title)}`,
  filterResources: (field) => `Filtruj: ${iso(field)}`,
  resourcesShown: (shown, total) => `Wyświetlono ${shown} z ${total}: pisz, aby zawęzić listę`,
  resourcesAll: (total) => `Wyświetlono ${total}`,
  addOwnFile: 'Dodaj własny plik',
  uploading: (name) => `Dodawanie ${iso(name)}…`,
  uploadFailed: (name) => `Nie udało się dodać ${iso(name)}. Spróbuj ponownie lub wybierz inny plik.`,
  add: 'Dodaj',
  addResource: (title) => `Dodaj ${iso(title)}`,
  inTheList: (field) => `${iso(field)}: na liście`,
};
export default pl;
