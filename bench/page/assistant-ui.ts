// The bench page's MCP peer: @assistant-ui/react-mcp's headless elicitation primitives on React 19,
// rendering the same request. Headless means the host writes each field's control: here a plain
// labelled control per field kind, as a host using them would write at the least. Its store is
// given the question as its server scope would hold it once the server asked (no connection: the
// bench measures rendering, and the rendering reads only that state).
import { createElement as h, useLayoutEffect, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { resource } from '@assistant-ui/tap';
import { AuiConfig, AuiProvider } from '@assistant-ui/store';
import { McpElicitationPrimitive as P } from '@assistant-ui/react-mcp';

type Schema = { type?: string; format?: string; title?: string; enum?: string[]; enumNames?: string[]; oneOf?: { const: string; title: string }[]; items?: { enum?: string[]; anyOf?: { const: string; title: string }[] } };
interface Field {
  name: string;
  schema: Schema;
  value: unknown;
  setValue(value: unknown): void;
}

/** The scope a connected server gives the primitives: its pending questions. */
const AskedServer = resource((props: { elicitation: Record<string, unknown> }) => {
  const state = { id: 'bench', kind: 'custom', name: 'Help desk', connectionState: 'connected', lastError: null, tools: [], authorizationUrl: null, pendingElicitations: [props.elicitation] };
  return { getState: () => state, answerElicitation: () => undefined };
});

const INPUT_TYPE: Record<string, string> = { email: 'email', uri: 'url', date: 'date', 'date-time': 'datetime-local' };
const options = (s: { enum?: string[]; enumNames?: string[]; oneOf?: { const: string; title: string }[]; anyOf?: { const: string; title: string }[] }) =>
  s.oneOf ?? s.anyOf ?? (s.enum ?? []).map((v, i) => ({ const: v, title: s.enumNames?.[i] ?? v }));

/** The least a host writes for one field: a label and the control for its kind. */
function control(field: Field, committed: (name: string, value: unknown) => void): ReactElement {
  const { name, schema: s, value } = field;
  const id = `aui-${name}`;
  const title = s.title ?? name;
  useLayoutEffect(() => {
    committed(name, value);
  });
  if (s.type === 'array') {
    const picked = Array.isArray(value) ? (value as string[]) : [];
    return h('fieldset', { key: name }, h('legend', null, title), ...options(s.items ?? {}).map((o) =>
      h('label', { key: o.const }, h('input', { type: 'checkbox', checked: picked.includes(o.const), onChange: (e: { target: HTMLInputElement }) => field.setValue(e.target.checked ? [...picked, o.const] : picked.filter((p) => p !== o.const)) }), o.title)));
  }
  if (s.type === 'boolean') return h('div', { key: name }, h('label', null, h('input', { type: 'checkbox', checked: value === true, onChange: (e: { target: HTMLInputElement }) => field.setValue(e.target.checked) }), title));
  if (s.enum || s.oneOf) {
    return h('div', { key: name }, h('label', { htmlFor: id }, title), h('select', { id, value: (value as string) ?? '', onChange: (e: { target: HTMLSelectElement }) => field.setValue(e.target.value) }, h('option', { value: '' }, 'No answer'), ...options(s).map((o) => h('option', { key: o.const, value: o.const }, o.title))));
  }
  const type = s.type === 'number' || s.type === 'integer' ? 'number' : INPUT_TYPE[s.format ?? ''] ?? 'text';
  return h('div', { key: name }, h('label', { htmlFor: id }, title), h('input', { id, type, value: (value as string | number) ?? '', onChange: (e: { target: HTMLInputElement }) => field.setValue(e.target.value) }));
}

function FieldOf({ field, committed }: { field: Field; committed: (name: string, value: unknown) => void }): ReactElement {
  return control(field, committed);
}

/**
 * Renders `params` with the primitives into `host`. `committed` learns each field's value once
 * React has put it on screen (a keystroke's only feedback: the primitives check no formats).
 */
export function mountAssistantUi(params: Record<string, unknown>, host: HTMLElement, committed: (name: string, value: unknown) => void = () => {}) {
  const root = createRoot(host);
  const elicitation = { id: 'bench-question', ...params };
  const question = (): ReactElement =>
    h(P.Root, null, h('p', null, h(P.Message)), h(P.Fields, { children: (field: Field) => h(FieldOf, { key: field.name, field, committed }) } as never), h(P.Error), h('div', null, h(P.Accept, null, 'Accept'), h(P.Decline, null, 'Decline'), h(P.Cancel, null, 'Cancel')));
  const tree = h(AuiProvider, { config: AuiConfig({ mcpServer: AskedServer({ elicitation }) } as never), children: h(P.Items, { children: question } as never) } as never);
  return {
    render: () => flushSync(() => root.render(tree)),
    unmount: () => root.unmount(),
  };
}
