import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { compileServer } from './compile-server.js';
import {
  ensureServerBuild,
  fingerprintServerInputs,
  holdServerBuild,
  pruneServerBuilds,
  SERVER_INPUTS,
  serverLayout,
  type ServerLayout,
} from './server-builds.js';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function temporaryFolder() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'ringledger-server-builds-'));
  folders.push(folder);
  return folder;
}

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A repository with one file for each input, a test beside the server's sources, and a file that is no input. */
function repository() {
  const root = temporaryFolder();
  for (const input of SERVER_INPUTS) write(path.join(root, input, path.extname(input) ? '' : 'main.ts'), `// ${input}`);
  write(path.join(root, 'apps/server/src/main.test.ts'), '// a test');
  write(path.join(root, 'apps/web/src/main.tsx'), '// the console');
  return root;
}

/** A build as the compiler leaves it, counting how often it ran. */
function countedBuild() {
  const outDirs: string[] = [];
  const build = async (outDir: string) => {
    outDirs.push(outDir);
    await new Promise((resolve) => setTimeout(resolve, 50));
    write(path.join(outDir, 'server.js'), `// ${outDirs.length}`);
  };
  return { build, outDirs };
}

/** The build of `root`'s current sources, compiled with `build` if there is none. */
async function ensured(layout: ServerLayout, root: string, build: (outDir: string) => Promise<void>) {
  const folder = await ensureServerBuild({ layout, fingerprint: fingerprintServerInputs(root), build, say: () => undefined });
  if (folder === null) throw new Error('given a build function, a build is made');
  return folder;
}

describe("the server build's fingerprint", () => {
  it("changes with an edited, added or removed source and not with a test or the console's sources", () => {
    const root = repository();
    const first = fingerprintServerInputs(root);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    write(path.join(root, 'apps/server/src/main.test.ts'), '// a test, edited');
    write(path.join(root, 'apps/web/src/main.tsx'), '// the console, edited');
    write(path.join(root, 'apps/server/builds/0123456789abcdef/server.js'), '// a build');
    expect(fingerprintServerInputs(root)).toBe(first);

    write(path.join(root, 'apps/server/src/main.ts'), '// edited');
    const edited = fingerprintServerInputs(root);
    expect(edited).not.toBe(first);
    write(path.join(root, 'packages/contract/src/dids.ts'), 'export {}');
    expect(fingerprintServerInputs(root)).not.toBe(edited);
    rmSync(path.join(root, 'packages/contract/src/dids.ts'));
    expect(fingerprintServerInputs(root)).toBe(edited);
    write(path.join(root, 'apps/web/scripts/main.ts'), '// the console check, edited');
    expect(fingerprintServerInputs(root)).not.toBe(edited);
  });
});

describe('ensuring a server build', () => {
  it('compiles when a source changed, reuses the build while none did, and links dist to the build of the current sources', async () => {
    const root = repository();
    const layout = serverLayout(path.join(root, 'apps/server'));
    const { build, outDirs } = countedBuild();
    const ensure = () => ensured(layout, root, build);

    const first = await ensure();
    expect(await ensure()).toBe(first);
    expect(outDirs).toHaveLength(1);
    expect(path.basename(outDirs[0])).toMatch(/^\.partial-/);
    expect(readlinkSync(layout.link)).toBe(path.join('builds', path.basename(first)));

    write(path.join(root, 'apps/server/src/main.ts'), '// edited');
    const second = await ensure();
    expect(second).not.toBe(first);
    expect(outDirs).toHaveLength(2);
    expect(readFileSync(path.join(layout.link, 'server.js'), 'utf8')).toBe('// 2');
    expect(await ensure()).toBe(second);

    // Back to the first sources: their build is still there, and is the newest again.
    write(path.join(root, 'apps/server/src/main.ts'), '// apps/server/src');
    expect(await ensure()).toBe(first);
    expect(outDirs).toHaveLength(2);
    expect(readlinkSync(layout.link)).toBe(path.join('builds', path.basename(first)));
  });

  it('leaves one whole build when starts overlap, and nothing half written', async () => {
    const root = repository();
    const layout = serverLayout(path.join(root, 'apps/server'));
    const { build } = countedBuild();
    const fingerprint = fingerprintServerInputs(root);
    const made = await Promise.all([1, 2, 3].map(() => ensureServerBuild({ layout, fingerprint, build, say: () => undefined })));
    expect(new Set(made).size).toBe(1);
    expect(readdirSync(layout.builds)).toEqual([path.basename(made[0] ?? '')]);
    expect(existsSync(path.join(layout.link, 'server.js'))).toBe(true);
  });

  it('answers null, making nothing, when no build of the current sources is there and it may not compile (a launcher compiled from older ones)', async () => {
    const root = repository();
    const layout = serverLayout(path.join(root, 'apps/server'));
    const first = await ensured(layout, root, countedBuild().build);
    expect(await ensureServerBuild({ layout, fingerprint: fingerprintServerInputs(root), say: () => undefined })).toBe(first);
    write(path.join(root, 'apps/server/src/main.ts'), '// edited');
    expect(await ensureServerBuild({ layout, fingerprint: fingerprintServerInputs(root), say: () => undefined })).toBeNull();
    expect(readdirSync(layout.builds)).toEqual([path.basename(first)]);
  });

  it('leaves the newest build in place when a compile fails', async () => {
    const root = repository();
    const layout = serverLayout(path.join(root, 'apps/server'));
    const first = await ensured(layout, root, countedBuild().build);
    write(path.join(root, 'apps/server/src/main.ts'), 'a syntax error');
    const failing = async () => {
      throw new Error('Build failed with 1 error');
    };
    await expect(ensureServerBuild({ layout, fingerprint: fingerprintServerInputs(root), build: failing, say: () => undefined })).rejects.toThrow(
      'Build failed',
    );
    expect(readlinkSync(layout.link)).toBe(path.join('builds', path.basename(first)));
  });
});

