import type { FileStrings } from '../en.js';
import { iso } from '../../packs/intl.js';

const fr: FileStrings = {
  chooseFile: 'Choisir un fichier',
  chooseAnotherFile: 'Choisir un autre fichier',
  removeFile: (name) => `Retirer ${iso(name)}`,
  fileRemoved: (name) => `${iso(name)} retiré`,
  readingFile: (name) => `Lecture de ${iso(name)}…`,
  fileChosen: (name, size) => `${iso(name)} (${size})`,
  fileTypes: (types) => `Acceptés : ${iso(types)}`,
  fileMaxSize: (size) => `Jusqu’à ${size}`,
  requiredFile: 'Choisissez un fichier à envoyer',
  fileTooLarge: (name, size, max) => `${iso(name)} fait ${size}, plus que les ${max} que cette question accepte. Choisissez un fichier plus petit.`,
  fileWrongType: (name, types) => `${iso(name)} n’est pas d’un type que cette question accepte (${iso(types)}). Choisissez un autre fichier.`,
  fileUnreadable: (name) => `${iso(name)} n’a pas pu être lu. Choisissez-le à nouveau, ou un autre fichier.`,
  preview: 'Aperçu',
  previewOf: (title) => `Aperçu de ${iso(title)}`,
  filterResources: (field) => `Filtrer ${iso(field)}`,
  resourcesShown: (shown, total) => `${shown} sur ${total} affichés : tapez pour affiner la liste`,
  resourcesAll: (total) => `${total} affichés`,
  addOwnFile: 'Ajouter votre propre fichier',
  uploading: (name) => `Ajout de ${iso(name)}…`,
  uploadFailed: (name) => `${iso(name)} n’a pas pu être ajouté. Réessayez, ou choisissez un autre fichier.`,
  add: 'Ajouter',
  addResource: (title) => `Ajouter ${iso(title)}`,
  inTheList: (field) => `${iso(field)} : dans la liste`,
};
export default fr;
