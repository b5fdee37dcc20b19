export function installPackedTarball(options?: { tools?: string[]; prefix?: string }): Promise<{ work: string; tarball: string; installed: string }>;
