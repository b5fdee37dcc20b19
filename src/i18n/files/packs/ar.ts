import type { FileStrings } from '../en.js';

const ar: FileStrings = {
  chooseFile: 'اختيار ملف',
  chooseAnotherFile: 'اختيار ملف آخر',
  removeFile: (name) => `إزالة ${name}`,
  fileRemoved: (name) => `تمت إزالة ${name}`,
  readingFile: (name) => `جارٍ قراءة ${name}…`,
  fileChosen: (name, size) => `${name} (${size})`,
  fileTypes: (types) => `المقبول: ${types}`,
  fileMaxSize: (size) => `حتى ${size}`,
  requiredFile: 'اختر ملفًا لإرساله',
  fileTooLarge: (name, size, max) => `حجم ${name} هو ${size}، وهو أكبر من ${max} الذي يقبله هذا السؤال. اختر ملفًا أصغر.`,
  fileWrongType: (name, types) => `${name} ليس من نوع يقبله هذا السؤال (${types}). اختر ملفًا آخر.`,
  fileUnreadable: (name) => `تعذّرت قراءة ${name}. اختره مرة أخرى، أو اختر ملفًا آخر.`,
  preview: 'معاينة',
  previewOf: (title) => `معاينة ${title}`,
  filterResources: (field) => `تصفية ${field}`,
  resourcesShown: (shown, total) => (shown < total ? `يُعرض ${shown} من ${total}: اكتب لتضييق القائمة` : `يُعرض ${total}`),
  addOwnFile: 'إضافة ملف خاص بك',
  uploading: (name) => `جارٍ إضافة ${name}…`,
  uploadFailed: (name) => `تعذّرت إضافة ${name}. حاول مرة أخرى، أو اختر ملفًا آخر.`,
  add: 'إضافة',
  addResource: (title) => `إضافة ${title}`,
  inTheList: (field) => `${field}: في القائمة`,
};
export default ar;
