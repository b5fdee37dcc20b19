/**
 * Reads a `text/event-stream` body (the relay's questions) into events: pure, no DOM. Only what the
 * relay sends is kept: `event` and `data` lines; comments and `id`/`retry` lines are skipped.
 */
export interface StreamedEvent {
  event: string;
  data: string;
}

/** Splits the stream's text, chunk by chunk, into whole events; a half event waits for its next chunk. */
export class EventStreamParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];

  push(chunk: string): StreamedEvent[] {
    this.buffer += chunk;
    const events: StreamedEvent[] = [];
    let newline: number;
    while ((newline = this.buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = this.buffer.slice(0, newline);
      this.buffer = this.buffer.slice(newline + (this.buffer.startsWith('\r\n', newline) ? 2 : 1));
      if (line === '') {
        if (this.data.length) events.push({ event: this.event || 'message', data: this.data.join('\n') });
        this.event = '';
        this.data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') this.event = value;
      else if (field === 'data') this.data.push(value);
    }
    return events;
  }
}
