import { describe, expect, it } from 'vitest';
import { chargedSecondsOf, chooseRate, costOfCall, prefixesOf, priceCall, type RateTerms } from './rate-call.js';

const pricelist = { init_inc: 60, inc: 60, markup: 0 };
const rate = (values: Partial<RateTerms> = {}): RateTerms => ({
  prefix: '234',
  cost_per_min: '0.10000',
  connect_cost: '0',
  included_seconds: 0,
  init_inc: 0,
  inc: 0,
  enabled: true,
  ...values,
});

describe('costOfCall', () => {
  it('prices the worked example: 125 s in 60/30 blocks is 150 s, plus the connect cost', () => {
    const terms = rate({ connect_cost: '0.05', init_inc: 60, inc: 30 });
    expect(costOfCall(pricelist, terms, 125)).toEqual({ chargedSeconds: 150, cost: '0.30000' });
  });

  it('raises the per-minute cost by the markup but not the connect cost', () => {
    const terms = rate({ connect_cost: '0.05', init_inc: 60, inc: 30 });
    expect(costOfCall({ ...pricelist, markup: 10 }, terms, 125)).toEqual({ chargedSeconds: 150, cost: '0.32500' });
  });

  it('charges nothing for an unanswered call, not even the connect cost', () => {
    expect(costOfCall(pricelist, rate({ connect_cost: '0.05' }), 0)).toEqual({ chargedSeconds: 0, cost: '0.00000' });
  });

  it('charges exactly one block for a call of exactly one block, and a whole first block for a shorter call', () => {
    expect(costOfCall(pricelist, rate(), 60)).toEqual({ chargedSeconds: 60, cost: '0.10000' });
    expect(costOfCall(pricelist, rate(), 1)).toEqual({ chargedSeconds: 60, cost: '0.10000' });
    expect(costOfCall(pricelist, rate(), 61)).toEqual({ chargedSeconds: 120, cost: '0.20000' });
  });

  it('charges the connect cost alone when included seconds cover the call', () => {
    const terms = rate({ connect_cost: '0.05', included_seconds: 300 });
    expect(costOfCall(pricelist, terms, 120)).toEqual({ chargedSeconds: 0, cost: '0.05000' });
    expect(costOfCall(pricelist, terms, 300)).toEqual({ chargedSeconds: 0, cost: '0.05000' });
  });

  it('bills only the seconds past the included ones', () => {
    expect(costOfCall(pricelist, rate({ included_seconds: 30, init_inc: 1, inc: 1 }), 90)).toEqual({ chargedSeconds: 60, cost: '0.10000' });
  });

  it("falls back to the pricelist's increments where the rate's are 0", () => {
    expect(costOfCall({ init_inc: 30, inc: 6, markup: 0 }, rate(), 31).chargedSeconds).toBe(36);
    expect(costOfCall({ init_inc: 30, inc: 6, markup: 0 }, rate({ inc: 10 }), 31).chargedSeconds).toBe(40);
    expect(costOfCall({ init_inc: 30, inc: 6, markup: 0 }, rate({ init_inc: 1 }), 31).chargedSeconds).toBe(31);
  });

  it('rounds half-up at the fifth decimal, without float error', () => {
    // 1 s at 0.0003/min = 0.000005 exactly: half of the last place rounds up.
    expect(costOfCall(pricelist, rate({ cost_per_min: '0.0003', init_inc: 1, inc: 1 }), 1).cost).toBe('0.00001');
    // 1 s at 0.00029/min = 0.0000048333…: below half rounds down.
    expect(costOfCall(pricelist, rate({ cost_per_min: '0.00029', init_inc: 1, inc: 1 }), 1).cost).toBe('0.00000');
    // 0.1 + 0.2 in floats is 0.30000000000000004; in decimals it is 0.3.
    expect(costOfCall(pricelist, rate({ cost_per_min: '0.2', connect_cost: '0.1' }), 60).cost).toBe('0.30000');
  });

  it('keeps large amounts exact', () => {
    expect(costOfCall({ ...pricelist, markup: 15 }, rate({ cost_per_min: '999999999999.99999' }), 3600).cost).toBe('68999999999999.99931');
  });

  it('refuses negative or fractional seconds', () => {
    expect(() => costOfCall(pricelist, rate(), -1)).toThrow(RangeError);
    expect(() => costOfCall(pricelist, rate(), 1.5)).toThrow(RangeError);
  });
});

describe('chargedSecondsOf', () => {
  it.each([
    [0, 60, 30, 0],
    [-5, 60, 30, 0],
    [59, 60, 30, 60],
    [90, 60, 30, 90],
    [91, 60, 30, 120],
    [7, 1, 1, 7],
  ])('%i billable seconds in %i/%i blocks are %i charged', (billable, initInc, inc, charged) => {
    expect(chargedSecondsOf(billable, initInc, inc)).toBe(charged);
  });
});

describe('chooseRate and priceCall', () => {
  const rates = [rate({ prefix: '2', cost_per_min: '1' }), rate({ prefix: '234', cost_per_min: '0.5' }), rate({ prefix: '234803', cost_per_min: '0.2' })];

  it('lists every prefix of a number, longest first, ignoring a leading +', () => {
    expect(prefixesOf('+234 80')).toEqual(['23480', '2348', '234', '23', '2']);
    expect(prefixesOf('1'.repeat(30))).toHaveLength(20);
  });

  it('picks the longest matching prefix', () => {
    expect(chooseRate(rates, '2348031234567')?.prefix).toBe('234803');
    expect(chooseRate(rates, '2348051234567')?.prefix).toBe('234');
    expect(chooseRate(rates, '2712345')?.prefix).toBe('2');
  });

  it('skips a disabled rate for the next longest enabled one', () => {
    const withDisabled = [...rates.slice(0, 2), rate({ prefix: '234803', cost_per_min: '0.2', enabled: false })];
    expect(chooseRate(withDisabled, '2348031234567')?.prefix).toBe('234');
  });

  it('answers an explicit "no rate" when nothing matches, even for an unanswered call', () => {
    expect(priceCall({ pricelist, rates, number: '4420000000', seconds: 65 })).toEqual({ status: 'no_rate' });
    expect(priceCall({ pricelist, rates, number: '4420000000', seconds: 0 })).toEqual({ status: 'no_rate' });
    expect(priceCall({ pricelist, rates: [], number: '', seconds: 10 })).toEqual({ status: 'no_rate' });
  });

  it('prices with the chosen rate', () => {
    expect(priceCall({ pricelist, rates, number: '2348031234567', seconds: 65 })).toEqual({
      status: 'rated',
      rate: rates[2],
      chargedSeconds: 120,
      cost: '0.40000',
    });
  });
});
