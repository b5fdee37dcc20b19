export const maxLines: number;
export interface Allowed {
  file: string;
  name: string;
}
export const allowed: Allowed[];
export function check(folders: string[], list: Allowed[], cwd?: string): Promise<{ tooLong: string[]; stale: string[] }>;
export const maxFileLines: number;
export function longFiles(folder: string, max?: number): string[];
