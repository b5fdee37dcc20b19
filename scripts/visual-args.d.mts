export const DEFAULT_MAX_FAILURES: number;
export function visualArgs(args: string[]): { update: boolean; fromPackage: boolean; playwright: string[] };
