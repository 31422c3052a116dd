import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import toast from 'react-hot-toast';
import type { ResourceDescription } from '@ringledger/contract';
import { errorMessage } from '../../api/client';
import { useDelete, type RecordId } from '../data';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { generateConfirmationCode } from './confirmation-code';
import './dialog-motion.css';

interface DeleteDialogProps {
  resource: ResourceDescription;
  /** The row to delete; null keeps the dialog closed. */
  id: RecordId | null;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteDialog({ resource, id, onClose, onDeleted }: DeleteDialogProps) {
  const remove = useDelete(resource);
  const inputId = useId();
  const [code, setCode] = useState(generateConfirmationCode);
  const [typed, setTyped] = useState('');
  const [openedFor, setOpenedFor] = useState<RecordId | null>(null);

  // A fresh code for every row the dialog opens on.
  if (id !== openedFor) {
    setOpenedFor(id);
    if (id !== null) {
      setCode(generateConfirmationCode());
      setTyped('');
    }
  }

  const confirm = () => {
    if (id === null || typed !== code) return;
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(resource.messages.deleted);
        onDeleted?.();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
    onClose();
  };

  return (
    <Dialog.Root open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="rl-dialog-overlay fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[2px]" />
        <Dialog.Content className="rl-dialog-content fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] rounded-xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-700 dark:bg-slate-800">
          <Dialog.Title className="text-lg font-semibold text-brand-navy dark:text-slate-100">Delete {resource.singular}?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            This cannot be undone. To confirm, type the code <strong className="font-mono text-base tracking-widest text-brand-red">{code}</strong> below.
          </Dialog.Description>
          <form
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            <div>
              <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
                Confirmation code
              </label>
              <input
                id={inputId}
                inputMode="numeric"
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value.trim())}
                className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono tracking-widest text-slate-900 focus:border-brand-red focus:ring-2 focus:ring-brand-red/30 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
                placeholder={code}
              />
            </div>
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary">No, Cancel</Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" disabled={typed !== code || remove.isPending}>
                {remove.isPending && <Spinner />}
                Confirm
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
