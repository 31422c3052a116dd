/**
 * `npm start`: the launcher of the newest server build (scripts/launch.ts, compiled into
 * dist/launch.js), which checks that build against the sources before it runs the server. Until a
 * first build is there (a fresh clone), the launcher runs from its sources through tsx and makes it.
 */
import { existsSync } from 'node:fs';
import { URL } from 'node:url';

const compiled = new URL('./dist/launch.js', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./scripts/launch.ts');
}
