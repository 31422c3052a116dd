import { describe, expect, it } from 'vitest';
import { dids } from '@ringledger/contract';
import { parseChoice, visibilityOf } from './column-choice';

describe('column choice', () => {
  it("hides the description's optional columns until the person shows them", () => {
    expect(visibilityOf(dids, {})).toMatchObject({ leg_timeout: false, created_at: false });
    expect(visibilityOf(dids, {})).not.toHaveProperty('number');
    expect(visibilityOf(dids, { leg_timeout: true, account: false })).toMatchObject({ leg_timeout: true, account: false, created_at: false });
  });

  it('reads a stored choice, and anything else as no choice', () => {
    expect(parseChoice('{"leg_timeout":true,"account":false}')).toEqual({ leg_timeout: true, account: false });
    expect(parseChoice('{"leg_timeout":"yes","account":false}')).toEqual({ account: false });
    for (const raw of [null, '', 'not json', '[true]', 'null', '3']) expect(parseChoice(raw), String(raw)).toEqual({});
  });
});
