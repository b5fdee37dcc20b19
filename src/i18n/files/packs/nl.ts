import type { FileStrings } from '../en.js';

const nl: FileStrings = {
  chooseFile: 'Kies een bestand',
  chooseAnotherFile: 'Kies een ander bestand',
  removeFile: (name) => `${name} verwijderen`,
  fileRemoved: (name) => `${name} verwijderd`,
  readingFile: (name) => `${name} wordt gelezen…`,
  fileChosen: (name, size) => `${name} (${size})`,
  fileTypes: (types) => `Toegestaan: ${types}`,
  fileMaxSize: (size) => `Tot ${size}`,
  requiredFile: 'Kies een bestand om te versturen',
  fileTooLarge: (name, size, max) => `${name} is ${size}, groter dan de ${max} die deze vraag aanneemt. Kies een kleiner bestand.`,
  fileWrongType: (name, types) => `${name} is geen type dat deze vraag aanneemt (${types}). Kies een ander bestand.`,
  fileUnreadable: (name) => `${name} kon niet worden gelezen. Kies het opnieuw, of een ander bestand.`,
  preview: 'Voorbeeld',
  previewOf: (title) => `Voorbeeld van ${title}`,
  filterResources: (field) => `${field} filteren`,
  resourcesShown: (shown, total) => (shown < total ? `${shown} van ${total} getoond: typ om de lijst te verkleinen` : `${total} getoond`),
  addOwnFile: 'Eigen bestand toevoegen',
  uploading: (name) => `${name} wordt toegevoegd…`,
  uploadFailed: (name) => `${name} kon niet worden toegevoegd. Probeer het opnieuw, of kies een ander bestand.`,
  add: 'Toevoegen',
  addResource: (title) => `${title} toevoegen`,
  inTheList: (field) => `${field}: in de lijst`,
};
export default nl;
