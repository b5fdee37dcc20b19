/**
 * A request read as mcp-elicit's form reads it for a host that turned `extensions` on: an
 * openai/elicitation question by the extension's reading (its schema in `_meta`), file inputs
 * with files on, and a question written for OpenAI's extension while it is off as one that cannot
 * be shown (its core schema is empty on purpose). `matcher` decides which patterns can be checked.
 */
import { parseRequest, titledOptions, type ParsedRequest } from '../schema/parse-request.js';
import { openaiReader, type Matcher } from '../extensions/openai/parse.js';
import { core } from '../extensions/openai/core.js';
import { revealBidiControls } from '../internal/bidi.js';
import { OPENAI_ELICITATION, extensionSchemaOf } from '../extensions/openai/request.js';
import { fileReader } from '../extensions/files/parse.js';
import type { ElicitExtensions } from '../types.js';

export function readRequest(request: unknown, extensions: ElicitExtensions | undefined, matcher: Matcher): ParsedRequest {
  const on = extensions?.openai;
  const schema = extensionSchemaOf(request);
  if (on && schema) {
    // The extension reads with the core's own parse, handed in as the form hands it (see its core.ts).
    Object.assign(core, { parseRequest, titledOptions, reveal: revealBidiControls, schemaOf: extensionSchemaOf });
    return parseRequest({ ...(request as object), requestedSchema: schema }, openaiReader(on === true ? {} : on, matcher));
  }
  const parsed = parseRequest(request, extensions?.files ? fileReader : undefined);
  if (parsed.mode === 'form' && !parsed.fields.length && schema) {
    return { mode: 'unsupported', message: parsed.message, messageHadBidi: parsed.messageHadBidi, problems: [{ code: 'extension-off', extension: OPENAI_ELICITATION }] };
  }
  return parsed;
}
