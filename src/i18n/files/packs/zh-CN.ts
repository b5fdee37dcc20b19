import type { FileStrings } from '../en.js';

const zhCN: FileStrings = {
  chooseFile: '选择文件',
  chooseAnotherFile: '选择其他文件',
  removeFile: (name) => `移除 ${name}`,
  fileRemoved: (name) => `已移除 ${name}`,
  readingFile: (name) => `正在读取 ${name}…`,
  fileChosen: (name, size) => `${name}（${size}）`,
  fileTypes: (types) => `可接受：${types}`,
  fileMaxSize: (size) => `最大 ${size}`,
  requiredFile: '请选择要发送的文件',
  fileTooLarge: (name, size, max) => `${name} 为 ${size}，超过此问题接受的 ${max}。请选择较小的文件。`,
  fileWrongType: (name, types) => `${name} 不是此问题接受的类型（${types}）。请选择其他文件。`,
  fileUnreadable: (name) => `无法读取 ${name}。请重新选择，或选择其他文件。`,
  preview: '预览',
  previewOf: (title) => `预览 ${title}`,
  filterResources: (field) => `筛选${field}`,
  resourcesShown: (shown, total) => (shown < total ? `显示 ${total} 项中的 ${shown} 项：输入以缩小列表` : `显示 ${total} 项`),
  addOwnFile: '添加自己的文件',
  uploading: (name) => `正在添加 ${name}…`,
  uploadFailed: (name) => `无法添加 ${name}。请重试，或选择其他文件。`,
  add: '添加',
  addResource: (title) => `添加 ${title}`,
  inTheList: (field) => `${field}：已在列表中`,
};
export default zhCN;
