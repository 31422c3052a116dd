import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildName, consoleLayout, isPublished, partialFolder, publishBuild, publishedBuild, pruneBuilds } from './console-builds';
import { CONSOLE_INPUTS, fingerprintConsoleInputs } from './console-inputs';
import { ensureConsoleBuild } from './ensure-console-build';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function temporaryFolder() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'ringledger-builds-'));
  folders.push(folder);
  return folder;
}

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A repository with one file for each input, and a few files that are no input. */
function repository() {
  const root = temporaryFolder();
  for (const input of CONSOLE_INPUTS) write(path.join(root, input, path.extname(input) ? '' : 'main.ts'), `// ${input}`);
  write(path.join(root, 'apps/server/src/app.ts'), 'server');
  write(path.join(root, 'apps/web/node_modules/.vite/deps.json'), '{}');
  write(path.join(root, 'apps/web/scripts/build-console.ts'), 'script');
  return root;
}

/** A finished build of fingerprint `fingerprint` made at `madeAt`, as the builder leaves it. */
function makeBuild(webDir: string, fingerprint: string, madeAt: Date) {
  const name = buildName(fingerprint, madeAt);
  write(path.join(consoleLayout(webDir).builds, name, 'index.html'), name);
  return name;
}

/** A process id no process has any more. */
function endedProcessId() {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  return pid;
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 10, minute));

