import { updateUserProfile, users } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { principalOf } from '../../auth/principal.js';
import { createResourceStore } from '../../resources/resource-store.js';
import { userBehaviour } from '../users/users.resource.js';
import { buildSessionUser } from '../session/session.service.js';

// The users store with its behaviour: an e-mail stays one person's sign-in identity, and the edit is audited as any user edit.
const usersStore = createResourceStore(users, userBehaviour);

/** PATCH /users/profile: the signed-in person's own name and e-mail, answered as their session now reads them. */
export const updateUserProfileOperation = implement(updateUserProfile, async ({ db, services, request, body }) => {
  const actor = principalOf(request);
  await db.transaction((tx) => usersStore.change(tx, actor.userId, body, { actor, services, address: request.ip }));
  return buildSessionUser(db, actor.userId);
});
