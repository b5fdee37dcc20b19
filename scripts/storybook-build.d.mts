export const SOURCES: string[];
export function newestSource(paths: string[]): [string, number] | undefined;
export function staleReason(root: string, sources?: string[]): string | undefined;
export function ensureStorybook(root?: string): void;
