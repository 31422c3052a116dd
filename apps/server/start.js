/**
 * `npm start`. The newest server build's launcher (scripts/launch.ts, compiled into dist/launch.js)
 * runs the build of the current sources if there is one. If not (a fresh clone, an edit, a pull),
 * the launcher and the compiler run from their sources through tsx and compile it: a launcher
 * compiled from older sources never decides how newer ones are compiled.
 */
import { existsSync } from 'node:fs';
import { URL } from 'node:url';

const compiled = new URL('./dist/launch.js', import.meta.url);
if (!existsSync(compiled) || !(await (await import(compiled.href)).launch())) {
  const { register } = await import('tsx/esm/api');
  register();
  const [{ launch }, { compileServer }] = await Promise.all([import('./scripts/launch.ts'), import('./scripts/compile-server.ts')]);
  await launch(compileServer);
}