describe("the console's fingerprint", () => {
  it('changes with an edited, added or removed input and with nothing else', () => {
    const root = repository();
    const first = fingerprintConsoleInputs(root);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    write(path.join(root, 'apps/server/src/app.ts'), 'server, edited');
    write(path.join(root, 'apps/web/builds/x/index.html'), 'a build');
    write(path.join(root, 'apps/web/node_modules/.vite/deps.json'), '{"x":1}');
    expect(fingerprintConsoleInputs(root)).toBe(first);

    write(path.join(root, 'apps/web/src/main.ts'), '// edited');
    const edited = fingerprintConsoleInputs(root);
    expect(edited).not.toBe(first);
    write(path.join(root, 'packages/contract/src/resources/dids.ts'), 'export {}');
    const added = fingerprintConsoleInputs(root);
    expect(added).not.toBe(edited);
    rmSync(path.join(root, 'packages/contract/src/resources/dids.ts'));
    expect(fingerprintConsoleInputs(root)).toBe(edited);
    write(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
    expect(fingerprintConsoleInputs(root)).not.toBe(edited);
  });

  it('tells a moved file from an unmoved one', () => {
    const root = repository();
    const before = fingerprintConsoleInputs(root);
    rmSync(path.join(root, 'apps/web/src/main.ts'));
    write(path.join(root, 'apps/web/src/app/main.ts'), '// apps/web/src');
    expect(fingerprintConsoleInputs(root)).not.toBe(before);
  });
});

describe('publishing a console build', () => {
  it('points dist at the new build, relative to it, and knows the fingerprint it was built from', async () => {
    const webDir = temporaryFolder();
    const layout = consoleLayout(webDir);
    expect(await publishedBuild(layout)).toBeNull();
    const first = makeBuild(webDir, 'a'.repeat(64), at(1));
    await publishBuild(layout, first);
    const second = makeBuild(webDir, 'b'.repeat(64), at(2));
    await publishBuild(layout, second);
    expect(readlinkSync(layout.link)).toBe(path.join('builds', second));
    expect(readFileSync(path.join(layout.link, 'index.html'), 'utf8')).toBe(second);
    expect(await isPublished(layout, 'b'.repeat(64))).toBe(true);
    expect(await isPublished(layout, 'a'.repeat(64))).toBe(false);
    // Nothing of the swap is left beside the builds.
    expect(readdirSync(layout.builds).sort()).toEqual([first, second]);
  });

  it('replaces the plain dist folder of an older layout', async () => {
    const webDir = temporaryFolder();
    const layout = consoleLayout(webDir);
    write(path.join(layout.link, 'index.html'), 'built in place');
    const name = makeBuild(webDir, 'c'.repeat(64), at(3));
    await publishBuild(layout, name);
    expect(realpathSync(layout.link)).toBe(realpathSync(path.join(layout.builds, name)));
    expect(readdirSync(layout.builds)).toEqual([name]);
  });

  it('counts a build as published only while its folder is there', async () => {
    const webDir = temporaryFolder();
    const layout = consoleLayout(webDir);
    const name = makeBuild(webDir, 'd'.repeat(64), at(4));
    await publishBuild(layout, name);
    rmSync(path.join(layout.builds, name), { recursive: true });
    expect(await isPublished(layout, 'd'.repeat(64))).toBe(false);
  });
});

describe('pruning console builds', () => {
  it('keeps the published build, those live servers hold and the two newest others', async () => {
    const webDir = temporaryFolder();
    const layout = consoleLayout(webDir);
    const [oldest, held, older, heldByEnded, previous, last, published] = [1, 2, 3, 4, 5, 6, 7].map((minute) =>
      makeBuild(webDir, minute.toString(16).repeat(64), at(minute)),
    );
    await publishBuild(layout, published);
    const endedLease = path.join(layout.leases, `${endedProcessId()}-x`);
    write(path.join(layout.leases, `${process.pid}-x`), held);
    write(endedLease, heldByEnded);
    write(path.join(partialFolder(layout, buildName('e'.repeat(64), at(8))), 'index.html'), 'half written');
    symlinkSync(path.join('builds', last), path.join(layout.builds, '.link-1'));

    expect((await pruneBuilds(layout)).sort()).toEqual([oldest, older, heldByEnded].sort());
    expect(readdirSync(layout.builds).sort()).toEqual(['.servers', held, previous, last, published].sort());
    expect(existsSync(endedLease)).toBe(false);
    expect(readFileSync(path.join(layout.link, 'index.html'), 'utf8')).toBe(published);
  });
});

describe('ensuring a console build', () => {
  /** A build that takes a while, as vite's does, and counts how often it ran. */
  function slowBuild() {
    const outDirs: string[] = [];
    const build = async (outDir: string) => {
      outDirs.push(outDir);
      await new Promise((resolve) => setTimeout(resolve, 300));
      write(path.join(outDir, 'index.html'), 'built');
    };
    return { build, outDirs };
  }

  it('builds once for starts that overlap, the others waiting for it, and not again while nothing changed', async () => {
    const layout = consoleLayout(temporaryFolder());
    const { build, outDirs } = slowBuild();
    const said: string[] = [];
    const ensure = () => ensureConsoleBuild({ layout, fingerprint: 'f'.repeat(64), isForced: false, build, say: (message) => said.push(message) });
    await Promise.all([ensure(), ensure(), ensure()]);
    await ensure();
    expect(outDirs).toHaveLength(1);
    expect(await isPublished(layout, 'f'.repeat(64))).toBe(true);
    expect(said.filter((message) => message.includes('waiting'))).toHaveLength(2);
    expect(said.filter((message) => message.includes('by another start meanwhile'))).toHaveLength(2);
    expect(said.at(-1)).toBe('The console is built: its sources have not changed.');
    expect(readdirSync(layout.builds)).toHaveLength(1);
  });

  it('builds anew when forced, into a folder nothing serves, and publishes it', async () => {
    const layout = consoleLayout(temporaryFolder());
    const { build, outDirs } = slowBuild();
    const ensure = (isForced: boolean) => ensureConsoleBuild({ layout, fingerprint: 'f'.repeat(64), isForced, build, say: () => undefined });
    await ensure(false);
    const first = await publishedBuild(layout);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await ensure(true);
    expect(outDirs).toHaveLength(2);
    expect(path.basename(outDirs[1])).toMatch(/^\.partial-/);
    expect(await publishedBuild(layout)).not.toBe(first);
    expect(readdirSync(layout.builds).sort()).toEqual([first, await publishedBuild(layout)].sort());
  });

  it('leaves the published build in place when a build fails', async () => {
    const layout = consoleLayout(temporaryFolder());
    await ensureConsoleBuild({ layout, fingerprint: 'a'.repeat(64), isForced: false, build: slowBuild().build, say: () => undefined });
    const published = await publishedBuild(layout);
    const failing = async () => {
      throw new Error('vite build failed (exit status 1)');
    };
    await expect(ensureConsoleBuild({ layout, fingerprint: 'b'.repeat(64), isForced: false, build: failing, say: () => undefined })).rejects.toThrow(
      'vite build failed',
    );
    expect(await publishedBuild(layout)).toBe(published);
    // The lock was given up: the next start builds.
    const { build, outDirs } = slowBuild();
    await ensureConsoleBuild({ layout, fingerprint: 'b'.repeat(64), isForced: false, build, say: () => undefined });
    expect(outDirs).toHaveLength(1);
  });
});
