import { useState } from 'react';
import { userLogins } from '@ringledger/contract';
import { EditForm, type RecordId, type RecordRow } from '../../framework';
import { Modal } from '../../framework/dialogs/Modal';

interface EditLoginDialogProps {
  userId: RecordId;
  /** Null keeps the dialog closed. */
  login: RecordRow | null;
  onClose: () => void;
}

/** Renames one of the user's logins or gives it a new password (left blank, the password stays); a new password signs the user out elsewhere. */
export function EditLoginDialog({ userId, login, onClose }: EditLoginDialogProps) {
  // The closing animation still shows the form it closes.
  const [shown, setShown] = useState(login);
  if (login !== null && login !== shown) setShown(login);
  return (
    <Modal isOpen={login !== null} onClose={onClose} title={userLogins.titles.edit}>
      {shown && <EditForm key={shown.id} resource={userLogins} parentId={userId} record={shown} onSaved={onClose} onCancel={onClose} />}
    </Modal>
  );
}
