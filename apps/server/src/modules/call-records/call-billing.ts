import type { CallDirection, CallType } from '@ringledger/contract';
import { translateNumber } from '../localizations/translate-number.js';
import { costOfCall, type PricelistTerms, type RateTerms } from '../rating/rate-call.js';
import { priceOn, type CachedLocalization, type CachedPricelist } from '../rating/rating-cache.js';
import type { CdrLeg } from './cdr-parser.js';
import { didNumbersOf, userKey, type CallParties, type PartyAccount, type PartyCallAccount } from './call-parties.queries.js';

/** The pricelists and localizations a batch needs, from the rating cache. */
export interface PriceBook {
  pricelists: Map<number, CachedPricelist>;
  localizations: Map<number, CachedLocalization>;
}

/** The rate a price was made with, copied into the record so later rate changes never change history. */
export interface RateCopy {
  rated_number: string | null;
  charged_seconds: number;
  pricelist_id: number | null;
  rate_prefix: string | null;
  rate_cost_per_min: string | null;
  rate_connect_cost: string | null;
  rate_included_seconds: number | null;
  rate_init_inc: number | null;
  rate_inc: number | null;
  rate_markup: number | null;
}

/** The customer's side of a call: whose it is, which way it went, and what it cost them. */
export interface CustomerSide extends RateCopy {
  account_id: number | null;
  call_billing_account_id: number | null;
  user_id: number | null;
  extension_id: number | null;
  did_id: number | null;
  direction: CallDirection;
  call_type: CallType;
  rated: boolean;
  unrated_reason: string | null;
  cost: string;
}

/** The carrier's side: the trunk a B-leg left through and what its provider charges. */
export interface CarrierSide {
  leg_uuid: string;
  trunk_id: number | null;
  gateway: string | null;
  provider_account_id: number | null;
  provider_call_account_id: number | null;
  /** The provider's owner, for the provider-side summaries. */
  provider_user_id: number | null;
  billseconds: number;
  /** Null while unrated. */
  cost: string | null;
  unrated_reason: string | null;
  rate: RateCopy;
}

const NO_RATE: RateCopy = {
  rated_number: null,
  charged_seconds: 0,
  pricelist_id: null,
  rate_prefix: null,
  rate_cost_per_min: null,
  rate_connect_cost: null,
  rate_included_seconds: null,
  rate_init_inc: null,
  rate_inc: null,
  rate_markup: null,
};
/** A pricelist's defaults, for DID and local charges on a call account without a pricelist. */
const DEFAULT_TERMS: PricelistTerms = { init_inc: 60, inc: 60, markup: 0 };

function copyOf(number: string, pricelistId: number | null, terms: PricelistTerms, rate: RateTerms, chargedSeconds: number): RateCopy {
  return {
    rated_number: number,
    charged_seconds: chargedSeconds,
    pricelist_id: pricelistId,
    rate_prefix: rate.prefix,
    rate_cost_per_min: rate.cost_per_min,
    rate_connect_cost: rate.connect_cost,
    rate_included_seconds: rate.included_seconds,
    rate_init_inc: rate.init_inc || terms.init_inc,
    rate_inc: rate.inc || terms.inc,
    rate_markup: terms.markup,
  };
}

const ownerOf = (row: { type: string; type_id: number | null } | undefined) => row?.type_id ?? null;

function translation(book: PriceBook, account: PartyAccount | undefined, list: 'number_originate' | 'number_terminate') {
  const localization = account?.localization_id ? book.localizations.get(account.localization_id) : undefined;
  return localization?.[list] ?? [];
}

type Rated = { cost: string; rate: RateCopy } | { reason: string };

