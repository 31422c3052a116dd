import type { ResourceScreens } from '../framework/screens';
import { usersScreens } from './users';
import { CallAccountExtras } from './call-accounts/CallAccountExtras';
import { PricelistExtras } from './pricelists/PricelistExtras';
import { AccountExtras } from './accounts/AccountExtras';

/**
 * The special parts of resources, by resource name. A resource absent here gets the generic
 * list, create and view screens from its description alone (DIDs need nothing more).
 */
export const featureScreens: Partial<Record<string, ResourceScreens>> = {
  users: usersScreens,
  call_accounts: { viewExtras: CallAccountExtras },
  pricelists: { viewExtras: PricelistExtras },
  accounts: { viewExtras: AccountExtras },
};
