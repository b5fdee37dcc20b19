import type { FileStrings } from '../en.js';

const es: FileStrings = {
  chooseFile: 'Elegir un archivo',
  chooseAnotherFile: 'Elegir otro archivo',
  removeFile: (name) => `Quitar ${name}`,
  fileRemoved: (name) => `${name} quitado`,
  readingFile: (name) => `Leyendo ${name}…`,
  fileChosen: (name, size) => `${name} (${size})`,
  fileTypes: (types) => `Se admite: ${types}`,
  fileMaxSize: (size) => `Hasta ${size}`,
  requiredFile: 'Elige un archivo para enviar',
  fileTooLarge: (name, size, max) => `${name} ocupa ${size}, más de los ${max} que admite esta pregunta. Elige un archivo más pequeño.`,
  fileWrongType: (name, types) => `${name} no es de un tipo que admita esta pregunta (${types}). Elige otro archivo.`,
  fileUnreadable: (name) => `No se pudo leer ${name}. Vuelve a elegirlo o elige otro archivo.`,
  preview: 'Vista previa',
  previewOf: (title) => `Vista previa de ${title}`,
  filterResources: (field) => `Filtrar ${field}`,
  resourcesShown: (shown, total) => (shown < total ? `Se muestran ${shown} de ${total}: escribe para acotar la lista` : `Se muestran ${total}`),
  addOwnFile: 'Añadir un archivo propio',
  uploading: (name) => `Añadiendo ${name}…`,
  uploadFailed: (name) => `No se pudo añadir ${name}. Inténtalo de nuevo o elige otro archivo.`,
  add: 'Añadir',
  addResource: (title) => `Añadir ${title}`,
  inTheList: (field) => `${field}: en la lista`,
};
export default es;