/** An outbound call on the call account's pricelist, at the number its account's localization makes of the destination. */
function rateOutbound(leg: CdrLeg, book: PriceBook, callAccount: PartyCallAccount, account: PartyAccount | undefined): Rated {
  if (!callAccount.pricelist_id) return { reason: `Call account ${callAccount.id} has no pricelist` };
  const pricelist = book.pricelists.get(callAccount.pricelist_id);
  if (!pricelist) return { reason: `Pricelist ${callAccount.pricelist_id} does not exist` };
  const number = translateNumber(leg.destinationNumber ?? '', translation(book, account, 'number_originate'));
  const price = priceOn(pricelist, number, leg.billseconds);
  if (price.status === 'no_rate') return { reason: `No rate for ${number || 'an empty number'} on pricelist ${pricelist.id}` };
  return { cost: price.cost, rate: copyOf(number, pricelist.id, pricelist.terms, price.rate, price.chargedSeconds) };
}

function termsOf(book: PriceBook, callAccount: PartyCallAccount | undefined) {
  return (callAccount?.pricelist_id && book.pricelists.get(callAccount.pricelist_id)?.terms) || DEFAULT_TERMS;
}

/** What a call costs its customer, by the rules of its direction; a call that cannot be billed says why. */
function rateCall(leg: CdrLeg, parties: CallParties, book: PriceBook, side: Omit<CustomerSide, keyof RateCopy | 'rated' | 'unrated_reason' | 'cost'>): Rated {
  const callAccount = side.call_billing_account_id ? parties.callAccounts.get(side.call_billing_account_id) : undefined;
  if (!callAccount)
    return { reason: side.call_billing_account_id ? `Call account ${side.call_billing_account_id} does not exist` : 'The call has no call account' };
  const account = side.account_id ? parties.accounts.get(side.account_id) : undefined;
  if (side.direction === 'outbound') return rateOutbound(leg, book, callAccount, account);
  // Increments of 0 on a DID, and local calls, follow the call account's pricelist; neither is marked up.
  const terms = { ...termsOf(book, callAccount), markup: 0 };
  if (side.direction === 'inbound') {
    const did = side.did_id ? parties.didsById.get(side.did_id) : undefined;
    if (!did) return { reason: `DID ${side.did_id} does not exist` };
    const rate: RateTerms = {
      prefix: did.number,
      cost_per_min: did.cost,
      connect_cost: did.connectcost,
      included_seconds: did.includedseconds,
      init_inc: did.init_inc,
      inc: did.inc,
      enabled: true,
    };
    const price = costOfCall(terms, rate, leg.billseconds);
    return { cost: price.cost, rate: copyOf(did.number, null, terms, rate, price.chargedSeconds) };
  }
  const rate: RateTerms = {
    prefix: '',
    cost_per_min: callAccount.local_charge_per_min,
    connect_cost: '0',
    included_seconds: 0,
    init_inc: 0,
    inc: 0,
    enabled: true,
  };
  const price = costOfCall(terms, rate, leg.billseconds);
  return { cost: price.cost, rate: { ...copyOf(leg.destinationNumber ?? '', null, terms, rate, price.chargedSeconds), rate_prefix: null } };
}

/**
 * Whose call an A-leg is and which way it went: the rl_* variables when the switch set them, else
 * the calling extension by user and domain (outbound, or local when it dialled another extension
 * there), else the DID the destination is (inbound).
 */
function placeCall(leg: CdrLeg, parties: CallParties) {
  const caller = leg.ids.extensionId
    ? parties.extensionsById.get(leg.ids.extensionId)
    : leg.sipUser && leg.domain
      ? parties.extensionsByUser.get(userKey(leg.sipUser, leg.domain))
      : undefined;
  const did = leg.ids.didId
    ? parties.didsById.get(leg.ids.didId)
    : didNumbersOf(leg.destinationNumber)
        .map((number) => parties.didsByNumber.get(number.replace(/^\+/, '')))
        .find(Boolean);
  if (did && (leg.ids.didId || !caller)) {
    const callAccountId = leg.ids.callAccountId ?? did.call_billing_account_id;
    return {
      account_id: did.account_id,
      call_billing_account_id: callAccountId,
      extension_id: leg.ids.extensionId ?? did.extension_id,
      did_id: did.id,
      direction: 'inbound',
      call_type: 'DID',
    } as const;
  }
  if (caller || leg.ids.callAccountId) {
    const callee = caller && leg.destinationNumber ? parties.extensionsByUser.get(userKey(leg.destinationNumber, caller.domain)) : undefined;
    const callAccountId = leg.ids.callAccountId ?? caller?.call_billing_account_id ?? null;
    const accountId = caller?.account_id ?? (callAccountId ? (parties.callAccounts.get(callAccountId)?.main_account_id ?? null) : null);
    return {
      account_id: accountId,
      call_billing_account_id: callAccountId,
      extension_id: caller?.id ?? null,
      did_id: null,
      direction: callee ? 'local' : 'outbound',
      call_type: 'STANDARD',
    } as const;
  }
  return undefined;
}

