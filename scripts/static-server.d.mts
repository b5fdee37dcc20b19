export function serveFolder(root: string): Promise<{ origin: string; close(): Promise<void> }>;
