import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * What a server build holds, each bundled with the sources it imports (the contract's included)
 * and every package left to node_modules: the launcher, the console's build check it runs first,
 * the server, and the CDR reader the server starts on worker threads.
 */
const ENTRY_POINTS = {
  launch: 'scripts/launch.ts',
  'build-console': '../web/scripts/build-console.ts',
  server: 'src/server.ts',
  'cdr-reader.worker': 'src/modules/call-records/cdr-reader.worker.ts',
};

/** Packages stay where npm put them, loaded as Node.js loads them; only the workspace's own TypeScript is bundled. */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@ringledger/') ? undefined : { path: args.path, external: true }));
  },
};

/** A regular expression, whose text is not the words it finds, so this file compiles unchanged itself. */
const MODULE_URL = /\bimport\.meta\.url\b/g;

/**
 * Each module keeps its own `import.meta.url`: the file it was compiled from, reached from the build's
 * folder, so the paths it finds relative to itself (migrations, the console, the CDR dictionary) are
 * the ones it finds run from its sources. Builds are folders side by side (apps/server/builds/<name>),
 * so that way is the same from whichever build, and from the folder a build is written in first.
 */
function ownModuleUrls(buildFolder: string): Plugin {
  return {
    name: 'own-module-urls',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const way = path.relative(buildFolder, args.path).split(path.sep).join('/');
        const contents = source.replace(MODULE_URL, `new URL(${JSON.stringify(way)}, import.meta.url).href`);
        return contents === source ? undefined : { contents, loader: 'ts' };
      });
    },
  };
}

/** Compiles the server into `outDir`, a folder beside the other builds (esbuild, loaded only when a build is needed). */
export async function compileServer(serverDir: string, outDir: string) {
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: serverDir,
    entryPoints: ENTRY_POINTS,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // server.js imports the bulk of the server (serve.js) while the database starts: a chunk of its own.
    splitting: true,
    // The server starts the reader compiled beside it rather than from its sources (cdr-readers.ts).
    define: { COMPILED_CDR_READER: JSON.stringify('cdr-reader.worker.js') },
    plugins: [packagesOutside, ownModuleUrls(outDir)],
    logLevel: 'warning',
  });
}
