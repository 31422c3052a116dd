import { describe, expect, it } from 'vitest';
import { importRates } from '@ringledger/contract';
import { operationPath } from './operation-path';

describe('operationPath', () => {
  it("fills in the rows the operation's path names", () => {
    expect(operationPath(importRates, { id: 7 })).toBe('/pricelists/7/rates/import');
  });

  it('refuses to build a path without a row it names', () => {
    expect(() => operationPath(importRates, {})).toThrow('import-rates needs the row id id');
  });
});
