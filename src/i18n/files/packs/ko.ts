import type { FileStrings } from '../en.js';
import { iso } from '../../packs/intl.js';

const ko: FileStrings = {
  chooseFile: '파일 선택',
  chooseAnotherFile: '다른 파일 선택',
  removeFile: (name) => `${iso(name)} 제거`,
  fileRemoved: (name) => `${iso(name)}을(를) 제거했습니다`,
  readingFile: (name) => `${iso(name)} 읽는 중…`,
  fileChosen: (name, size) => `${iso(name)} (${size})`,
  fileTypes: (types) => `허용 형식: ${iso(types)}`,
  fileMaxSize: (size) => `최대 ${size}`,
  requiredFile: '보낼 파일을 선택하세요',
  fileTooLarge: (name, size, max) => `${iso(name)}의 크기는 ${size}로, 이 질문이 받는 ${max}보다 큽니다. 더 작은 파일을 선택하세요.`,
  fileWrongType: (name, types) => `${iso(name)}은(는) 이 질문이 받는 형식이 아닙니다(${iso(types)}). 다른 파일을 선택하세요.`,
  fileUnreadable: (name) => `${iso(name)}을(를) 읽을 수 없습니다. 다시 선택하거나 다른 파일을 선택하세요.`,
  preview: '미리 보기',
  previewOf: (title) => `${iso(title)} 미리 보기`,
  filterResources: (field) => `${iso(field)} 필터`,
  resourcesShown: (shown, total) => `${total}개 중 ${shown}개 표시: 입력하여 목록을 좁히세요`,
  resourcesAll: (total) => `${total}개 표시`,
  addOwnFile: '내 파일 추가',
  uploading: (name) => `${iso(name)} 추가 중…`,
  uploadFailed: (name) => `${iso(name)}을(를) 추가할 수 없습니다. 다시 시도하거나 다른 파일을 선택하세요.`,
  add: '추가',
  addResource: (title) => `${iso(title)} 추가`,
  inTheList: (field) => `${iso(field)}: 목록에 있는 항목`,
};
export default ko;
