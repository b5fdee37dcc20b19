import type { FileStrings } from '../en.js';
import { iso } from '../../packs/intl.js';

const ar: FileStrings = {
  chooseFile: 'اختيار ملف',
  chooseAnotherFile: 'اختيار ملف آخر',
  removeFile: (name) => `إزالة ${iso(name)}`,
  fileRemoved: (name) => `تمت إزالة ${iso(name)}`,
  readingFile: (name) => `جارٍ قراءة ${iso(name)}…`,
  fileChosen: (name, size) => `${iso(name)} (${size})`,
  fileTypes: (types) => `المقبول: ${iso(types)}`,
  fileMaxSize: (size) => `حتى ${size}`,
  requiredFile: 'اختر ملفًا لإرساله',
  fileTooLarge: (name, size, max) => `حجم ${iso(name)} هو ${size}، وهو أكبر من ${max} الذي يقبله هذا السؤال. اختر ملفًا أصغر.`,
  fileWrongType: (name, types) => `${iso(name)} ليس من نوع يقبله هذا السؤال (${iso(types)}). اختر ملفًا آخر.`,
  fileUnreadable: (name) => `تعذّرت قراءة ${iso(name)}. اختره مرة أخرى، أو اختر ملفًا آخر.`,
  preview: 'معاينة',
  previewOf: (title) => `معاينة ${iso(title)}`,
  filterResources: (field) => `تصفية ${iso(field)}`,
  resourcesShown: (shown, total) => `يُعرض ${shown} من ${total}: اكتب لتضييق القائمة`,
  resourcesAll: (total) => `يُعرض ${total}`,
  addOwnFile: 'إضافة ملف خاص بك',
  uploading: (name) => `جارٍ إضافة ${iso(name)}…`,
  uploadFailed: (name) => `تعذّرت إضافة ${iso(name)}. حاول مرة أخرى، أو اختر ملفًا آخر.`,
  add: 'إضافة',
  addResource: (title) => `إضافة ${iso(title)}`,
  inTheList: (field) => `${iso(field)}: في القائمة`,
};
export default ar;
