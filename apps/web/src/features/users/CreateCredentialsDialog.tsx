import { userLogins, type users } from '@ringledger/contract';
import { CreateForm, type RowOf } from '../../framework';
import { Modal, type DialogState } from '../../framework/dialogs/Modal';

interface CreateCredentialsDialogProps extends DialogState {
  user: RowOf<typeof users>;
}

/** A login for the user, mailed to their own address unless the operator names another; the form starts empty at every opening. */
export function CreateCredentialsDialog({ user, isOpen, onClose }: CreateCredentialsDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={userLogins.titles.create}
      description={`A username and password for ${user.name} to sign in with; they are sent to the e-mail address below.`}
    >
      <CreateForm resource={userLogins} parentId={user.id} defaults={{ send_to_email: user.email ?? undefined }} onSaved={onClose} onCancel={onClose} />
    </Modal>
  );
}
