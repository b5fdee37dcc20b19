import fixtures from 'virtual:captured-fixtures';

export interface CapturedElicitation {
  /** Which fixture file it came from. */
  source: string;
  params: Record<string, unknown>;
}

/** Every distinct `elicitation/create` params object in the captured fixtures, legacy -32042 entries included. */
export function capturedElicitations(): CapturedElicitation[] {
  const found = new Map<string, CapturedElicitation>();
  const visit = (node: unknown, source: string): void => {
    if (Array.isArray(node)) return node.forEach((n) => visit(n, source));
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (record.method === 'elicitation/create' && typeof record.params === 'object') add(record.params, source);
    if (record.code === -32042 && typeof record.data === 'object') {
      for (const params of ((record.data as { elicitations?: unknown[] }).elicitations ?? [])) add(params, source);
    }
    Object.values(record).forEach((n) => visit(n, source));
  };
  const add = (params: unknown, source: string): void => {
    const { _meta, ...rest } = params as Record<string, unknown>;
    const key = JSON.stringify(rest);
    if (!found.has(key)) found.set(key, { source, params: rest });
  };
  for (const [source, fixture] of Object.entries(fixtures)) visit(fixture, source);
  return [...found.values()];
}
