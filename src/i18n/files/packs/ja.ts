import type { FileStrings } from '../en.js';
import { iso } from '../../packs/intl.js';

const ja: FileStrings = {
  chooseFile: 'ファイルを選択',
  chooseAnotherFile: '別のファイルを選択',
  removeFile: (name) => `${iso(name)} を削除`,
  fileRemoved: (name) => `${iso(name)} を削除しました`,
  readingFile: (name) => `${iso(name)} を読み込んでいます…`,
  fileChosen: (name, size) => `${iso(name)}（${size}）`,
  fileTypes: (types) => `使用できる形式: ${iso(types)}`,
  fileMaxSize: (size) => `最大 ${size}`,
  requiredFile: '送信するファイルを選択してください',
  fileTooLarge: (name, size, max) => `${iso(name)} は ${size} で、この質問で受け付ける ${max} を超えています。小さいファイルを選択してください。`,
  fileWrongType: (name, types) => `${iso(name)} はこの質問で受け付ける形式ではありません（${iso(types)}）。別のファイルを選択してください。`,
  fileUnreadable: (name) => `${iso(name)} を読み込めませんでした。もう一度選択するか、別のファイルを選択してください。`,
  preview: 'プレビュー',
  previewOf: (title) => `${iso(title)} のプレビュー`,
  filterResources: (field) => `${iso(field)} を絞り込む`,
  resourcesShown: (shown, total) => `${total} 件中 ${shown} 件を表示: 入力して絞り込めます`,
  resourcesAll: (total) => `${total} 件を表示`,
  addOwnFile: '自分のファイルを追加',
  uploading: (name) => `${iso(name)} を追加しています…`,
  uploadFailed: (name) => `${iso(name)} を追加できませんでした。もう一度試すか、別のファイルを選択してください。`,
  add: '追加',
  addResource: (title) => `${iso(title)} を追加`,
  inTheList: (field) => `${iso(field)}: リストにあるもの`,
};
export default ja;
