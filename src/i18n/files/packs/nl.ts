import type { FileStrings } from '../en.js';
import { iso } from '../../packs/intl.js';

const nl: FileStrings = {
  chooseFile: 'Kies een bestand',
  chooseAnotherFile: 'Kies een ander bestand',
  removeFile: (name) => `${iso(name)} verwijderen`,
  fileRemoved: (name) => `${iso(name)} verwijderd`,
  readingFile: (name) => `${iso(name)} wordt gelezen…`,
  fileChosen: (name, size) => `${iso(name)} (${size})`,
  fileTypes: (types) => `Toegestaan: ${iso(types)}`,
  fileMaxSize: (size) => `Tot ${size}`,
  requiredFile: 'Kies een bestand om te versturen',
  fileTooLarge: (name, size, max) => `${iso(name)} is ${size}, groter dan de ${max} die deze vraag aanneemt. Kies een kleiner bestand.`,
  fileWrongType: (name, types) => `${iso(name)} is geen type dat deze vraag aanneemt (${iso(types)}). Kies een ander bestand.`,
  fileUnreadable: (name) => `${iso(name)} kon niet worden gelezen. Kies het opnieuw, of een ander bestand.`,
  preview: 'Voorbeeld',
  previewOf: (title) => `Voorbeeld van ${iso(title)}`,
  filterResources: (field) => `${iso(field)} filteren`,
  resourcesShown: (shown, total) => `${shown} van ${total} getoond: typ om de lijst te verkleinen`,
  resourcesAll: (total) => `${total} getoond`,
  addOwnFile: 'Eigen bestand toevoegen',
  uploading: (name) => `${iso(name)} wordt toegevoegd…`,
  uploadFailed: (name) => `${iso(name)} kon niet worden toegevoegd. Probeer het opnieuw, of kies een ander bestand.`,
  add: 'Toevoegen',
  addResource: (title) => `${iso(title)} toevoegen`,
  inTheList: (field) => `${iso(field)}: in de lijst`,
};
export default nl;
