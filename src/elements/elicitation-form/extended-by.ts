import { parseRequest, titledOptions } from '../../schema/parse-request.js';
import { revealBidiControls } from '../../internal/bidi.js';
import { extensionSchemaOf } from '../../extensions/openai/request.js';
import { hasFileInput } from '../../extensions/files/has-file-input.js';
import type { Core } from '../../extensions/openai/core.js';
import type { ElicitExtensions } from '../../types.js';

// The form's up-front part of its extensions: the rest is in extended-form.ts, loaded only when a
// request needs it.

/**
 * Whether an extension reads `request`: OpenAI's form extension (`_meta["openai/elicitation"]`), or
 * file inputs (a property with `x-mcp-file`, with `extensions.files` on). The one check made up front.
 */
export const extendedBy = (request: unknown, extensions?: ElicitExtensions): unknown => extensionSchemaOf(request) || (extensions?.files && hasFileInput(request));

/** What the extensions' code reads requests with that the form has loaded already (see `Core`). */
export const CORE: Core = { parseRequest, titledOptions, reveal: revealBidiControls, schemaOf: extensionSchemaOf };