/**
 * Where the rows a CDR names by rl_* id belong to different customers (the extension of one, the
 * call account of another), says so: such a call charges no one. The API refuses such links; a
 * switch's variables may still carry them.
 */
function disagreementOf(leg: CdrLeg, parties: CallParties) {
  const { callAccountId, extensionId, didId } = leg.ids;
  const ownerOfAccount = (id: number) => ownerOf(parties.accounts.get(id));
  const extension = extensionId ? parties.extensionsById.get(extensionId) : undefined;
  const did = didId ? parties.didsById.get(didId) : undefined;
  const callAccount = callAccountId ? parties.callAccounts.get(callAccountId) : undefined;
  const named = [
    ...(extension
      ? [{ name: `rl_extension_id ${extension.id} (${extension.username}@${extension.domain})`, owner: ownerOfAccount(extension.account_id) }]
      : []),
    ...(did ? [{ name: `rl_did_id ${did.id} (${did.number})`, owner: ownerOfAccount(did.account_id) }] : []),
    ...(callAccount ? [{ name: `rl_call_account_id ${callAccount.id}`, owner: ownerOf(callAccount) }] : []),
  ];
  const other = named.find((row) => row.owner !== named[0].owner);
  if (!other) return null;
  const whose = (owner: number | null) => (owner === null ? 'no user' : `user ${owner}`);
  return `The rl_* ids disagree: ${named[0].name} belongs to ${whose(named[0].owner)} and ${other.name} to ${whose(other.owner)}; no one is charged`;
}

/**
 * The customer's side of an A-leg, rated. A call that cannot be billed is kept unrated with the
 * reason, naming only rows that exist: one whose CDR names a deleted call account, whose rl_* ids
 * disagree, or whose values cannot be believed (call-plausibility.ts) is stored all the same.
 */
export function billCustomer(leg: CdrLeg, parties: CallParties, book: PriceBook): CustomerSide {
  const placed = placeCall(leg, parties);
  if (!placed) {
    const caller = leg.sipUser ? `${leg.sipUser}${leg.domain ? `@${leg.domain}` : ''}` : (leg.callerIdNumber ?? 'an unknown caller');
    return {
      account_id: null,
      call_billing_account_id: null,
      user_id: null,
      extension_id: null,
      did_id: null,
      direction: 'outbound',
      call_type: 'STANDARD',
      rated: false,
      unrated_reason: leg.implausible ?? `Unknown caller: ${caller} is no extension, and ${leg.destinationNumber ?? 'the destination'} is none of our DIDs`,
      cost: '0.00000',
      ...NO_RATE,
    };
  }
  const unrated = (reason: string, side: Omit<CustomerSide, keyof RateCopy | 'rated' | 'unrated_reason' | 'cost'>): CustomerSide => ({
    rated: false,
    unrated_reason: reason,
    cost: '0.00000',
    ...NO_RATE,
    ...side,
  });
  const disagreement = disagreementOf(leg, parties);
  if (disagreement) return unrated(disagreement, { user_id: null, ...placed, account_id: null, call_billing_account_id: null });
  const callAccount = placed.call_billing_account_id ? parties.callAccounts.get(placed.call_billing_account_id) : undefined;
  if (placed.call_billing_account_id && !callAccount) {
    // A call account deleted since (or never there): the record names none, the reason names the id.
    return unrated(`Call account ${placed.call_billing_account_id} does not exist`, { user_id: null, ...placed, call_billing_account_id: null });
  }
  const user_id = ownerOf(callAccount);
  // Spreads last, as in every object built for each CDR (call-records.queries.ts, carrierColumns, says why).
  const side = { user_id, ...placed };
  if (leg.implausible) return unrated(leg.implausible, side);
  const rated = rateCall(leg, parties, book, side);
  if ('reason' in rated) return unrated(rated.reason, side);
  return { rated: true, unrated_reason: null, cost: rated.cost, ...rated.rate, ...side };
}

