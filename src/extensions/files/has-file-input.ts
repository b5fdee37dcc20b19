/**
 * Whether a request has a property that carries SEP-2356's `x-mcp-file`: the one check the form
 * makes up front (with `extensions.files` on), to load the file input's module only for such a
 * request. Tolerant of any input: a request of the wrong shape simply has none.
 */
export const hasFileInput = (request: unknown): boolean =>
  Object.values(Object((request as { requestedSchema?: { properties?: unknown } } | undefined)?.requestedSchema?.properties)).some(
    (property) => (property as Record<string, unknown> | undefined)?.['x-mcp-file'] !== undefined,
  );
