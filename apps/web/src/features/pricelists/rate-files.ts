import { rateImportError, type rateImportAnswer, type refusedLine } from '@ringledger/contract';
import type { z } from 'zod';
import { ApiError } from '../../api/client';

type ImportAnswer = z.infer<typeof rateImportAnswer>;
export type RefusedLine = z.infer<typeof refusedLine>;

function count(amount: number, one: string, many: string) {
  return `${amount} ${amount === 1 ? one : many}`;
}

/** "3 rates imported, 1 line skipped". */
export function describeImport({ imported, skipped_count: skipped }: ImportAnswer) {
  const parts = [`${count(imported, 'rate', 'rates')} imported`];
  if (skipped > 0) parts.push(`${count(skipped, 'line', 'lines')} skipped`);
  return parts.join(', ');
}

/** A refused import names its bad lines; any other failure has only a message. */
export function refusedImportOf(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const parsed = rateImportError.safeParse(error.answer);
  return parsed.success ? parsed.data : null;
}

/** `rates-<pricelist name>.csv`, with what file systems refuse in a name replaced. */
export function exportFileName(pricelistName: string) {
  const name = pricelistName.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'pricelist';
  return `rates-${name}.csv`;
}
