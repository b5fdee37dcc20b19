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
};
export default it;
