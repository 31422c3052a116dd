import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ResourceDescription } from './resource.js';
import { findResource, operations, registry } from './registry.js';
import { resourcePath, rowPath } from './nesting.js';
import { pathParamsOf } from './operation.js';
import { SWITCH_PATH } from './operations/switch.js';

describe('the registry', () => {
  it('names every resource once', () => {
    const names = registry.map((resource) => resource.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(registry.filter((resource) => resource.parent).map((resource) => [resource.name, resource] as const))(
    '%s lives under an existing parent, at a path below the parent row',
    (_name, resource) => {
      const parent = resource.parent && findResource(resource.parent.resource);
      expect(parent, `${resource.name}'s parent`).toBeDefined();
      expect(resource.path.startsWith(`${parent?.path}/:${resource.parent?.param}/`)).toBe(true);
      expect(resource.parent?.rowParam).not.toBe(resource.parent?.param);
    },
  );

  it.each(registry.map((resource) => [resource.name, resource] as const))(
    '%s shows columns, sorts and searches by fields its record has',
    (_name, resource) => {
      const keys = Object.keys(resource.record.shape);
      for (const column of resource.columns) expect(keys, `column ${column}`).toContain(column);
      // `embed.column` sorts by a column of the embedded row's table, as searches do.
      for (const field of resource.sortable) {
        const [key, column] = field.split('.');
        expect(keys, `sort ${field}`).toContain(key);
        if (column) expect(embeddedKeys(resource, key), `${field} names a column of an embedded row`).toContain(column);
      }
      for (const column of resource.keyColumns ?? []) expect(resource.columns, `key column ${column}`).toContain(column);
      for (const column of resource.hiddenByDefault ?? []) expect(resource.columns, `column ${column} hidden by default`).toContain(column);
      for (const [key, sign] of Object.entries(resource.signedBy ?? {})) {
        expect(keys, `signed ${key}`).toContain(key);
        expect(keys, `${key} signed by ${sign.key}`).toContain(sign.key);
      }
      // `embed.column` searches a column of the embedded row's table; the server checks the column.
      for (const path of [...resource.searchable, ...(resource.lookupContext ?? [])]) {
        const [key, column] = path.split('.');
        expect(keys, `search ${path}`).toContain(key);
        if (column) expect(embeddedKeys(resource, key), `${path} names an embedded row`).not.toEqual([]);
      }
      expect(keys).toContain(resource.display);
    },
  );

  it.each(registry.filter((resource) => resource.layout).map((resource) => [resource.name, resource] as const))(
    '%s lays out every field it has, and only what its record or fields name',
    (_name, resource) => {
      const layout = resource.layout;
      const known = new Set([...Object.keys(resource.record.shape), ...Object.keys(resource.fields)]);
      const sections = layout?.sections ?? [];
      const named = [...(layout?.lead ?? []), ...(layout?.summary?.keys ?? []), ...(layout?.technical ?? []), ...sections.flatMap((section) => section.fields)];
      for (const key of named) expect(known, key).toContain(key);
      const laidOut = new Set([...(layout?.lead ?? []), ...sections.flatMap((section) => section.fields)]);
      for (const field of Object.keys(resource.fields)) expect(laidOut, `field ${field}`).toContain(field);
    },
  );

  it('names every operation once, each path parameter a row of the resource it is on (or must own) or typed by the operation', () => {
    expect(new Set(operations.map((operation) => operation.name)).size).toBe(operations.length);
    for (const operation of operations) {
      const rowParams = pathParamsOf(operation.path).filter((name) => !operation.params?.[name]);
      if (rowParams.length > 0) expect(findResource(operation.on ?? operation.ownRow ?? ''), operation.name).toBeDefined();
      if (operation.ownRow) expect(rowParams, operation.name).toEqual(['id']);
      if (operation.creates) expect(findResource(operation.creates), operation.name).toBeDefined();
    }
  });

  it("puts the switch's operations under /freeswitch/, and nothing else there", () => {
    for (const operation of operations) expect(operation.path.startsWith(`${SWITCH_PATH}/`), operation.name).toBe(operation.access === 'switch');
    for (const resource of registry) expect(resource.path.startsWith(`${SWITCH_PATH}/`), resource.name).toBe(false);
  });
});

function embeddedKeys(resource: ResourceDescription, key: string) {
  let schema: unknown = resource.record.shape[key];
  if (schema instanceof z.ZodNullable) schema = schema.unwrap();
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

describe('nested paths', () => {
  const rates = findResource('rates');
  const dids = findResource('dids');

  it('puts the parent id into a nested path, and leaves a top-level path alone', () => {
    expect(rates && resourcePath(rates, 7)).toBe('/pricelists/7/rates');
    expect(rates && rowPath(rates, 12, 7)).toBe('/pricelists/7/rates/12');
    expect(dids && resourcePath(dids)).toBe('/dids');
  });

  it('refuses to build a nested path without its parent', () => {
    expect(() => rates && resourcePath(rates)).toThrow("rates lives under pricelists: give the parent's id");
  });
});
