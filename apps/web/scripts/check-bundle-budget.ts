/**
 * Fails when the JavaScript the sign-in page loads before it runs grows past the budget. The
 * sign-in page is the entry's own route, so that is the entry chunk and its static imports (the
 * manifest's view, and index.html's script and modulepreloads), gzipped as the server sends them
 * to a browser without brotli. Run after `vite build`: `npm run check:bundle`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { checkBudget, initialScripts, scriptsOfIndexHtml, type Manifest } from './bundle-budget';

/** 200 KB of gzipped JavaScript, in kilobytes of 1,000 bytes. */
const INITIAL_JS_BUDGET_BYTES = 200_000;

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`.padStart(9);

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const files = [...initialScripts(manifest), ...scriptsOfIndexHtml(readFileSync(path.join(dist, 'index.html'), 'utf8'))];
const report = checkBudget(
  files.map((file) => ({ file, bytes: gzipSync(readFileSync(path.join(dist, file))).length })),
  INITIAL_JS_BUDGET_BYTES,
);

console.log('Initial JavaScript of the sign-in page, gzipped:');
for (const { file, bytes } of report.files) console.log(`${kilobytes(bytes)}  ${file}`);
console.log(`${kilobytes(report.totalBytes)}  in all; the budget is ${kilobytes(report.budgetBytes).trim()}`);
if (report.isOver) {
  console.error(`Over budget by ${kilobytes(report.totalBytes - report.budgetBytes).trim()}: load what the sign-in page does not need from a lazy route.`);
  process.exit(1);
}
