// A browser's side of the relay, read from Node: the event stream, and answers POSTed, as the
// signed-in `user` (a cookie, the host's stand-in for its own sign-in).
import { EventStreamParser } from '../../src/relay/event-stream.js';

export interface StreamReader {
  response: Response;
  /** The next event of this name (removed from the list), waiting up to `timeoutMs`. */
  next(event: string, timeoutMs?: number): Promise<any>;
  /** Every event not taken yet. */
  events: { event: string; data: any }[];
  close(): Promise<void>;
}

export async function openStream(url: string, user: string, query = ''): Promise<StreamReader> {
  const stop = new AbortController();
  const response = await fetch(url + query, { headers: { cookie: `user=${user}`, accept: 'text/event-stream' }, signal: stop.signal });
  const events: { event: string; data: any }[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const parser = new EventStreamParser();
  const pump = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        for (const { event, data } of parser.push(value)) events.push({ event, data: JSON.parse(data) });
      }
    } catch {
      // stopped, or the worker went away
    }
  })();
  const next = async (event: string, timeoutMs = 3000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const index = events.findIndex((e) => e.event === event);
      if (index >= 0) return events.splice(index, 1)[0].data;
      if (Date.now() > until) throw new Error(`no ${event} event within ${timeoutMs} ms; saw ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { response, next, events, close: async () => (stop.abort(), await pump) };
}

export const post = (url: string, user: string, body: unknown, type = 'application/json') =>
  fetch(url, { method: 'POST', headers: { cookie: `user=${user}`, 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });
