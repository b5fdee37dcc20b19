import type { FileStrings } from '../en.js';
import { iso } from '../../packs/intl.js';

const zhCN: FileStrings = {
  chooseFile: '选择文件',
  chooseAnotherFile: '选择其他文件',
  removeFile: (name) => `移除 ${iso(name)}`,
  fileRemoved: (name) => `已移除 ${iso(name)}`,
  readingFile: (name) => `正在读取 ${iso(name)}…`,
  fileChosen: (name, size) => `${iso(name)}（${size}）`,
  fileTypes: (types) => `可接受：${iso(types)}`,
  fileMaxSize: (size) => `最大 ${size}`,
  requiredFile: '请选择要发送的文件',
  fileTooLarge: (name, size, max) => `${iso(name)} 为 ${size}，超过此问题接受的 ${max}。请选择较小的文件。`,
  fileWrongType: (name, types) => `${iso(name)} 不是此问题接受的类型（${iso(types)}）。请选择其他文件。`,
  fileUnreadable: (name) => `无法读取 ${iso(name)}。请重新选择，或选择其他文件。`,
  preview: '预览',
  previewOf: (title) => `预览 ${iso(title)}`,
  filterResources: (field) => `筛选${iso(field)}`,
  resourcesShown: (shown, total) => `显示 ${total} 项中的 ${shown} 项：输入以缩小列表`,
  resourcesAll: (total) => `显示 ${total} 项`,
  addOwnFile: '添加自己的文件',
  uploading: (name) => `正在添加 ${iso(name)}…`,
  uploadFailed: (name) => `无法添加 ${iso(name)}。请重试，或选择其他文件。`,
  add: '添加',
  addResource: (title) => `添加 ${iso(title)}`,
  inTheList: (field) => `${iso(field)}：已在列表中`,
};
export default zhCN;
