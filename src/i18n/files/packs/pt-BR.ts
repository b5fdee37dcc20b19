import type { FileStrings } from '../en.js';

const ptBR: FileStrings = {
  chooseFile: 'Escolher um arquivo',
  chooseAnotherFile: 'Escolher outro arquivo',
  removeFile: (name) => `Remover ${name}`,
  fileRemoved: (name) => `${name} removido`,
  readingFile: (name) => `Lendo ${name}…`,
  fileChosen: (name, size) => `${name} (${size})`,
  fileTypes: (types) => `Aceitos: ${types}`,
  fileMaxSize: (size) => `Até ${size}`,
  requiredFile: 'Escolha um arquivo para enviar',
  fileTooLarge: (name, size, max) => `${name} tem ${size}, mais que os ${max} que esta pergunta aceita. Escolha um arquivo menor.`,
  fileWrongType: (name, types) => `${name} não é de um tipo que esta pergunta aceita (${types}). Escolha outro arquivo.`,
  fileUnreadable: (name) => `Não foi possível ler ${name}. Escolha-o de novo, ou outro arquivo.`,
  preview: 'Visualizar',
  previewOf: (title) => `Visualizar ${title}`,
  filterResources: (field) => `Filtrar ${field}`,
  resourcesShown: (shown, total) => (shown < total ? `Mostrando ${shown} de ${total}: digite para restringir a lista` : `${total} mostrados`),
  addOwnFile: 'Adicionar seu próprio arquivo',
  uploading: (name) => `Adicionando ${name}…`,
  uploadFailed: (name) => `Não foi possível adicionar ${name}. Tente de novo, ou escolha outro arquivo.`,
  add: 'Adicionar',
  addResource: (title) => `Adicionar ${title}`,
  inTheList: (field) => `${field}: na lista`,
};
export default ptBR;
