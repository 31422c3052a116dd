import type { SwitchDataRows } from './switch-data.queries.js';

type Rows<T extends keyof SwitchDataRows> = SwitchDataRows[T][number];

/** What a directory user is built from: an extension and the rows around it. */
export interface DirectoryExtension {
  extensionId: number;
  extensionUsername: string;
  displayName: string | null;
  domainName: string;
  domainParameters: Record<string, string>;
  domainVariables: Record<string, string>;
  accountId: number;
  accountNumber: string;
  callAccountId: number | null;
  callerIdName: string | null;
  callerIdNumber: string | null;
  mainDid: string | null;
  variables: Record<string, string>;
  parameters: Record<string, string>;
}

/** The calling extension, what its account translates and rates with, and the extension of its domain it dialled, if it dialled one. */
export interface Caller {
  id: number;
  username: string;
  localCall: boolean;
  domainName: string;
  accountId: number;
  localizationId: number | null;
  stdCidTranslation: string | null;
  callAccountId: number | null;
  pricelistId: number | null;
  callerIdNumber: string | null;
  callerIdName: string | null;
  mainDid: string | null;
  calleeUsername: string | null;
}

/** A trunk an outbound call may leave through, with its provider's pricelist and localization and its live gateways' names. */
export interface TrunkRow {
  id: number;
  name: string | null;
  legTimeout: number;
  codec: string | null;
  cidTranslation: string | null;
  dialedModify: string | null;
  pricelistId: number | null;
  localizationId: number | null;
  gateway: string | null;
  failover1: string | null;
  failover2: string | null;
}

/** An enabled DID of a live account, with what it rings. */
export interface DidRow {
  id: number;
  number: string;
  callAccountId: number;
  legTimeout: number;
  simultaneous: boolean;
  ringback: string | null;
  callType: string | null;
  callTypeId: number | null;
  cidTranslation: string | null;
  extensions: { id: number; username: string; domain: string }[];
  /** `name@domain` of the enabled queue `callTypeId` names, else null. */
  queue: string | null;
}

const userKey = (domainId: number, username: string) => `${domainId}\n${username.toLowerCase()}`;

function byId<R extends { id: number }>(rows: readonly R[]) {
  return new Map(rows.map((row) => [row.id, row]));
}

/** Rows grouped by a key, each group in the rows' order. */
function groupBy<R, K>(rows: readonly R[], keyOf: (row: R) => K) {
  const groups = new Map<K, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * The switch's answers' data, indexed for lookups that cost no database round trip. Built from
 * every table's rows at once; the rules of what is live (enabled, and everything it hangs on
 * enabled) are those the answers' statements had.
 */
