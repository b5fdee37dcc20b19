import type { FileStrings } from '../en.js';
import { iso } from '../../packs/intl.js';

const es: FileStrings = {
  chooseFile: 'Elegir un archivo',
  chooseAnotherFile: 'Elegir otro archivo',
  removeFile: (name) => `Quitar ${iso(name)}`,
  fileRemoved: (name) => `${iso(name)} quitado`,
  readingFile: (name) => `Leyendo ${iso(name)}…`,
  fileChosen: (name, size) => `${iso(name)} (${size})`,
  fileTypes: (types) => `Se admite: ${iso(types)}`,
  fileMaxSize: (size) => `Hasta ${size}`,
  requiredFile: 'Elige un archivo para enviar',
  fileTooLarge: (name, size, max) => `${iso(name)} ocupa ${size}, más de los ${max} que admite esta pregunta. Elige un archivo más pequeño.`,
  fileWrongType: (name, types) => `${iso(name)} no es de un tipo que admita esta pregunta (${iso(types)}). Elige otro archivo.`,
  fileUnreadable: (name) => `No se pudo leer ${iso(name)}. Vuelve a elegirlo o elige otro archivo.`,
  preview: 'Vista previa',
  previewOf: (title) => `Vista previa de ${iso(title)}`,
  filterResources: (field) => `Filtrar ${iso(field)}`,
  resourcesShown: (shown, total) => `Se muestran ${shown} de ${total}: escribe para acotar la lista`,
  resourcesAll: (total) => `Se muestran ${total}`,
  addOwnFile: 'Añadir un archivo propio',
  uploading: (name) => `Añadiendo ${iso(name)}…`,
  uploadFailed: (name) => `No se pudo añadir ${iso(name)}. Inténtalo de nuevo o elige otro archivo.`,
  add: 'Añadir',
  addResource: (title) => `Añadir ${iso(title)}`,
  inTheList: (field) => `${iso(field)}: en la lista`,
};
export default es;
