import type { TrafficFiguresAnswer } from '@ringledger/contract';
import type { TrafficFigures } from './traffic.queries.js';

const SCALE = 100_000n;

/** Exact decimal text (at most 5 decimals) as a scaled integer, so money is never a float. */
function scaled(amount: string) {
  const negative = amount.startsWith('-');
  const [whole, fraction = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole || '0') * SCALE + BigInt(fraction.padEnd(5, '0').slice(0, 5));
  return negative ? -value : value;
}

function decimalOf(value: bigint) {
  const sign = value < 0n ? '-' : '';
  const magnitude = value < 0n ? -value : value;
  return `${sign}${magnitude / SCALE}.${String(magnitude % SCALE).padStart(5, '0')}`;
}

/** Text with 5 decimals, as the money columns hold it. */
export const exactMoney = (amount: string) => decimalOf(scaled(amount));

/** ASR (answered ÷ attempts, percent), ACD (billed seconds per answered call), minutes and margin, from the rollups' sums. */
export function describeTraffic(figures: TrafficFigures): TrafficFiguresAnswer {
  return {
    calls: figures.calls,
    answered: figures.answered,
    asr: figures.calls === 0 ? null : Math.round((figures.answered / figures.calls) * 1000) / 10,
    acd: figures.answered === 0 ? null : Math.round(figures.billseconds / figures.answered),
    billseconds: figures.billseconds,
    minutes: Math.round((figures.billseconds / 60) * 100) / 100,
    revenue: exactMoney(figures.revenue),
    provider_cost: exactMoney(figures.provider_cost),
    margin: decimalOf(scaled(figures.revenue) - scaled(figures.provider_cost)),
  };
}