export function buildSwitchSnapshot(rows: SwitchDataRows) {
  const domains = byId(rows.domains);
  const domainIds = new Map(rows.domains.map((domain) => [domain.name.toLowerCase(), domain.id]));
  const extensions = byId(rows.extensions);
  const extensionsByUser = new Map(rows.extensions.map((extension) => [userKey(extension.domainId, extension.username), extension]));
  const devicesByUser = new Map(rows.extension_devices.map((device) => [userKey(device.domainId, device.username), device]));
  const devicesOf = groupBy(
    rows.extension_devices.filter((device) => device.enabled),
    (device) => device.extensionId,
  );
  const accounts = byId(rows.accounts);
  const callAccounts = byId(rows.call_accounts);
  const callerIds = byId(rows.callerids);
  const didsById = byId(rows.dids);
  const didsByNumber = new Map(rows.dids.filter((did) => did.enabled).map((did) => [did.number, did]));
  const assignments = groupBy(
    rows.extension_dids.filter((assignment) => assignment.enabled),
    (assignment) => assignment.didId,
  );
  const queues = byId(rows.call_center_queues);
  // A provider's oldest call account is the one billing charges the carrier's cost to.
  const providerCallAccounts = new Map<number, Rows<'call_accounts'>>();
  for (const callAccount of rows.call_accounts)
    if (callAccount.mainAccountId !== null && !providerCallAccounts.has(callAccount.mainAccountId))
      providerCallAccounts.set(callAccount.mainAccountId, callAccount);

  const profiles = byId(rows.sip_profiles);
  const gateways = byId(rows.gateways);
  /** A live gateway's name (it and its profile enabled), else null. */
  function liveGateway(id: number | null) {
    const gateway = id === null ? undefined : gateways.get(id);
    const profile = gateway && profiles.get(gateway.profileId);
    return gateway?.enabled && profile?.enabled && profile.deletedAt === null ? gateway.name : null;
  }
  // Enabled trunks of an enabled provider, for no call type or STANDARD, in precedence order.
  const byPrecedence = [...rows.trunks].sort((a, b) => a.precedence - b.precedence || a.id - b.id);
  const trunks = byPrecedence.flatMap((trunk) => {
    const provider = trunk.providerId === null ? undefined : accounts.get(trunk.providerId);
    const callType = trunk.callType?.toUpperCase() ?? '';
    if (!trunk.enabled || !provider?.enabled || !gateways.has(trunk.gatewayId) || (callType !== '' && callType !== 'STANDARD')) return [];
    const row: TrunkRow = {
      id: trunk.id,
      name: trunk.name,
      legTimeout: trunk.legTimeout,
      codec: trunk.codec,
      cidTranslation: trunk.cidTranslation,
      dialedModify: trunk.dialedModify,
      pricelistId: providerCallAccounts.get(provider.id)?.pricelistId ?? null,
      localizationId: provider.localizationId,
      gateway: liveGateway(trunk.gatewayId),
      failover1: liveGateway(trunk.failover1Id),
      failover2: liveGateway(trunk.failover2Id),
    };
    return [{ limitedTo: trunk.accountId, row }];
  });

  /** An extension that may place and take calls (it, its domain, its account and its call account when it has one, enabled), with what its users carry. */
  function liveExtension(extension: Rows<'extensions'> | undefined, domain = extension && domains.get(extension.domainId)) {
    if (!extension?.enabled || !domain?.enabled) return undefined;
    const account = accounts.get(extension.accountId);
    const callAccount = extension.callAccountId === null ? undefined : callAccounts.get(extension.callAccountId);
    if (!account?.enabled || callAccount?.enabled === false) return undefined;
    const callerId = extension.callerIdId === null ? undefined : callerIds.get(extension.callerIdId);
    const mainDid = extension.didId === null ? undefined : didsById.get(extension.didId);
    const user: DirectoryExtension = {
      extensionId: extension.id,
      extensionUsername: extension.username,
      displayName: extension.displayName,
      domainName: domain.name,
      domainParameters: domain.parameters,
      domainVariables: domain.variables,
      accountId: account.id,
      accountNumber: account.number,
      callAccountId: callAccount?.id ?? null,
      callerIdName: callerId?.enabled ? callerId.name : null,
      callerIdNumber: callerId?.enabled ? callerId.number : null,
      mainDid: mainDid?.enabled ? mainDid.number : null,
      variables: extension.variables,
      parameters: extension.parameters,
    };
    return { extension, account, callAccount, user };
  }

  const domainIdOf = (name: string) => domainIds.get(name.toLowerCase());

  return {
    /** The enabled device that signs in as `username` in `domain` (its own domain), with its live extension. */
    findDevice(domain: string, username: string) {
      const domainId = domainIdOf(domain);
      const device = domainId === undefined ? undefined : devicesByUser.get(userKey(domainId, username));
      if (!device?.enabled) return undefined;
      const live = liveExtension(extensions.get(device.extensionId), domains.get(device.domainId));
      return live && { ...live.user, deviceUsername: device.username, sealedPassword: device.sealedPassword };
    },

    /** The live extension `username` of `domain`, with the usernames of its enabled devices. */
    findExtension(domain: string, username: string) {
      const domainId = domainIdOf(domain);
      const live = liveExtension(domainId === undefined ? undefined : extensionsByUser.get(userKey(domainId, username)));
      if (!live) return undefined;
      const deviceUsernames = (devicesOf.get(live.extension.id) ?? []).map((device) => device.username).sort();
      return { ...live.user, deviceUsernames };
    },

    /** The live calling extension and, when `destination` is another live extension of its domain (its account enabled), that one's username. */
    findCaller(extensionId: number, destination: string): Caller | undefined {
      const live = liveExtension(extensions.get(extensionId));
      if (!live) return undefined;
      const { extension, account, callAccount, user } = live;
      const callee = extensionsByUser.get(userKey(extension.domainId, destination));
      const isCalleeLive = callee?.enabled === true && accounts.get(callee.accountId)?.enabled === true;
      return {
        id: extension.id,
        username: extension.username,
        localCall: extension.localCall,
        domainName: user.domainName,
        accountId: account.id,
        localizationId: account.localizationId,
        stdCidTranslation: account.stdCidTranslation,
        callAccountId: callAccount?.id ?? null,
        pricelistId: callAccount?.pricelistId ?? null,
        callerIdNumber: user.callerIdNumber,
        callerIdName: user.callerIdName,
        mainDid: user.mainDid,
        calleeUsername: isCalleeLive ? callee.username : null,
      };
    },

    /** The trunks an account's outbound calls may leave through, in precedence order: those limited to no account or to this one. */
    findTrunks(accountId: number): TrunkRow[] {
      return trunks.filter((trunk) => trunk.limitedTo === null || trunk.limitedTo === accountId).map((trunk) => trunk.row);
    },

    /** The enabled DID `number` is (with or without its +), of an enabled account and call account, with what it rings. */
    findDid(number: string): DidRow | undefined {
      const digits = number.replace(/^\+/, '');
      const did = [didsByNumber.get(digits), didsByNumber.get(`+${digits}`)].find(
        (candidate) => candidate && accounts.get(candidate.accountId)?.enabled && callAccounts.get(candidate.callAccountId)?.enabled,
      );
      const account = did && accounts.get(did.accountId);
      if (!did || !account) return undefined;
      const rung = (assignments.get(did.id) ?? []).flatMap((assignment) => {
        const extension = extensions.get(assignment.extensionId);
        const domain = extension && domains.get(extension.domainId);
        return extension?.enabled && domain?.enabled ? [{ id: extension.id, username: extension.username, domain: domain.name }] : [];
      });
      const queue = did.callTypeId === null ? undefined : queues.get(did.callTypeId);
      const queueDomain = queue && domains.get(queue.domainId);
      return {
        id: did.id,
        number: did.number,
        callAccountId: did.callAccountId,
        legTimeout: did.legTimeout,
        simultaneous: did.simultaneous,
        ringback: did.ringback,
        callType: did.callType,
        callTypeId: did.callTypeId,
        cidTranslation: account.didCidTranslation,
        extensions: rung,
        queue: queue?.enabled && queueDomain ? `${queue.name}@${queueDomain.name}` : null,
      };
    },
  };
}

export type SwitchSnapshot = ReturnType<typeof buildSwitchSnapshot>;
