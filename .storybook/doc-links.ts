// The guide's links are written as relative file paths (`../guide/fields.mdx#anchor`,
// `../../stories/styling.stories.ts#Violet`, `../../test/visual/baselines/…png`), which GitHub follows
// as they are. This remark plugin turns them, while Storybook compiles the MDX, into the site's own
// addresses: a page's `?path=/docs/<id>--docs`, a story's `?path=/story/<id>`, a picture's `pictures/…`.
// scripts/check-docs.mjs checks that every such link names a file that exists.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Storybook's id for a title or story name: lower case, every run of other characters one dash. */
export const sanitize = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[ ’–—―′¿'`~!@#$%^&*()_|+\-=?;:'",.<>{}[\]\\/]/gi, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A story's export name as Storybook names it: `DarkAndRound` → "dark-and-round". */
const storyId = (exportName: string): string => sanitize(exportName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2'));

/** The site's address for a relative link from the MDX file `from`, or undefined when it is not one of the guide's file links. */
export function siteAddress(href: string, from: string): string | undefined {
  if (/^([a-z]+:|#|\?|\/)/i.test(href)) return undefined;
  const [path, anchor] = href.split('#');
  const target = resolve(dirname(from), path);
  const root = resolve(import.meta.dirname, '..');
  const inRepo = relative(root, target);
  if (inRepo.startsWith('test/visual/baselines/')) return `pictures/${inRepo.slice('test/visual/baselines/'.length)}`;
  if (target.endsWith('.mdx')) {
    const title = readFileSync(target, 'utf8').match(/<Meta\s+title="([^"]+)"/)?.[1];
    if (!title) throw new Error(`${from}: the link to ${href} names a page with no <Meta title>`);
    return `?path=/docs/${sanitize(title)}--docs${anchor ? `#${anchor}` : ''}`;
  }
  if (target.endsWith('.stories.ts')) {
    // The file's own title, the first one in its meta (`const meta` or `export default {`), on a
    // line of its own or not: a field of a request in the file may have a title too, and come first.
    const source = readFileSync(target, 'utf8');
    const meta = source.search(/const meta\b|export default \{/);
    const title = meta < 0 ? undefined : source.slice(meta).match(/\btitle: '([^']+)'/)?.[1];
    if (!title || !anchor) throw new Error(`${from}: the link to ${href} must name a story (#ExportName) of a stories file with a title`);
    return `?path=/story/${sanitize(title)}--${storyId(anchor)}`;
  }
  return undefined;
}

interface Node {
  type: string;
  url?: string;
  name?: string;
  attributes?: { name?: string; value?: unknown }[];
  children?: Node[];
}

/** Each guide page's file, by the title of its `<Meta>`. */
function pagesByTitle(): Map<string, string> {
  const docs = resolve(import.meta.dirname, '../docs');
  const pages = new Map<string, string>();
  for (const name of readdirSync(docs, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.mdx'))) {
    const title = readFileSync(join(docs, name), 'utf8').match(/<Meta\s+title="([^"]+)"/)?.[1];
    if (title) pages.set(title, join(docs, name));
  }
  return pages;
}

/** The title in a page's `<Meta title="…" />`. */
function metaTitle(node: Node): string | undefined {
  if (node.name === 'Meta') {
    const value = node.attributes?.find((a) => a.name === 'title')?.value;
    if (typeof value === 'string') return value;
  }
  for (const child of node.children ?? []) {
    const title = metaTitle(child);
    if (title) return title;
  }
  return undefined;
}

/**
 * The remark plugin: rewrites links and pictures in place. Storybook compiles the MDX text without
 * its file name, so the page is found by the title of its `<Meta>`.
 */
export function docLinks() {
  return (tree: Node) => {
    const title = metaTitle(tree);
    const from = title && pagesByTitle().get(title);
    if (!from) return;
    const visit = (node: Node) => {
      if ((node.type === 'link' || node.type === 'image') && node.url) node.url = siteAddress(node.url, from) ?? node.url;
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
