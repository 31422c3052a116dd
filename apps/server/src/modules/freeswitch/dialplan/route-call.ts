import { translateNumber } from '../../localizations/translate-number.js';
import type { RatingCache } from '../../rating/rating-cache.js';
import { RINGLEDGER_VARIABLES } from '../../call-records/cdr-parser.js';
import { dialLeg, hangupActions, isPlainText, isPlainToken, type DialplanAction } from './dialplan-xml.js';
import type { Caller, DidRow, TrunkRow } from '../switch-data/switch-snapshot.js';
import type { AuthorizationRequest } from '../../call-authorization/call-authorization.queries.js';

/** Whom a routed call bills and at which price, for its authorization before it rings. */
export type CallToAuthorize = Omit<AuthorizationRequest, 'callUuid' | 'switchName'>;

/** What routing decided: the actions that place the call (and what it bills, when it bills), or why it cannot be placed. */
export type Route =
  | { kind: 'local' | 'outbound' | 'inbound'; actions: DialplanAction[]; billing?: CallToAuthorize }
  | { kind: 'refused'; cause: string; reason: string; actions: DialplanAction[] };

export function refused(cause: string, reason: string): Route {
  return { kind: 'refused', cause, reason, actions: hangupActions(cause, reason) };
}

const set = (name: string, value: string | number): DialplanAction => ['set', `${name}=${value}`];
/** A dialled or calling number as it may reach a dial string or a variable: digits, an optional +, * and #. */
const isNumber = (value: string) => /^\+?[0-9*#]{1,32}$/.test(value);

/** An extension dialled another extension of its domain: ring every device of it, as the directory's dial string says. */
export function routeLocal(caller: Caller): Route {
  if (!caller.calleeUsername) throw new Error('routeLocal needs a callee');
  if (!caller.localCall) return refused('CALL_REJECTED', `extension ${caller.username}@${caller.domainName} may not call other extensions (local_call is off)`);
  return {
    kind: 'local',
    billing: caller.callAccountId ? { callAccountId: caller.callAccountId, direction: 'local', number: caller.calleeUsername } : undefined,
    actions: [
      set(RINGLEDGER_VARIABLES.extensionId, caller.id),
      ...(caller.callAccountId ? [set(RINGLEDGER_VARIABLES.callAccountId, caller.callAccountId)] : []),
      set('hangup_after_bridge', 'true'),
      ['bridge', `user/${caller.calleeUsername}@${caller.domainName}`],
    ],
  };
}

interface OutboundOptions {
  caller: Caller;
  destination: string;
  trunks: readonly TrunkRow[];
  rating: RatingCache;
}

/**
 * An extension dialled a number outside: translated by its account's localization
 * (number_originate), rated on its call account's pricelist, and sent through every trunk that
 * carries it (its provider's pricelist rates it, as billing will), in precedence order, each
 * followed by its failover gateways, each leg with the trunk's dialled-number and caller-id
 * changes, codecs and timeout.
 */
export async function routeOutbound({ caller, destination, trunks, rating }: OutboundOptions): Promise<Route> {
  if (!isNumber(destination)) return refused('INVALID_NUMBER_FORMAT', `${JSON.stringify(destination)} is not a number`);
  if (!caller.callAccountId || !caller.pricelistId)
    return refused('CALL_REJECTED', `extension ${caller.username}@${caller.domainName} has no call account with a pricelist`);
  const localizationIds = [caller.localizationId, ...trunks.map((trunk) => trunk.localizationId)].filter((id): id is number => id !== null);
  const pricelistIds = [caller.pricelistId, ...trunks.map((trunk) => trunk.pricelistId)].filter((id): id is number => id !== null);
  const [localizations, pricelists] = await Promise.all([rating.localizations(localizationIds), rating.pricelists(pricelistIds)]);
  const number = translateNumber(destination, caller.localizationId ? (localizations.get(caller.localizationId)?.number_originate ?? []) : []);
  if (!isNumber(number)) return refused('INVALID_NUMBER_FORMAT', `${destination} translates to ${JSON.stringify(number)}, which is not a number`);
  const customerRate = pricelists.get(caller.pricelistId)?.find(number);
  if (!customerRate)
    return refused('INCOMPATIBLE_DESTINATION', `no rate for ${number} on pricelist ${caller.pricelistId} of call account ${caller.callAccountId}`);

  const callerNumber = caller.callerIdNumber ?? caller.mainDid;
  const outsideNumber = callerNumber ? translateNumber(callerNumber, caller.stdCidTranslation ?? '') : null;
  const legs: string[] = [];
  let firstTrunkId: number | undefined;
  for (const trunk of trunks) {
    const dialled = translateNumber(number, trunk.dialedModify ?? '');
    const terminate = trunk.localizationId ? (localizations.get(trunk.localizationId)?.number_terminate ?? []) : [];
    const carries = trunk.pricelistId !== null && pricelists.get(trunk.pricelistId)?.find(translateNumber(dialled, terminate));
    if (!carries || !isNumber(dialled)) continue;
    firstTrunkId ??= trunk.id;
    const cid = outsideNumber ? translateNumber(outsideNumber, trunk.cidTranslation ?? '') : null;
    const legVariables = {
      [RINGLEDGER_VARIABLES.trunkId]: trunk.id,
      leg_timeout: trunk.legTimeout > 0 ? trunk.legTimeout : null,
      absolute_codec_string: trunk.codec,
      origination_caller_id_number: cid && isNumber(cid) ? cid : null,
    };
    for (const gateway of [trunk.gateway, trunk.failover1, trunk.failover2])
      if (gateway && isPlainToken(gateway)) legs.push(dialLeg(`sofia/gateway/${gateway}/${dialled}`, legVariables));
  }
  if (legs.length === 0) return refused('NO_ROUTE_DESTINATION', `no enabled trunk carries ${number} for account ${caller.accountId}`);
  return {
    kind: 'outbound',
    // The first trunk that carries the call is the one its limits are counted on.
    billing: { callAccountId: caller.callAccountId, direction: 'outbound', number, rateId: customerRate.id, trunkId: firstTrunkId },
    actions: [
      set(RINGLEDGER_VARIABLES.extensionId, caller.id),
      set(RINGLEDGER_VARIABLES.callAccountId, caller.callAccountId),
      ...(outsideNumber && isNumber(outsideNumber) ? [set('effective_caller_id_number', outsideNumber)] : []),
      ...(caller.callerIdName && isPlainText(caller.callerIdName) ? [set('effective_caller_id_name', caller.callerIdName)] : []),
      set('hangup_after_bridge', 'true'),
      ['bridge', legs.join('|')],
    ],
  };
}

/**
 * One of our own DIDs an extension dialled, as dialled or as its account's localization translates
 * it (number_originate): such a call is ours to ring, never a carrier's to carry.
 */
export async function dialledDid(caller: Caller, destination: string, options: { findDid(number: string): DidRow | undefined; rating: RatingCache }) {
  if (!isNumber(destination)) return undefined;
  const did = options.findDid(destination);
  if (did || caller.localizationId === null) return did;
  const localization = (await options.rating.localizations([caller.localizationId])).get(caller.localizationId);
  return options.findDid(translateNumber(destination, localization?.number_originate ?? []));
}

const inboundBilling = (did: DidRow): CallToAuthorize => ({ callAccountId: did.callAccountId, direction: 'inbound', number: did.number, didId: did.id });

/**
 * A call to one of our DIDs: to its queue, or to its assigned extensions (all at once when
 * simultaneous_extension, else one after another), each for leg_timeout seconds, with its
 * ringback. A carrier's caller id goes through the DID account's translation. A call from one of
 * our extensions is the DID's call all the same, billed as the DID says: the caller's own rl_*
 * ids, which the directory put on the channel, give way to the DID's, so its record names no one else.
 */
export function routeInbound(did: DidRow, from: { carrierNumber: string | undefined } | { extensionId: number }): Route {
  const actions: DialplanAction[] = [set(RINGLEDGER_VARIABLES.didId, did.id), set(RINGLEDGER_VARIABLES.callAccountId, did.callAccountId)];
  if (did.extensions.length === 1) actions.push(set(RINGLEDGER_VARIABLES.extensionId, did.extensions[0].id));
  else if ('extensionId' in from) actions.push(['unset', RINGLEDGER_VARIABLES.extensionId]);
  const callerNumber = 'carrierNumber' in from ? from.carrierNumber : undefined;
  if (callerNumber && did.cidTranslation && isNumber(callerNumber)) {
    const translated = translateNumber(callerNumber, did.cidTranslation);
    if (isNumber(translated)) actions.push(set('effective_caller_id_number', translated));
  }
  if (did.ringback && isPlainText(did.ringback)) actions.push(set('ringback', did.ringback), set('transfer_ringback', did.ringback));
  if (did.callType === 'queue') {
    if (!did.queue) return refused('NO_ROUTE_DESTINATION', `DID ${did.number} rings queue ${did.callTypeId ?? '(none named)'}, which is not an enabled queue`);
    return { kind: 'inbound', billing: inboundBilling(did), actions: [...actions, ['answer', ''], ['callcenter', did.queue]] };
  }
  if (did.callType !== null && did.callType !== 'extensions')
    return refused('NO_ROUTE_DESTINATION', `DID ${did.number} has call type ${did.callType}, which Ringledger does not route`);
  const legs = did.extensions.filter((extension) => isPlainToken(extension.username) && isPlainToken(extension.domain));
  if (legs.length === 0) return refused('NO_ROUTE_DESTINATION', `DID ${did.number} rings no enabled extension`);
  const dialString = legs
    .map((extension) => dialLeg(`user/${extension.username}@${extension.domain}`, { leg_timeout: did.legTimeout }))
    .join(did.simultaneous ? ',' : '|');
  return {
    kind: 'inbound',
    billing: inboundBilling(did),
    actions: [...actions, set('call_timeout', did.legTimeout), set('hangup_after_bridge', 'true'), ['bridge', dialString]],
  };
}
