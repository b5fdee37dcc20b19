// Tells a person who is looking at another tab that a question is waiting: a count in the tab's
// title, and a system notification when they allowed it. Hears every question through the
// bubbling, composed `mcp-elicitation-open` event.

export interface QuestionNotifier {
  /** Whether system notifications are on (the person allowed them and ticked the setting). */
  readonly notifying: boolean;
  /** Asks the browser for permission (call from a click) and turns notifications on or off. */
  setNotifying(on: boolean): Promise<boolean>;
  stop(): void;
}

export function notifyQuestions(): QuestionNotifier {
  const title = document.title;
  let waiting = 0;
  let notifying = false;

  const onOpen = (event: CustomEvent<{ server?: { name: string }; message: string }>): void => {
    if (!document.hidden) return;
    waiting += 1;
    document.title = `(${waiting}) ${title}`;
    if (notifying && 'Notification' in window && Notification.permission === 'granted') {
      // Server text goes into the notification as text; the tag keeps one notification per tab.
      new Notification(`${event.detail.server?.name ?? 'An MCP server'} asks`, { body: event.detail.message, tag: 'mcp-elicit-demo' });
    }
  };
  const onVisible = (): void => {
    if (document.hidden) return;
    waiting = 0;
    document.title = title;
  };
  document.addEventListener('mcp-elicitation-open', onOpen);
  document.addEventListener('visibilitychange', onVisible);

  return {
    get notifying() {
      return notifying;
    },
    async setNotifying(on) {
      if (!on || !('Notification' in window)) return (notifying = false);
      const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
      return (notifying = permission === 'granted');
    },
    stop() {
      document.removeEventListener('mcp-elicitation-open', onOpen);
      document.removeEventListener('visibilitychange', onVisible);
      document.title = title;
    },
  };
}
