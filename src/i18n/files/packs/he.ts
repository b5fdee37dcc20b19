import type { FileStrings } from '../en.js';

const he: FileStrings = {
  chooseFile: 'בחירת קובץ',
  chooseAnotherFile: 'בחירת קובץ אחר',
  removeFile: (name) => `הסרת ${name}`,
  fileRemoved: (name) => `${name} הוסר`,
  readingFile: (name) => `קורא את ${name}…`,
  fileChosen: (name, size) => `${name} (${size})`,
  fileTypes: (types) => `מתקבלים: ${types}`,
  fileMaxSize: (size) => `עד ${size}`,
  requiredFile: 'יש לבחור קובץ לשליחה',
  fileTooLarge: (name, size, max) => `הגודל של ${name} הוא ${size}, יותר מ־${max} שהשאלה הזו מקבלת. יש לבחור קובץ קטן יותר.`,
  fileWrongType: (name, types) => `${name} אינו מסוג שהשאלה הזו מקבלת (${types}). יש לבחור קובץ אחר.`,
  fileUnreadable: (name) => `לא ניתן היה לקרוא את ${name}. יש לבחור אותו שוב, או קובץ אחר.`,
  preview: 'תצוגה מקדימה',
  previewOf: (title) => `תצוגה מקדימה של ${title}`,
  filterResources: (field) => `סינון ${field}`,
  resourcesShown: (shown, total) => (shown < total ? `מוצגים ${shown} מתוך ${total}: אפשר להקליד כדי לצמצם את הרשימה` : `מוצגים ${total}`),
  addOwnFile: 'הוספת קובץ משלך',
  uploading: (name) => `מוסיף את ${name}…`,
  uploadFailed: (name) => `לא ניתן היה להוסיף את ${name}. יש לנסות שוב, או לבחור קובץ אחר.`,
  add: 'הוספה',
  addResource: (title) => `הוספת ${title}`,
  inTheList: (field) => `${field}: ברשימה`,
};
export default he;
