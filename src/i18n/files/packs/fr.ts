import type { FileStrings } from '../en.js';

const fr: FileStrings = {
  chooseFile: 'Choisir un fichier',
  chooseAnotherFile: 'Choisir un autre fichier',
  removeFile: (name) => `Retirer ${name}`,
  fileRemoved: (name) => `${name} retiré`,
  readingFile: (name) => `Lecture de ${name}…`,
  fileChosen: (name, size) => `${name} (${size})`,
  fileTypes: (types) => `Acceptés : ${types}`,
  fileMaxSize: (size) => `Jusqu’à ${size}`,
  requiredFile: 'Choisissez un fichier à envoyer',
  fileTooLarge: (name, size, max) => `${name} fait ${size}, plus que les ${max} que cette question accepte. Choisissez un fichier plus petit.`,
  fileWrongType: (name, types) => `${name} n’est pas d’un type que cette question accepte (${types}). Choisissez un autre fichier.`,
  fileUnreadable: (name) => `${name} n’a pas pu être lu. Choisissez-le à nouveau, ou un autre fichier.`,
  preview: 'Aperçu',
  previewOf: (title) => `Aperçu de ${title}`,
  filterResources: (field) => `Filtrer ${field}`,
  resourcesShown: (shown, total) => (shown < total ? `${shown} sur ${total} affichés : tapez pour affiner la liste` : `${total} affichés`),
  addOwnFile: 'Ajouter votre propre fichier',
  uploading: (name) => `Ajout de ${name}…`,
  uploadFailed: (name) => `${name} n’a pas pu être ajouté. Réessayez, ou choisissez un autre fichier.`,
  add: 'Ajouter',
  addResource: (title) => `Ajouter ${title}`,
  inTheList: (field) => `${field} : dans la liste`,
};
export default fr;
