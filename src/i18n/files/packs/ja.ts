import type { FileStrings } from '../en.js';

const ja: FileStrings = {
  chooseFile: 'ファイルを選択',
  chooseAnotherFile: '別のファイルを選択',
  removeFile: (name) => `${name} を削除`,
  fileRemoved: (name) => `${name} を削除しました`,
  readingFile: (name) => `${name} を読み込んでいます…`,
  fileChosen: (name, size) => `${name}（${size}）`,
  fileTypes: (types) => `使用できる形式: ${types}`,
  fileMaxSize: (size) => `最大 ${size}`,
  requiredFile: '送信するファイルを選択してください',
  fileTooLarge: (name, size, max) => `${name} は ${size} で、この質問で受け付ける ${max} を超えています。小さいファイルを選択してください。`,
  fileWrongType: (name, types) => `${name} はこの質問で受け付ける形式ではありません（${types}）。別のファイルを選択してください。`,
  fileUnreadable: (name) => `${name} を読み込めませんでした。もう一度選択するか、別のファイルを選択してください。`,
  preview: 'プレビュー',
  previewOf: (title) => `${title} のプレビュー`,
  filterResources: (field) => `${field} を絞り込む`,
  resourcesShown: (shown, total) => (shown < total ? `${total} 件中 ${shown} 件を表示: 入力して絞り込めます` : `${total} 件を表示`),
  addOwnFile: '自分のファイルを追加',
  uploading: (name) => `${name} を追加しています…`,
  uploadFailed: (name) => `${name} を追加できませんでした。もう一度試すか、別のファイルを選択してください。`,
  add: '追加',
  addResource: (title) => `${title} を追加`,
  inTheList: (field) => `${field}: リストにあるもの`,
};
export default ja;
