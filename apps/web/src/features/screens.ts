import type { ResourceScreens } from '../framework/screens';

/**
 * The special parts of resources, by resource name. A resource absent here gets the generic
 * list, create and view screens from its description alone (DIDs need nothing more).
 */
export const featureScreens: Partial<Record<string, ResourceScreens>> = {};
