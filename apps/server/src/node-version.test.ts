import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));

interface LockedPackage {
  version?: string;
  engines?: { node?: string };
}

/** The oldest Node the project says it runs on: `engines.node` in the root package.json. */
const supportedRange: string = readJson('package.json').engines.node;
const oldestNode = semver.minVersion(supportedRange)?.version ?? '';

describe('one Node line', () => {
  it('is stated once: the README names the floor package.json declares', () => {
    expect(oldestNode).toBe('20.19.0');
    const stated = /runs on Node\.js (\d+\.\d+) or newer/.exec(readFileSync(path.join(repoRoot, 'README.md'), 'utf8'))?.[1];
    expect(`>=${stated}`).toBe(supportedRange);
  });

  it('holds for every installed package: none asks for a Node newer than the oldest supported one', () => {
    const packages: Record<string, LockedPackage> = readJson('package-lock.json').packages;
    const excluding = Object.entries(packages)
      .filter(([, locked]) => locked.engines?.node && !semver.satisfies(oldestNode, locked.engines.node))
      .map(([location, locked]) => `${location.replace(/^.*node_modules\//, '')}@${locked.version} wants Node ${locked.engines?.node}`);
    expect(excluding).toEqual([]);
  });
});