/**
 * The carrier side of a B-leg: its trunk (rl_trunk_id, else the trunk of its gateway), the
 * trunk's provider, and the provider's pricelist at the number_terminate translation. A B-leg
 * with neither is no carrier leg (it rang an extension): undefined.
 */
export function billCarrier(leg: CdrLeg, parties: CallParties, book: PriceBook): CarrierSide | undefined {
  const trunk = leg.ids.trunkId ? parties.trunksById.get(leg.ids.trunkId) : leg.gateway ? parties.trunksByGateway.get(leg.gateway) : undefined;
  if (!trunk && !leg.ids.trunkId && !leg.gateway) return undefined;
  const fromLeg = { leg_uuid: leg.uuid, gateway: leg.gateway, billseconds: leg.billseconds };
  if (!trunk) {
    const reason = leg.ids.trunkId ? `Trunk ${leg.ids.trunkId} does not exist` : `No enabled trunk leaves through gateway ${leg.gateway}`;
    const nobody = { trunk_id: null, provider_account_id: null, provider_call_account_id: null, provider_user_id: null };
    return { cost: null, unrated_reason: reason, rate: NO_RATE, ...nobody, ...fromLeg };
  }
  const provider = trunk.provider_id ? parties.accounts.get(trunk.provider_id) : undefined;
  const callAccount = trunk.provider_id ? parties.providerCallAccounts.get(trunk.provider_id) : undefined;
  const sides = {
    trunk_id: trunk.id,
    provider_account_id: trunk.provider_id,
    provider_call_account_id: callAccount?.id ?? null,
    provider_user_id: ownerOf(provider),
    ...fromLeg,
  };
  const unrated = (reason: string): CarrierSide => ({ cost: null, unrated_reason: reason, rate: NO_RATE, ...sides });
  if (leg.implausible) return unrated(leg.implausible);
  if (!trunk.provider_id) return unrated(`Trunk ${trunk.name ?? trunk.id} has no provider`);
  if (!callAccount) return unrated(`Provider account ${trunk.provider_id} has no call account`);
  if (!callAccount.pricelist_id) return unrated(`Call account ${callAccount.id} has no pricelist`);
  const pricelist = book.pricelists.get(callAccount.pricelist_id);
  if (!pricelist) return unrated(`Pricelist ${callAccount.pricelist_id} does not exist`);
  const number = translateNumber(leg.destinationNumber ?? '', translation(book, provider, 'number_terminate'));
  const price = priceOn(pricelist, number, leg.billseconds);
  if (price.status === 'no_rate') return unrated(`No rate for ${number || 'an empty number'} on pricelist ${pricelist.id}`);
  const rate = copyOf(number, pricelist.id, pricelist.terms, price.rate, price.chargedSeconds);
  return { cost: price.cost, unrated_reason: null, rate, ...sides };
}

/** The pricelists and localizations billing a batch will read, so they are loaded (or found cached) at once. */
export function priceSourcesOf(parties: CallParties) {
  const pricelistIds = [...parties.callAccounts.values()].flatMap((row) => (row.pricelist_id ? [row.pricelist_id] : []));
  const localizationIds = [...parties.accounts.values()].flatMap((row) => (row.localization_id ? [row.localization_id] : []));
  return { pricelistIds, localizationIds };
}
