export const SOURCES: string[];
export function newestSource(paths: string[]): [string, number] | undefined;
export const OUTPUTS: string[];
export function staleReason(root: string, sources?: string[], outputs?: string[]): string | undefined;
export function ensureStorybook(root?: string): void;
