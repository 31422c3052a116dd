import { useState } from 'react';
import { userLogins } from '@ringledger/contract';
import { NestedList, useCan, type RecordId, type RecordRow } from '../../framework';
import { EditLoginDialog } from './EditLoginDialog';

/** The usernames this user signs in with, so an operator sees which exist before adding one; each renamed or given a new password in a dialog. */
export function UserLoginsPanel({ userId }: { userId: RecordId }) {
  const canList = useCan(userLogins)('list');
  const [editing, setEditing] = useState<RecordRow | null>(null);
  if (!canList) return null;
  return (
    <>
      <NestedList resource={userLogins} parentId={userId} paramPrefix="logins_" title={userLogins.titles.list} onOpenRow={setEditing} />
      <EditLoginDialog userId={userId} login={editing} onClose={() => setEditing(null)} />
    </>
  );
}
