import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { describeImport, exportFileName, refusedImportOf } from './rate-files';

describe('describeImport', () => {
  it('counts imported rates and skipped lines', () => {
    expect(describeImport({ imported: 3, skipped: [], skipped_count: 0 })).toBe('3 rates imported');
    expect(describeImport({ imported: 1, skipped: [{ line: 4, error: 'Prefix is required' }], skipped_count: 1 })).toBe('1 rate imported, 1 line skipped');
  });

  it('counts every skipped line, not only those the answer names', () => {
    expect(describeImport({ imported: 0, skipped: [{ line: 2, error: 'Prefix is required' }], skipped_count: 250 })).toBe(
      '0 rates imported, 250 lines skipped',
    );
  });
});

describe('refusedImportOf', () => {
  it('reads the refused lines of a 400 import answer', () => {
    const answer = { error: '1 lines were refused; nothing was imported', lines: [{ line: 3, error: 'Prefix must contain digits only' }] };
    expect(refusedImportOf(new ApiError(400, answer.error, answer))).toEqual(answer);
  });

  it('is null for failures without lines', () => {
    expect(refusedImportOf(new ApiError(400, 'Choose a CSV file to import', { error: 'Choose a CSV file to import' }))).toBeNull();
    expect(refusedImportOf(new ApiError(403, 'Forbidden', { error: 'Forbidden', lines: [] }))).toBeNull();
    expect(refusedImportOf(new Error('offline'))).toBeNull();
  });
});

describe('exportFileName', () => {
  it('names the file after the pricelist', () => {
    expect(exportFileName('Standard Retail')).toBe('rates-Standard Retail.csv');
  });

  it('replaces characters a file name cannot hold', () => {
    expect(exportFileName('EU/UK: "wholesale"')).toBe('rates-EU-UK- -wholesale-.csv');
    expect(exportFileName('///')).toBe('rates--.csv');
  });
});
