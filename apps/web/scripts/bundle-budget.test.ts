import { describe, expect, it } from 'vitest';
import { checkBudget, initialScripts, scriptsOfIndexHtml, type Manifest } from './bundle-budget';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_vendor-b2.js', '_client-c3.js'] },
  '_vendor-b2.js': { file: 'assets/vendor-b2.js' },
  '_client-c3.js': { file: 'assets/client-c3.js', imports: ['_vendor-b2.js', '_format-d4.js'] },
  '_format-d4.js': { file: 'assets/format-d4.js' },
  // A lazy page: imported dynamically, so not initial, though it imports the entry back.
  'src/pages/ListPage.tsx': { file: 'assets/ListPage-e5.js', imports: ['index.html', '_table-f6.js'] },
  '_table-f6.js': { file: 'assets/table-f6.js' },
};

describe('the bundle budget', () => {
  it('counts the entry and its static imports at any depth, once each, and no lazy chunk', () => {
    expect(initialScripts(manifest).sort()).toEqual(['assets/client-c3.js', 'assets/format-d4.js', 'assets/index-a1.js', 'assets/vendor-b2.js']);
  });

  it('follows imports that lead back to the entry without looping', () => {
    const looped: Manifest = { ...manifest, '_format-d4.js': { file: 'assets/format-d4.js', imports: ['index.html'] } };
    expect(initialScripts(looped)).toHaveLength(4);
  });

  it('says so when the manifest names a chunk it does not describe', () => {
    expect(() => initialScripts({ 'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_gone.js'] } })).toThrow('_gone.js');
  });

  it("reads index.html's module script and modulepreloads, not styles or icons", () => {
    const html = `<link rel="icon" href="/favicon.svg" />
      <script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-g7.css">`;
    expect(scriptsOfIndexHtml(html)).toEqual(['assets/index-a1.js', 'assets/vendor-b2.js']);
  });

  it('adds each file once and is over only past the budget', () => {
    const files = [
      { file: 'assets/index-a1.js', bytes: 120_000 },
      { file: 'assets/vendor-b2.js', bytes: 80_000 },
      { file: 'assets/vendor-b2.js', bytes: 80_000 },
    ];
    expect(checkBudget(files, 200_000)).toMatchObject({ totalBytes: 200_000, isOver: false });
    expect(checkBudget(files, 199_999)).toMatchObject({ totalBytes: 200_000, isOver: true });
    expect(checkBudget(files, 200_000).files.map((entry) => entry.file)).toEqual(['assets/index-a1.js', 'assets/vendor-b2.js']);
  });
});
