// The bench page's MCP peer: @assistant-ui/react-mcp's headless elicitation primitives on React 19,
// rendering the same request. Headless means the host writes each field's control: here a plain
// control per field kind, drawn like ours so that first paint compares like with like: a label with
// a required mark, the description tied to the control, and a place for the field's error. Its store is
// given the question as its server scope would hold it once the server asked (no connection: the
// bench measures rendering, and the rendering reads only that state).
import { createElement as h, useLayoutEffect, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { resource } from '@assistant-ui/tap';
import { AuiConfig, AuiProvider } from '@assistant-ui/store';
import { McpElicitationPrimitive as P } from '@assistant-ui/react-mcp';

type Schema = {
  type?: string;
  format?: string;
  title?: string;
  description?: string;
  enum?: string[];
  enumNames?: string[];
  oneOf?: { const: string; title: string }[];
  items?: { enum?: string[]; anyOf?: { const: string; title: string }[] };
};
interface Field {
  name: string;
  schema: Schema;
  value: unknown;
  setValue(value: unknown): void;
}

/** The scope a connected server gives the primitives: its pending questions. */
const AskedServer = resource((props: { elicitation: Record<string, unknown> }) => {
  const state = {
    id: 'bench',
    kind: 'custom',
    name: 'Help desk',
    connectionState: 'connected',
    lastError: null,
    tools: [],
    authorizationUrl: null,
    pendingElicitations: [props.elicitation],
  };
  return { getState: () => state, answerElicitation: () => undefined };
});

const INPUT_TYPE: Record<string, string> = { email: 'email', uri: 'url', date: 'date', 'date-time': 'datetime-local' };
const options = (s: { enum?: string[]; enumNames?: string[]; oneOf?: { const: string; title: string }[]; anyOf?: { const: string; title: string }[] }) =>
  s.oneOf ?? s.anyOf ?? (s.enum ?? []).map((v, i) => ({ const: v, title: s.enumNames?.[i] ?? v }));

/** One field as ours draws it: label (with a required mark), description, control, and a place for its error. */
function control(field: Field, required: boolean, committed: (name: string, value: unknown) => void): ReactElement {
  const { name, schema: s, value } = field;
  const id = `aui-${name}`;
  const title = s.title ?? name;
  useLayoutEffect(() => {
    committed(name, value);
  });
  const help = s.description ? h('p', { id: `${id}-help`, className: 'help' }, s.description) : null;
  const described = s.description ? `${id}-help` : undefined;
  const error = h('p', { id: `${id}-error`, className: 'error', role: 'alert' });
  const mark = required ? h('span', { className: 'required', 'aria-hidden': 'true' }, ' *') : null;
  const common = { 'aria-describedby': described, 'aria-required': required || undefined };
  if (s.type === 'array') {
    const picked = Array.isArray(value) ? (value as string[]) : [];
    return h(
      'fieldset',
      { key: name, className: 'field', 'aria-describedby': described },
      h('legend', null, title, mark),
      help,
      ...options(s.items ?? {}).map((o) =>
        h(
          'label',
          { key: o.const },
          h('input', {
            type: 'checkbox',
            checked: picked.includes(o.const),
            onChange: (e: { target: HTMLInputElement }) => field.setValue(e.target.checked ? [...picked, o.const] : picked.filter((p) => p !== o.const)),
          }),
          o.title,
        ),
      ),
      error,
    );
  }
  if (s.type === 'boolean')
    return h(
      'div',
      { key: name, className: 'field' },
      h(
        'label',
        null,
        h('input', { ...common, type: 'checkbox', checked: value === true, onChange: (e: { target: HTMLInputElement }) => field.setValue(e.target.checked) }),
        title,
        mark,
      ),
      help,
      error,
    );
  if (s.enum || s.oneOf) {
    return h(
      'div',
      { key: name, className: 'field' },
      h('label', { htmlFor: id }, title, mark),
      help,
      h(
        'select',
        { ...common, id, value: (value as string) ?? '', onChange: (e: { target: HTMLSelectElement }) => field.setValue(e.target.value) },
        h('option', { value: '' }, 'No answer'),
        ...options(s).map((o) => h('option', { key: o.const, value: o.const }, o.title)),
      ),
      error,
    );
  }
  const type = s.type === 'number' || s.type === 'integer' ? 'number' : (INPUT_TYPE[s.format ?? ''] ?? 'text');
  return h(
    'div',
    { key: name, className: 'field' },
    h('label', { htmlFor: id }, title, mark),
    help,
    h('input', { ...common, id, type, value: (value as string | number) ?? '', onChange: (e: { target: HTMLInputElement }) => field.setValue(e.target.value) }),
    error,
  );
}

function FieldOf({ field, required, committed }: { field: Field; required: boolean; committed: (name: string, value: unknown) => void }): ReactElement {
  return control(field, required, committed);
}

/**
 * Renders `params` with the primitives into `host`. `committed` learns each field's value once
 * React has put it on screen (a keystroke's only feedback: the primitives check no formats).
 */
export function mountAssistantUi(params: Record<string, unknown>, host: HTMLElement, committed: (name: string, value: unknown) => void = () => {}) {
  const root = createRoot(host);
  const elicitation = { id: 'bench-question', ...params };
  const required = new Set((params.requestedSchema as { required?: string[] } | undefined)?.required ?? []);
  const question = (): ReactElement =>
    h(
      P.Root,
      null,
      h('p', null, h(P.Message)),
      h(P.Fields, { children: (field: Field) => h(FieldOf, { key: field.name, field, required: required.has(field.name), committed }) } as never),
      h(P.Error),
      h('div', null, h(P.Accept, null, 'Accept'), h(P.Decline, null, 'Decline'), h(P.Cancel, null, 'Cancel')),
    );
  const tree = h(AuiProvider, { config: AuiConfig({ mcpServer: AskedServer({ elicitation }) } as never), children: h(P.Items, { children: question } as never) } as never);
  return {
    render: () => flushSync(() => root.render(tree)),
    unmount: () => root.unmount(),
  };
}
