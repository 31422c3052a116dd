import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readRateFile } from './rate-csv-import.js';

const read = (...chunks: (string | Buffer)[]) => readRateFile(Readable.from(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk))));

const defaults = { description: null, connect_cost: '0', included_seconds: 0, init_inc: 0, inc: 0, enabled: true };

describe('readRateFile', () => {
  it('reads every column, and fills the defaults of columns the header leaves out', async () => {
    const full = await read('prefix,description,cost_per_min,connect_cost,included_seconds,init_inc,inc,enabled\n234803,MTN,0.1,0.05,30,60,30,false\n');
    expect(full).toEqual({
      rates: [{ prefix: '234803', description: 'MTN', cost_per_min: '0.1', connect_cost: '0.05', included_seconds: 30, init_inc: 60, inc: 30, enabled: false }],
      refused: [],
      refusedCount: 0,
    });
    const minimal = await read('cost_per_min,prefix\n0.2,44\n');
    expect(minimal.rates).toEqual([{ prefix: '44', cost_per_min: '0.2', ...defaults }]);
  });

  it('treats an empty cell as the default, and accepts a BOM, CRLF line ends, spaces and any case in the header', async () => {
    const file = await read('\uFEFF Prefix , COST_PER_MIN ,Enabled, description\r\n1, 0.5 ,,\r\n');
    expect(file.rates).toEqual([{ prefix: '1', cost_per_min: '0.5', ...defaults }]);
  });

  it.each([
    ['true', true],
    ['FALSE', false],
    ['1', true],
    ['0', false],
    ['yes', true],
    ['No', false],
  ])('reads enabled %s as %s', async (text, enabled) => {
    expect((await read(`prefix,cost_per_min,enabled\n1,0.1,${text}\n`)).rates[0].enabled).toBe(enabled);
  });

  it('numbers lines as an editor does, the header being line 1 and blank lines counted', async () => {
    const file = await read(
      'prefix,cost_per_min,enabled\n1,0.1,true\n\nabc,0.1,true\n2,-1,true\n3,0.1,maybe\n4,0.1\n5,0.1,true,extra\n6,0.123456,true\n7,0.1,true\n',
    );
    expect(file.rates.map((rate) => rate.prefix)).toEqual(['1', '7']);
    expect(file.refused).toEqual([
      { line: 4, error: 'Prefix must contain digits only' },
      { line: 5, error: 'Cost per minute must be a non-negative amount with at most 5 decimals' },
      { line: 6, error: 'Enabled must be true or false' },
      { line: 7, error: 'The line has 2 values; the header names 3 columns' },
      { line: 8, error: 'The line has 4 values; the header names 3 columns' },
      { line: 9, error: 'Cost per minute must be a non-negative amount with at most 5 decimals' },
    ]);
    expect(file.refusedCount).toBe(6);
  });

  it('refuses whole numbers that are not whole, negative or out of range', async () => {
    const file = await read(
      'prefix,cost_per_min,included_seconds,init_inc,inc\n1,0.1,1.5,0,0\n2,0.1,0,-1,0\n3,0.1,0,0,3601\n4,0.1,0,0,x\n5,,0,0,0\n,0.1,0,0,0\n',
    );
    expect(file.refused).toEqual([
      { line: 2, error: 'Included seconds must be a number' },
      { line: 3, error: 'Initial increment must be at least 0' },
      { line: 4, error: 'Increment must be at most 3600' },
      { line: 5, error: 'Increment must be a number' },
      { line: 6, error: 'Cost per minute must be a number' },
      { line: 7, error: 'Prefix is required' },
    ]);
  });

  it('refuses a prefix that appears twice, naming the line it first appeared on', async () => {
    const file = await read('prefix,cost_per_min\n234,0.1\n44,0.2\n234,0.3\n');
    expect(file.rates).toHaveLength(2);
    expect(file.refused).toEqual([{ line: 4, error: 'Prefix 234 already appears on line 2' }]);
  });

  it('names the first 100 refused lines and counts them all', async () => {
    const file = await read('prefix,cost_per_min\n', 'x,1\n'.repeat(150), '1,1\n');
    expect(file.refused).toHaveLength(100);
    expect(file.refused[99]).toEqual({ line: 101, error: 'Prefix must contain digits only' });
    expect(file.refusedCount).toBe(150);
    expect(file.rates).toHaveLength(1);
  });

  it('reads a line split across chunks and multi-byte characters split across chunks', async () => {
    const text = Buffer.from('prefix,description,cost_per_min\n2348,Lagos — Ikeja ✓,0.1\n');
    const file = await read(text.subarray(0, 45), text.subarray(45, 47), text.subarray(47));
    expect(file.rates).toEqual([{ ...defaults, prefix: '2348', description: 'Lagos — Ikeja ✓', cost_per_min: '0.1' }]);
  });

  it.each([
    ['', 'The file is empty; its first line must name the columns, e.g. prefix,description,cost_per_min,connect_cost,included_seconds,init_inc,inc,enabled'],
    [
      '\n\n',
      'The file is empty; its first line must name the columns, e.g. prefix,description,cost_per_min,connect_cost,included_seconds,init_inc,inc,enabled',
    ],
    ['prefix,description\n1,a\n', 'The header row must name the columns prefix and cost_per_min; it lacks cost_per_min'],
    [
      '234803,0.1\n',
      'The header names an unknown column "234803"; the columns are prefix, description, cost_per_min, connect_cost, included_seconds, init_inc, inc, enabled',
    ],
    [
      'prefix,cost_per_minute\n',
      'The header names an unknown column "cost_per_minute"; the columns are prefix, description, cost_per_min, connect_cost, included_seconds, init_inc, inc, enabled',
    ],
    ['prefix,cost_per_min,prefix\n', 'The header names the column "prefix" twice'],
    ['prefix,cost_per_min\n"1,0.1\n', 'The file is not valid CSV: Quote Not Closed: the parsing is finished with an opening quote at line 2'],
  ])('refuses the whole file %j', async (text, message) => {
    await expect(read(text)).rejects.toMatchObject({ status: 400, message });
  });

  it('refuses a binary file and text that is not UTF-8', async () => {
    const notText = { status: 400, message: 'The file is not CSV text; save the rates as a .csv file (UTF-8)' };
    await expect(read(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08]))).rejects.toMatchObject(notText);
    await expect(read(Buffer.from('prefix,cost_per_min\n1,0.1\n2,0.1 caf\xe9\n', 'latin1'))).rejects.toMatchObject(notText);
  });
});
