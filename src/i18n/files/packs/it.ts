import type { FileStrings } from '../en.js';

const it: FileStrings = {
  chooseFile: 'Scegli un file',
  chooseAnotherFile: 'Scegli un altro file',
  removeFile: (name) => `Rimuovi ${name}`,
  fileRemoved: (name) => `${name} rimosso`,
  readingFile: (name) => `Lettura di ${name}…`,
  fileChosen: (name, size) => `${name} (${size})`,
  fileTypes: (types) => `Accettati: ${types}`,
  fileMaxSize: (size) => `Fino a ${size}`,
  requiredFile: 'Scegli un file da inviare',
  fileTooLarge: (name, size, max) => `${name} pesa ${size}, più dei ${max} che questa domanda accetta. Scegli un file più piccolo.`,
  fileWrongType: (name, types) => `${name} non è di un tipo che questa domanda accetta (${types}). Scegli un altro file.`,
  fileUnreadable: (name) => `Impossibile leggere ${name}. Sceglilo di nuovo, o scegli un altro file.`,
  preview: 'Anteprima',
  previewOf: (title) => `Anteprima di ${title}`,
  filterResources: (field) => `Filtra ${field}`,
  resourcesShown: (shown, total) => (shown < total ? `${shown} di ${total} mostrati: digita per restringere l’elenco` : `${total} mostrati`),
  addOwnFile: 'Aggiungi un tuo file',
  uploading: (name) => `Aggiunta di ${name}…`,
  uploadFailed: (name) => `Impossibile aggiungere ${name}. Riprova, o scegli un altro file.`,
  add: 'Aggiungi',
  addResource: (title) => `Aggiungi ${title}`,
  inTheList: (field) => `${field}: nell’elenco`,
};
export default it;
