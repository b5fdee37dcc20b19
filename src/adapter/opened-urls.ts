/**
 * The URLs a person agreed to open, so that a server asking for the same URL again is shown as a
 * repeated request ("I've finished" / "Open again") instead of looping silently. It keeps the
 * latest 100: one call asks far fewer (it is cut off at `maxRounds`, 10 by default), and the SDK
 * handler lives as long as its client, which must not grow without end. Opening a URL again
 * makes it the latest.
 */
export class OpenedUrls {
  static readonly LIMIT = 100;
  private readonly urls = new Set<string>();

  has(url: string): boolean {
    return this.urls.has(url);
  }

  add(url: string): void {
    this.urls.delete(url);
    this.urls.add(url);
    if (this.urls.size > OpenedUrls.LIMIT) this.urls.delete(this.urls.values().next().value!);
  }
}
