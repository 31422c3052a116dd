import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { holdServedConsole } from './served-console.js';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A web folder with builds `names` under builds/ and dist linked to the first, as the console's builder leaves it. */
function webFolder(names: string[]) {
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'ringledger-served-'));
  folders.push(webDir);
  for (const name of names) {
    mkdirSync(path.join(webDir, 'builds', name), { recursive: true });
    writeFileSync(path.join(webDir, 'builds', name, 'index.html'), name);
  }
  if (names.length > 0) symlinkSync(path.join('builds', names[0]), path.join(webDir, 'dist'));
  return webDir;
}

const leasesOf = (webDir: string) => readdirSync(path.join(webDir, 'builds', '.servers'));

describe('the console a server serves', () => {
  it('is the build dist named at its start, held by a lease until released', () => {
    const webDir = webFolder(['20261128100100000-aaaaaaaaaaaaaaaa', '20261128100200000-bbbbbbbbbbbbbbbb']);
    const served = holdServedConsole(path.join(webDir, 'dist'));
    expect(served.root).toBe(realpathSync(path.join(webDir, 'builds', '20261128100100000-aaaaaaaaaaaaaaaa')));
    const [lease] = leasesOf(webDir);
    expect(lease).toMatch(new RegExp(`^${process.pid}-`));
    expect(readFileSync(path.join(webDir, 'builds', '.servers', lease), 'utf8')).toBe('20261128100100000-aaaaaaaaaaaaaaaa');
    // A build published later (the link renamed over) is not what this server serves.
    symlinkSync(path.join('builds', '20261128100200000-bbbbbbbbbbbbbbbb'), path.join(webDir, 'next'));
    renameSync(path.join(webDir, 'next'), path.join(webDir, 'dist'));
    expect(readFileSync(path.join(served.root ?? '', 'index.html'), 'utf8')).toBe('20261128100100000-aaaaaaaaaaaaaaaa');
    served.release();
    expect(leasesOf(webDir)).toEqual([]);
  });

  it('gives each holder in one process a lease of its own', () => {
    const webDir = webFolder(['20261128100100000-aaaaaaaaaaaaaaaa']);
    const first = holdServedConsole(path.join(webDir, 'dist'));
    const second = holdServedConsole(path.join(webDir, 'dist'));
    first.release();
    expect(leasesOf(webDir)).toHaveLength(1);
    second.release();
    expect(leasesOf(webDir)).toHaveLength(0);
  });

  it('serves a plain dist folder as it is, without a lease, and nothing when there is none', () => {
    const webDir = webFolder([]);
    expect(holdServedConsole(path.join(webDir, 'dist')).root).toBeNull();
    mkdirSync(path.join(webDir, 'dist'));
    expect(holdServedConsole(path.join(webDir, 'dist')).root).toBe(realpathSync(path.join(webDir, 'dist')));
    expect(readdirSync(webDir)).toEqual(['dist']);
  });
});
