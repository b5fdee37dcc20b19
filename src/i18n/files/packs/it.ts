import type { FileStrings } from '../en.js';
import { iso } from '../../packs/intl.js';

const it: FileStrings = {
  chooseFile: 'Scegli un file',
  chooseAnotherFile: 'Scegli un altro file',
  removeFile: (name) => `Rimuovi ${iso(name)}`,
  fileRemoved: (name) => `${iso(name)} rimosso`,
  readingFile: (name) => `Lettura di ${iso(name)}…`,
  fileChosen: (name, size) => `${iso(name)} (${size})`,
  fileTypes: (types) => `Accettati: ${iso(types)}`,
  fileMaxSize: (size) => `Fino a ${size}`,
  requiredFile: 'Scegli un file da inviare',
  fileTooLarge: (name, size, max) => `${iso(name)} pesa ${size}, più dei ${max} che questa domanda accetta. Scegli un file più piccolo.`,
  fileWrongType: (name, types) => `${iso(name)} non è di un tipo che questa domanda accetta (${iso(types)}). Scegli un altro file.`,
  fileUnreadable: (name) => `Impossibile leggere ${iso(name)}. Sceglilo di nuovo, o scegli un altro file.`,
  preview: 'Anteprima',
  previewOf: (title) => `Anteprima di ${iso(title)}`,
  filterResources: (field) => `Filtra ${iso(field)}`,
  resourcesShown: (shown, total) => `${shown} di ${total} mostrati: digita per restringere l’elenco`,
  resourcesAll: (total) => `${total} mostrati`,
  addOwnFile: 'Aggiungi un tuo file',
  uploading: (name) => `Aggiunta di ${iso(name)}…`,
  uploadFailed: (name) => `Impossibile aggiungere ${iso(name)}. Riprova, o scegli un altro file.`,
  add: 'Aggiungi',
  addResource: (title) => `Aggiungi ${iso(title)}`,
  inTheList: (field) => `${iso(field)}: nell’elenco`,
};
export default it;
