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
};
export default zhCN;
