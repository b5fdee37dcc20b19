import type { FileStrings } from '../en.js';
import { iso } from '../../packs/intl.js';

const he: FileStrings = {
  chooseFile: 'בחירת קובץ',
  chooseAnotherFile: 'בחירת קובץ אחר',
  removeFile: (name) => `הסרת ${iso(name)}`,
  fileRemoved: (name) => `${iso(name)} הוסר`,
  readingFile: (name) => `קורא את ${iso(name)}…`,
  fileChosen: (name, size) => `${iso(name)} (${size})`,
  fileTypes: (types) => `מתקבלים: ${iso(types)}`,
  fileMaxSize: (size) => `עד ${size}`,
  requiredFile: 'יש לבחור קובץ לשליחה',
  fileTooLarge: (name, size, max) => `הגודל של ${iso(name)} הוא ${size}, יותר מ־${max} שהשאלה הזו מקבלת. יש לבחור קובץ קטן יותר.`,
  fileWrongType: (name, types) => `${iso(name)} אינו מסוג שהשאלה הזו מקבלת (${iso(types)}). יש לבחור קובץ אחר.`,
  fileUnreadable: (name) => `לא ניתן היה לקרוא את ${iso(name)}. יש לבחור אותו שוב, או קובץ אחר.`,
  preview: 'תצוגה מקדימה',
  previewOf: (title) => `תצוגה מקדימה של ${iso(title)}`,
  filterResources: (field) => `סינון ${iso(field)}`,
  resourcesShown: (shown, total) => `מוצגים ${shown} מתוך ${total}: אפשר להקליד כדי לצמצם את הרשימה`,
  resourcesAll: (total) => `מוצגים ${total}`,
  addOwnFile: 'הוספת קובץ משלך',
  uploading: (name) => `מוסיף את ${iso(name)}…`,
  uploadFailed: (name) => `לא ניתן היה להוסיף את ${iso(name)}. יש לנסות שוב, או לבחור קובץ אחר.`,
  add: 'הוספה',
  addResource: (title) => `הוספת ${iso(title)}`,
  inTheList: (field) => `${iso(field)}: ברשימה`,
};
export default he;
