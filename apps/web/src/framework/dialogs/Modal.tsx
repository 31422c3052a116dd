import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import './dialog-motion.css';

/** Whether a dialog is open, and how it asks to be closed: what every dialog's owner hands it. */
export interface DialogState {
  isOpen: boolean;
  onClose: () => void;
}

interface ModalProps extends DialogState {
  title: string;
  description?: ReactNode;
  /** Wide enough for a form of two columns. */
  isWide?: boolean;
  /** Mounted only while open, so a form inside starts afresh every time. */
  children: ReactNode;
}

/** A Radix dialog with the console's 300 ms motion (spec §9): credit, rate and import forms. */
export function Modal({ isOpen, onClose, title, description, isWide = false, children }: ModalProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="rl-dialog-overlay fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[2px]" />
        <Dialog.Content
          // Without a description, Radix is told so rather than pointing at a missing element.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`rl-dialog-content fixed top-1/2 left-1/2 z-50 max-h-[90vh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-700 dark:bg-slate-800 ${isWide ? 'w-[min(94vw,42rem)]' : 'w-[min(92vw,30rem)]'}`}
        >
          <Dialog.Title className="text-lg font-semibold text-brand-navy dark:text-slate-100">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</Dialog.Description>}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
