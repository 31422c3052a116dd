import type { UnratedReason } from '@ringledger/contract';

/** Each kind of reason the server sorts unrated calls into, as a person names it. */
export const REASON_LABELS: Record<UnratedReason, string> = {
  unknown_caller: 'Unknown caller',
  no_rate: 'No rate for the destination',
  no_pricelist: 'Call account without a pricelist',
  missing_call_account: 'Call account does not exist',
  no_call_account: 'No call account',
  missing_pricelist: 'Pricelist does not exist',
  missing_did: 'DID does not exist',
  ids_disagree: 'Call ids of different users',
  start_out_of_range: 'Start time out of range',
  implausible_duration: 'Implausible duration',
  other: 'Other',
};
