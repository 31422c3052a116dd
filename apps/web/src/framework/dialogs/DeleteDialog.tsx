import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import toast from 'react-hot-toast';
import type { ResourceDescription } from '@ringledger/contract';
import { ApiError } from '../../api/client';
import { confirmationAsked, useDelete, useOne, type RecordId } from '../data';
import { formatValue } from '../table/format-value';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { generateConfirmationCode } from './confirmation-code';
import './dialog-motion.css';

interface DeleteDialogProps {
  resource: ResourceDescription;
  /** The row to delete; null keeps the dialog closed. */
  id: RecordId | null;
  /** The parent row a nested row lives under. */
  parentId?: RecordId;
  /** The row's display value ("4420799990001"); without it the dialog reads the row itself. */
  label?: string;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Whether the server refused the delete outright: the row is still used by others. */
function isRefused(error: unknown) {
  return error instanceof ApiError && error.status === 409;
}

export function DeleteDialog({ resource, id, parentId, label, onClose, onDeleted }: DeleteDialogProps) {
  const remove = useDelete(resource, { parentId });
  // A caller that knows the row names it; otherwise the one-row query names it (cached when the row was just viewed).
  const row = useOne(resource, label === undefined ? id : null, { parentId });
  const name = label ?? (row.data ? formatValue(row.data[resource.display]) : '');
  const inputId = useId();
  const [code, setCode] = useState(generateConfirmationCode);
  const [typed, setTyped] = useState('');
  const [openedFor, setOpenedFor] = useState<RecordId | null>(null);
  /** The server's question when the row takes others with it, and what answering yes sends back. */
  const [asked, setAsked] = useState<{ message: string; confirm: string } | null>(null);
  /** The server's reason for keeping the row (a pricelist a call account uses), shown until the dialog closes. */
  const [refusal, setRefusal] = useState<string | null>(null);

  // A fresh code for every row the dialog opens on.
  if (id !== openedFor) {
    setOpenedFor(id);
    setAsked(null);
    setRefusal(null);
    if (id !== null) {
      setCode(generateConfirmationCode());
      setTyped('');
    }
  }

  const confirm = () => {
    if (id === null || typed !== code) return;
    remove.mutate(
      { id, confirm: asked?.confirm },
      {
        onSuccess: () => {
          toast.success(resource.messages.deleted);
          onDeleted?.();
          onClose();
        },
        onError: (error) => {
          const token = confirmationAsked(error);
          if (token) setAsked({ message: error.message, confirm: token });
          else if (isRefused(error)) setRefusal(error.message);
          else onClose();
        },
      },
    );
  };

  return (
    <Dialog.Root open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="rl-dialog-overlay fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[2px]" />
        <Dialog.Content className="rl-dialog-content fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] rounded-xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-700 dark:bg-slate-800">
          <Dialog.Title className="text-lg font-semibold text-brand-navy dark:text-slate-100">Delete {resource.singular}?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {name ? (
              <>
                You are about to delete {resource.singular} <span className="font-semibold text-slate-900 dark:text-slate-100">{name}</span>.{' '}
              </>
            ) : null}
            This cannot be undone. To confirm, type the code <strong className="font-mono text-base tracking-widest text-brand-red">{code}</strong> below.
          </Dialog.Description>
          {asked && (
            <p role="alert" className="mt-3 rounded-lg border border-brand-red/30 bg-brand-red/5 px-3 py-2 text-sm font-medium text-brand-red">
              {asked.message}. Confirm again to delete them together.
            </p>
          )}
          {refusal && (
            <p role="alert" className="mt-3 rounded-lg border border-brand-red/30 bg-brand-red/5 px-3 py-2 text-sm font-medium text-brand-red">
              {refusal}
            </p>
          )}
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
              <Button type="submit" variant="danger" disabled={typed !== code || remove.isPending || refusal !== null}>
                {remove.isPending && <Spinner />}
                {asked ? 'Delete all' : 'Confirm'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