describe('pruning server builds', () => {
  it('keeps the newest build, those live servers hold and the two newest others', async () => {
    const root = repository();
    const layout = serverLayout(path.join(root, 'apps/server'));
    const names: string[] = [];
    for (const source of ['a', 'b', 'c', 'd', 'e']) {
      write(path.join(root, 'apps/server/src/main.ts'), source);
      names.push(path.basename(await ensured(layout, root, countedBuild().build)));
    }
    // Each compile pruned: of five builds, the oldest two are gone.
    expect(readdirSync(layout.builds).sort()).toEqual(names.slice(2).sort());
    await holdServerBuild(layout, path.join(layout.builds, names[2]));
    const { pid: ended } = spawnSync(process.execPath, ['-e', '']);
    write(path.join(layout.leases, String(ended)), names[3]);
    write(path.join(layout.builds, `.partial-${ended}-0123456789abcdef`, 'server.js'), 'half written');
    expect((await pruneServerBuilds(layout, { keepPrevious: 0 })).sort()).toEqual([names[3]]);
    expect(readdirSync(layout.builds).sort()).toEqual(['.servers', names[2], names[4]].sort());
    expect(readdirSync(layout.leases)).toEqual([String(process.pid)]);
  });
});

describe('holding a server build', () => {
  it('starts without a lease where the tree cannot be written', async () => {
    const root = temporaryFolder();
    // A file where the builds' folder would be: no lease can be written under it.
    write(path.join(root, 'builds'), 'not a folder');
    await expect(holdServerBuild(serverLayout(root), path.join(root, 'builds', '0123456789abcdef'))).resolves.toBeUndefined();
  });
});

describe('compiling the server', () => {
  it('bundles each entry, and each module finds the files beside its sources from the build', { timeout: 60_000 }, async () => {
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const outDir = path.join(temporaryFolder(), 'build');
    await compileServer(serverDir, outDir);
    const files = readdirSync(outDir);
    expect(files).toEqual(expect.arrayContaining(['build-console.js', 'cdr-reader.worker.js', 'launch.js', 'server.js']));
    // The bulk of the server is a chunk that server.js imports while the database starts; shared code is in chunks too.
    const entryModule = readFileSync(path.join(outDir, 'server.js'), 'utf8');
    expect(entryModule).toMatch(/import\("\.\/serve-[A-Z0-9]+\.js"\)/);
    const server = files.map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('\n');
    const migrations = /new URL\(("[^"]+\/src\/db\/migrate\.ts"), import\.meta\.url\)/.exec(server);
    expect(migrations).not.toBeNull();
    expect(fileURLToPath(new URL(JSON.parse(migrations?.[1] ?? '""'), `file://${outDir}/server.js`))).toBe(path.join(serverDir, 'src/db/migrate.ts'));
    expect(server).toMatch(/from "fastify"/);
    expect(server).not.toMatch(/from "@ringledger\/contract"/);
  });
});
