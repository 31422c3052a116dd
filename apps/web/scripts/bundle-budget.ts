/** A chunk of Vite's build manifest (`build.manifest`), as far as the budget reads it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  /** Chunks it imports statically: they load before it runs. Dynamic imports wait for a route. */
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The scripts a page loads before it runs: each entry chunk and everything it imports statically, at any depth. */
export function initialScripts(manifest: Manifest): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest imports ${key} but does not describe it`);
    // Lazy chunks import from the entry too, so the graph can loop back.
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...files];
}

/** The scripts index.html itself asks for, module scripts and modulepreloads, as paths under the build root. */
export function scriptsOfIndexHtml(html: string): string[] {
  const files = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const isModule = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModule || isPreload) && url) files.add(url.replace(/^\//, ''));
  }
  return [...files];
}

export interface BudgetReport {
  files: { file: string; bytes: number }[];
  totalBytes: number;
  budgetBytes: number;
  isOver: boolean;
}

/** Adds up what each file weighs (once each, however often it is named) against the budget. */
export function checkBudget(files: { file: string; bytes: number }[], budgetBytes: number): BudgetReport {
  const unique = [...new Map(files.map((entry) => [entry.file, entry])).values()].sort((a, b) => b.bytes - a.bytes);
  const totalBytes = unique.reduce((sum, entry) => sum + entry.bytes, 0);
  return { files: unique, totalBytes, budgetBytes, isOver: totalBytes > budgetBytes };
}
