// The link a URL question is about, analysed (analyze-url.ts) with the lookups it needs, loaded on
// demand: pure logic, no DOM. The URL element holds one (its lookups are its overridable loaders).
import { analyzeUrl, hostnameOf, lookupsNeeded, type SiteOf, type UrlAnalysis, type UrlLookups, type UrlWarning } from './analyze-url.js';

/** Who asks: its origin, to flag a link to another site. */
type Server = { origin?: string };

/** Where the lookups come from (the element's overridable loaders). */
export interface LookupSource {
  loadSiteOf(): Promise<SiteOf>;
  loadInternational(): Promise<UrlLookups['international']>;
}

/**
 * The link under consideration: analysed at once with what is loaded, again once a lookup it
 * needs (the public-suffix list, the international tables) has loaded. Until then the open
 * buttons wait.
 */
export class UrlCheck {
  analysis: UrlAnalysis = { ok: false, reason: 'unparsable' };
  /** A lookup the URL needs is loading. */
  pending = false;
  private lookups: UrlLookups = {};
  private raw = '';
  private server?: Server;
  /** A `server.origin` already said to be unreadable (said once, not at each check). */
  private refusedOrigin?: string;

  constructor(private readonly source: LookupSource) {}

  /** Analyses `raw` now; returns the load of the lookups it still needs, if any (then analyses it again). */
  check(raw: string, server: Server | undefined): Promise<void> | undefined {
    this.raw = raw;
    this.server = server;
    const origin = server?.origin;
    if (origin && !hostnameOf(origin) && origin !== this.refusedOrigin) {
      // Never drop the "another site" warning in silence: say why it cannot be given.
      this.refusedOrigin = origin;
      console.warn(
        `mcp-elicit: server.origin "${origin.length > 80 ? `${origin.slice(0, 80)}…` : origin}" is not a web origin (like https://mcp.example.com), ` +
          'so a link to another site than the server’s cannot be flagged. Give the origin the server was reached at.',
      );
    }
    this.analysis = analyzeUrl(raw, server, this.lookups);
    const needed = lookupsNeeded(raw, server);
    this.pending = (needed.siteOf && !this.lookups.siteOf) || (needed.international && !this.lookups.international);
    return this.pending ? this.load(needed) : undefined;
  }

  private async load(needed: { siteOf: boolean; international: boolean }): Promise<void> {
    const [siteOf, international] = await Promise.all([
      needed.siteOf && !this.lookups.siteOf
        ? this.source.loadSiteOf().catch((error) => {
            // Without the list, compare whole host names: stricter, never silent.
            console.error('mcp-elicit: the public-suffix list could not be loaded', error);
            return (host: string) => host;
          })
        : this.lookups.siteOf,
      needed.international && !this.lookups.international
        ? this.source.loadInternational().catch((error) => {
            // Without it, the warning names the ASCII form only: still a warning.
            console.error('mcp-elicit: punycode could not be loaded', error);
            return (host: string): UrlWarning[] => [{ code: 'punycode', unicode: host, ascii: host }];
          })
        : this.lookups.international,
    ]);
    this.lookups = { siteOf, international };
    await this.check(this.raw, this.server);
  }
}
