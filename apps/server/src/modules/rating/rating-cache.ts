import { parseTranslations, type TranslationPair } from '@ringledger/contract';
import type { Database } from '../../db/client.js';
import { listenForAnnouncements } from '../../db/announcements.js';
import { costOfCall, type PricelistTerms, type RateTerms } from './rate-call.js';
import { PrefixTrie } from './prefix-trie.js';
import { loadEnabledRates, loadLocalizationRules, loadPricelistTerms } from './rating-cache.queries.js';

/**
 * PostgreSQL announces committed changes here (see the rating_announcements migration): a
 * pricelist's id on rl_rates when it or its rates change, a localization's id on rl_localizations,
 * `*` when a table is truncated.
 */
const RATES_CHANNEL = 'rl_rates';
const LOCALIZATIONS_CHANNEL = 'rl_localizations';

export interface CachedRate extends RateTerms {
  id: number;
}

export interface CachedPricelist {
  id: number;
  terms: PricelistTerms;
  /** The enabled rate with the longest prefix of the number. */
  find(number: string): CachedRate | undefined;
  size: number;
}

export interface CachedLocalization {
  id: number;
  /** A disabled localization translates nothing. */
  number_originate: TranslationPair[];
  number_terminate: TranslationPair[];
}

export type CachedPrice = { status: 'no_rate' } | { status: 'rated'; pricelist: CachedPricelist; rate: CachedRate; chargedSeconds: number; cost: string };

/** Prices a call on a cached pricelist with the billing core's pure rule: no database, no allocation but the result. */
export function priceOn(pricelist: CachedPricelist, number: string, seconds: number): CachedPrice {
  const rate = pricelist.find(number);
  if (!rate) return { status: 'no_rate' };
  return { status: 'rated', pricelist, rate, ...costOfCall(pricelist.terms, rate, seconds) };
}

async function buildPricelist(db: Database, terms: PricelistTerms & { id: number }): Promise<CachedPricelist> {
  const trie = new PrefixTrie<CachedRate>();
  for (const rate of await loadEnabledRates(db, terms.id)) trie.set(rate.prefix, rate);
  return {
    id: terms.id,
    terms: { init_inc: terms.init_inc, inc: terms.inc, markup: terms.markup },
    find: (number) => trie.find(number),
    size: trie.size,
  };
}

/**
 * Each pricelist's rates in memory, built for longest-prefix match, and the localizations'
 * number translations, so rating a call costs no database round trip. Loaded on first use,
 * dropped when PostgreSQL announces a committed change (LISTEN/NOTIFY), so every server instance
 * rates with current rates. While the announcements cannot be heard, nothing is kept: each
 * caller loads what it needs (once per batch of calls, not per call).
 */
export function createRatingCache(db: Database, log: (message: string) => void = () => undefined) {
  const pricelists = new Map<number, Promise<CachedPricelist | undefined>>();
  const localizations = new Map<number, Promise<CachedLocalization | undefined>>();
  const announcements = listenForAnnouncements(db, {
    channels: [RATES_CHANNEL, LOCALIZATIONS_CHANNEL],
    hear(channel, payload) {
      const map: Map<number, unknown> = channel === RATES_CHANNEL ? pricelists : localizations;
      if (payload === '*') map.clear();
      else for (const id of payload.split(',')) map.delete(Number(id));
    },
    // Whatever changed while nobody listened is loaded afresh.
    reset() {
      pricelists.clear();
      localizations.clear();
    },
    lostMessage: 'lost the rate announcements; loading rates for every batch until they are back',
    log,
  });
  const { state } = announcements;

  /** The entries for `ids`: cached ones, and the missing ones loaded together; a load shared by concurrent callers. */
  async function many<V>(map: Map<number, Promise<V | undefined>>, ids: Iterable<number>, load: (missing: number[]) => Map<number, Promise<V | undefined>>) {
    const wanted = [...new Set(ids)];
    const missing = wanted.filter((id) => !map.has(id));
    const loading = missing.length > 0 ? load(missing) : new Map<number, Promise<V | undefined>>();
    const seen = state.generation;
    for (const [id, promise] of state.isListening ? loading : []) {
      map.set(id, promise);
      // Dropped again if an announcement came while it loaded, or if the load failed.
      promise.then(
        () => seen !== state.generation && map.get(id) === promise && map.delete(id),
        () => map.get(id) === promise && map.delete(id),
      );
    }
    const found = new Map<number, V>();
    for (const id of wanted) {
      const value = await (loading.get(id) ?? map.get(id));
      if (value) found.set(id, value);
    }
    return found;
  }

  function loadPricelists(ids: number[]) {
    const terms = loadPricelistTerms(db, ids).then((rows) => new Map(rows.map((row) => [row.id, row])));
    return new Map(
      ids.map((id) => [
        id,
        terms.then((byId) => {
          const row = byId.get(id);
          return row ? buildPricelist(db, row) : undefined;
        }),
      ]),
    );
  }

  function loadLocalizations(ids: number[]) {
    const rows = loadLocalizationRules(db, ids).then((found) => new Map(found.map((row) => [row.id, row])));
    return new Map(
      ids.map((id) => [
        id,
        rows.then((byId): CachedLocalization | undefined => {
          const row = byId.get(id);
          if (!row) return undefined;
          if (!row.enabled) return { id, number_originate: [], number_terminate: [] };
          return { id, number_originate: parseTranslations(row.number_originate), number_terminate: parseTranslations(row.number_terminate) };
        }),
      ]),
    );
  }

  return {
    listen: announcements.listen,

    /** The pricelists among `ids` that exist, with their rates ready for lookups. */
    pricelists: (ids: Iterable<number>) => many(pricelists, ids, loadPricelists),

    /** The localizations among `ids` that exist, their lists parsed. */
    localizations: (ids: Iterable<number>) => many(localizations, ids, loadLocalizations),

    /** What is held now (the metrics read it): pricelists with their rates counted, and localizations. */
    async size() {
      const loaded = await Promise.allSettled(pricelists.values());
      const rates = loaded.reduce((sum, result) => sum + (result.status === 'fulfilled' ? (result.value?.size ?? 0) : 0), 0);
      return { pricelists: pricelists.size, rates, localizations: localizations.size };
    },

    /** Resolves once every change committed before the call has been heard (tests, and a rerate after a fix). */
    settle: announcements.settle,
    close: announcements.close,
  };
}

export type RatingCache = ReturnType<typeof createRatingCache>;
