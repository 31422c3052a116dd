import * as Dialog from '@radix-ui/react-dialog';
import type { RecordRow } from '../../framework/data';
import { formatValue } from '../../framework/table/format-value';
import { CredentialsForm } from './CredentialsForm';
import '../../framework/dialogs/dialog-motion.css';

interface CreateCredentialsDialogProps {
  user: RecordRow;
  isOpen: boolean;
  onClose: () => void;
}

/** The form lives inside the dialog's content, so every opening starts from an empty form. */
export function CreateCredentialsDialog({ user, isOpen, onClose }: CreateCredentialsDialogProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="rl-dialog-overlay fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[2px]" />
        <Dialog.Content className="rl-dialog-content fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] rounded-xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-700 dark:bg-slate-800">
          <Dialog.Title className="text-lg font-semibold text-brand-navy dark:text-slate-100">Create Credentials</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            A username and password for {formatValue(user.name)} to sign in with; they are sent to the e-mail address below.
          </Dialog.Description>
          <CredentialsForm userId={user.id} email={typeof user.email === 'string' ? user.email : ''} onCancel={onClose} onCreated={onClose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
