// elicit(), as the README and its JSDoc show it. Regions are copied by `npm run examples`.
// #region basic strings
import { elicit } from 'mcp-elicit';
// #endregion
// #region ajv preload
import { ajvValidator } from 'mcp-elicit';
// #endregion
// #region preload
import { preloadValidator } from 'mcp-elicit';
// #endregion
// #region basic strings
import type { ElicitRequestParams } from 'mcp-elicit';
// #endregion

// #region basic strings
declare const params: ElicitRequestParams; // the elicitation/create params, as the server sent them
// #endregion

export async function basic() {
  // #region basic
  const result = await elicit(params, {
    server: { name: 'Help desk', origin: 'https://helpdesk.example.com' },
    timeoutMs: 300_000,
  });
  // → { action: 'accept', content: {...} } | { action: 'decline' } | { action: 'cancel' }
  // #endregion
  return result;
}

export async function ajv() {
  // #region ajv
  const element = document.querySelector('mcp-elicitation')!;
  element.validator = ajvValidator; // or elicit(params, { validator: ajvValidator })
  // #endregion
}

export async function strings() {
  // #region strings
  await elicit(params, {
    strings: {
      accept: 'Senden',
      decline: 'Ablehnen',
      cancel: 'Abbrechen',
      email: 'Bitte eine E-Mail-Adresse wie name@example.com eingeben',
      maxItems: (n) => `Höchstens ${n} auswählen`,
    },
  });
  // #endregion
}

export function notify() {
  // #region notify
  document.addEventListener('mcp-elicitation-open', (event) => {
    if (!document.hidden) return;
    document.title = `(1) ${document.title}`; // a badge in the tab
    if (Notification.permission === 'granted') {
      new Notification(`${event.detail.server?.name ?? 'An MCP server'} asks`, { body: event.detail.message });
    }
  });
  // #endregion
}

export async function preload() {
  // #region preload
  // With ajv as the validator: fetch it while the page is idle, not when the first form shows.
  requestIdleCallback(() => void preloadValidator(ajvValidator));
  // #endregion
}
