import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ResourceBehaviour } from '../resources/behaviour.js';
import type { OperationImplementation } from '../operations/operation-routes.js';
import { behaviours, implementations } from './resources.js';
import { assertServed } from './index.js';

const modulesFolder = path.dirname(fileURLToPath(import.meta.url));
/** Every module file but the tests: where behaviours and operation implementations are written. */
const moduleFiles = readdirSync(modulesFolder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

const isBehaviour = (value: unknown): value is ResourceBehaviour => typeof value === 'object' && value !== null && 'resource' in value && 'hooks' in value;
const isImplementation = (value: unknown): value is OperationImplementation =>
  typeof value === 'object' && value !== null && 'operation' in value && 'handle' in value;

async function exportsOf(file: string): Promise<unknown[]> {
  return Object.values(await import(path.join(modulesFolder, file)));
}

describe('the served resources and operations', () => {
  it('lists every behaviour a *.resource.ts file exports, so none serves its resource without its hooks', async () => {
    const resourceFiles = moduleFiles.filter((file) => file.endsWith('.resource.ts'));
    expect(resourceFiles.length).toBeGreaterThan(5);
    for (const file of resourceFiles) {
      const exported = (await exportsOf(file)).filter(isBehaviour);
      expect(exported, `${file} exports no behaviour`).not.toEqual([]);
      for (const behaviour of exported) expect(behaviours, `${file}: ${behaviour.resource.name} is missing from behaviours`).toContain(behaviour);
    }
  });

  it('lists every operation implementation a module exports', async () => {
    const found: OperationImplementation[] = [];
    for (const file of moduleFiles) {
      for (const implementation of (await exportsOf(file)).filter(isImplementation)) {
        expect(implementations, `${file}: ${implementation.operation.name} is missing from implementations`).toContain(implementation);
        found.push(implementation);
      }
    }
    expect(found.length).toBe(implementations.length);
  });

  it('refuses to start with a second behaviour for one resource or a second implementation of one operation', () => {
    expect(() => assertServed({ behaviours: [...behaviours, { ...behaviours[0] }], implementations })).toThrow(
      `${behaviours[0].resource.name} has two behaviours`,
    );
    const twice = { ...implementations[0] };
    expect(() => assertServed({ behaviours, implementations: [...implementations, twice] })).toThrow(
      `Operation ${twice.operation.name} has two implementations`,
    );
    expect(() => assertServed({ behaviours, implementations })).not.toThrow();
  });
});
