// rjsf on React 19, rendering the same JSON Schema.
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { layout, microtask, type Mounting, type Params } from './common.js';

/** rjsf renders the same JSON Schema; arrays become checkbox groups, as ours are. */
function rjsfProps(params: Params) {
  const schema = structuredClone(params.requestedSchema) as Params['requestedSchema'];
  const uiSchema: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties)) {
    if (property.type === 'array') {
      property.uniqueItems = true;
      uiSchema[key] = { 'ui:widget': 'checkboxes' };
    }
  }
  return { schema, uiSchema, validator, liveValidate: 'onChange' as const, showErrorList: false as const, noHtml5Validate: true };
}

export async function mountRjsf(params: Params, host: HTMLElement): Promise<Mounting> {
  const root: Root = createRoot(host);
  return {
    start: () => flushSync(() => root.render(createElement(Form, rjsfProps(params)))),
    done: async () => {
      layout(host);
      const email = () => host.querySelector<HTMLInputElement>('input[type="email"]')!;
      return {
        input: email,
        showsError: () => !!email().closest('.form-group')?.querySelector('li.text-danger'),
        settle: microtask,
        prepare: async () => {},
        unmount: () => {
          root.unmount();
          host.remove();
        },
      };
    },
  };
}
