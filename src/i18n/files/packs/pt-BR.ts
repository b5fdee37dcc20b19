import type { FileStrings } from '../en.js';
import { iso } from '../../packs/intl.js';

const ptBR: FileStrings = {
  chooseFile: 'Escolher um arquivo',
  chooseAnotherFile: 'Escolher outro arquivo',
  removeFile: (name) => `Remover ${iso(name)}`,
  fileRemoved: (name) => `${iso(name)} removido`,
  readingFile: (name) => `Lendo ${iso(name)}…`,
  fileChosen: (name, size) => `${iso(name)} (${size})`,
  fileTypes: (types) => `Aceitos: ${iso(types)}`,
  fileMaxSize: (size) => `Até ${size}`,
  requiredFile: 'Escolha um arquivo para enviar',
  fileTooLarge: (name, size, max) => `${iso(name)} tem ${size}, mais que os ${max} que esta pergunta aceita. Escolha um arquivo menor.`,
  fileWrongType: (name, types) => `${iso(name)} não é de um tipo que esta pergunta aceita (${iso(types)}). Escolha outro arquivo.`,
  fileUnreadable: (name) => `Não foi possível ler ${iso(name)}. Escolha-o de novo, ou outro arquivo.`,
  preview: 'Visualizar',
  previewOf: (title) => `Visualizar ${iso(title)}`,
  filterResources: (field) => `Filtrar ${iso(field)}`,
  resourcesShown: (shown, total) => `Mostrando ${shown} de ${total}: digite para restringir a lista`,
  resourcesAll: (total) => `${total} mostrados`,
  addOwnFile: 'Adicionar seu próprio arquivo',
  uploading: (name) => `Adicionando ${iso(name)}…`,
  uploadFailed: (name) => `Não foi possível adicionar ${iso(name)}. Tente de novo, ou escolha outro arquivo.`,
  add: 'Adicionar',
  addResource: (title) => `Adicionar ${iso(title)}`,
  inTheList: (field) => `${iso(field)}: na lista`,
};
export default ptBR;
