export interface DocSample {
  id: string;
  lang: string;
  source: string;
  shownIn: string[];
  body: string;
  runtime: 'node' | 'browser' | 'repo';
}
export function docSamples(root?: string): DocSample[];
export const SAMPLE_TOOLS: string[];
export function typeCheckSamples(folder: string, tsc: string, options?: { root?: string; links?: string[] }): Promise<{ failed: boolean; output: string; checked: string[] }>;
