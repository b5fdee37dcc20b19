/**
 * The words of a file input (SEP-2356 `x-mcp-file`, with `extensions.files` on), in English. They
 * load with the file input, never up front: a page whose questions never take a file never pays for
 * them. `FileStrings` is their type; each language in `packs/` is a complete object of it.
 * `size` is already formatted for the language (`2.5 MB`), `types` already joined (`.pdf or image/*`).
 * The packs isolate the names, titles, labels and types they quote (FSI…PDI, `iso`), as the
 * question's own packs do: a Latin file name in an Arabic sentence keeps the sentence right to left.
 */
export const filesEn = {
  chooseFile: 'Choose a file',
  chooseAnotherFile: 'Choose another file',
  removeFile: (name: string) => `Remove ${name}`,
  fileRemoved: (name: string) => `${name} removed`,
  readingFile: (name: string) => `Reading ${name}…`,
  fileChosen: (name: string, size: string) => `${name} (${size})`,
  fileTypes: (types: string) => `Accepted: ${types}`,
  fileMaxSize: (size: string) => `Up to ${size}`,
  requiredFile: 'Choose a file to send',
  fileTooLarge: (name: string, size: string, max: string) => `${name} is ${size}, larger than the ${max} this question takes. Choose a smaller file.`,
  fileWrongType: (name: string, types: string) => `${name} is not a type this question takes (${types}). Choose another file.`,
  fileUnreadable: (name: string) => `${name} could not be read. Choose it again, or another file.`,
  preview: 'Preview',
  previewOf: (title: string) => `Preview ${title}`,
  filterResources: (field: string) => `Filter ${field}`,
  resourcesShown: (shown: string, total: string) => `Showing ${shown} of ${total}: type to narrow the list`,
  resourcesAll: (total: string) => `${total} shown`,
  addOwnFile: 'Add your own file',
  uploading: (name: string) => `Adding ${name}…`,
  uploadFailed: (name: string) => `${name} could not be added. Try again, or choose another file.`,
  add: 'Add',
  addResource: (title: string) => `Add ${title}`,
  inTheList: (field: string) => `${field}: in the list`,
};

export type FileStrings = typeof filesEn;
