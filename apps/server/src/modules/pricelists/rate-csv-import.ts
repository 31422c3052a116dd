import { Transform, pipeline, type Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { MAX_REFUSED_LINES_SHOWN, RATE_CSV_COLUMNS, createSchema, rates as rateResource, type FieldDescription } from '@ringledger/contract';
import { badRequest } from '../../errors/app-error.js';
import type { RateTerms } from '../rating/rate-call.js';

type RateCsvColumn = (typeof RATE_CSV_COLUMNS)[number];

/** One valid line of a rate file, with the defaults filled in for omitted columns: what rating reads, and a description. */
export type RateLine = RateTerms & { description: string | null };

export interface RefusedLine {
  line: number;
  error: string;
}

export interface RateFile {
  rates: RateLine[];
  /** The first MAX_REFUSED_LINES_SHOWN refused lines; refusedCount counts them all. */
  refused: RefusedLine[];
  refusedCount: number;
}

const rateSchema = createSchema(rateResource);
const REQUIRED_COLUMNS = RATE_CSV_COLUMNS.filter((column) => (rateResource.fields[column] as FieldDescription).required);
/** A rate line is a few dozen characters; anything this long is not a rate file. */
const MAX_RECORD_CHARACTERS = 64 * 1024;

const wholeNumberCell = (text: string) => (/^-?\d+$/.test(text) ? Number(text) : text);
const YES_NO = new Map([
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
  ['yes', true],
  ['no', false],
]);
const yesNoCell = (text: string) => YES_NO.get(text.toLowerCase()) ?? text;

/** Cells arrive as text: each column is turned into what its field schema checks. An empty cell takes the default. */
const readCell: Record<RateCsvColumn, (text: string) => unknown> = {
  prefix: (text) => text,
  description: (text) => text,
  cost_per_min: (text) => text,
  connect_cost: (text) => text,
  included_seconds: wholeNumberCell,
  init_inc: wholeNumberCell,
  inc: wholeNumberCell,
  enabled: yesNoCell,
};

function isRateColumn(name: string): name is RateCsvColumn {
  return (RATE_CSV_COLUMNS as readonly string[]).includes(name);
}

function readHeader(record: string[]): RateCsvColumn[] {
  const names = record.map((name) => name.trim().toLowerCase());
  const unknown = names.find((name) => !isRateColumn(name));
  if (unknown !== undefined) throw badRequest(`The header names an unknown column "${unknown}"; the columns are ${RATE_CSV_COLUMNS.join(', ')}`);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw badRequest(`The header names the column "${repeated}" twice`);
  const missing = REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) throw badRequest(`The header row must name the columns ${REQUIRED_COLUMNS.join(' and ')}; it lacks ${missing.join(' and ')}`);
  return names as RateCsvColumn[];
}

function readLine(header: RateCsvColumn[], record: string[]): { rate: RateLine } | { error: string } {
  if (record.length !== header.length) return { error: `The line has ${record.length} values; the header names ${header.length} columns` };
  const values: Record<string, unknown> = {};
  header.forEach((column, index) => {
    if (record[index] !== '') values[column] = readCell[column](record[index]);
  });
  const parsed = rateSchema.safeParse(values);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'The line is not valid' };
  return { rate: { description: null, ...parsed.data } as RateLine };
}

/** Decodes the upload as UTF-8 text, refusing binary files (a spreadsheet, an image) outright. */
function utf8Text() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const notText = () => badRequest('The file is not CSV text; save the rates as a .csv file (UTF-8)');
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, done) {
      try {
        const text = decoder.decode(chunk, { stream: true });
        done(text.includes('\0') ? notText() : null, text);
      } catch {
        done(notText());
      }
    },
    flush(done) {
      try {
        done(null, decoder.decode());
      } catch {
        done(notText());
      }
    },
  });
}

function csvRecords(source: Readable) {
  const parser = parse({ bom: true, skip_empty_lines: true, relax_column_count: true, trim: true, info: true, max_record_size: MAX_RECORD_CHARACTERS });
  // A failure anywhere (too large, not text, not CSV) destroys the parser with it, so the reading loop throws it.
  return pipeline(source, utf8Text(), parser, () => undefined) as AsyncIterable<{ record: string[]; info: { lines: number } }>;
}

/**
 * Reads and checks a whole rate file: the header names the columns (prefix and cost_per_min at
 * least), every other line is one rate. Lines are numbered as an editor shows them, the header
 * being line 1. A prefix may appear once per file.
 */
export async function readRateFile(source: Readable): Promise<RateFile> {
  const file: RateFile = { rates: [], refused: [], refusedCount: 0 };
  const lineOfPrefix = new Map<string, number>();
  const refuse = (line: number, error: string) => {
    file.refusedCount += 1;
    if (file.refused.length < MAX_REFUSED_LINES_SHOWN) file.refused.push({ line, error });
  };
  let header: RateCsvColumn[] | undefined;
  try {
    for await (const { record, info } of csvRecords(source)) {
      if (!header) {
        header = readHeader(record);
        continue;
      }
      const result = readLine(header, record);
      if ('error' in result) {
        refuse(info.lines, result.error);
        continue;
      }
      const firstLine = lineOfPrefix.get(result.rate.prefix);
      if (firstLine !== undefined) {
        refuse(info.lines, `Prefix ${result.rate.prefix} already appears on line ${firstLine}`);
        continue;
      }
      lineOfPrefix.set(result.rate.prefix, info.lines);
      file.rates.push(result.rate);
    }
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
  if (!header) throw badRequest(`The file is empty; its first line must name the columns, e.g. ${RATE_CSV_COLUMNS.join(',')}`);
  return file;
}
