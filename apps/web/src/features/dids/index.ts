import type { dids } from '@ringledger/contract';
import { useDidLegTimeout } from '../../api/session-store';
import type { ResourceScreens } from '../../framework/screens';

/**
 * DIDs get the generic screens. The new DID form starts from the configured leg timeout (spec §5's
 * 60 is that configuration's seed) rather than a fixed one, so what the form shows is what the
 * server would apply to a DID created without it.
 */
export const didsScreens: ResourceScreens<typeof dids> = {
  useCreateDefaults: () => ({ leg_timeout: useDidLegTimeout() }),
};
