import { useState } from 'react';
import { rates } from '@ringledger/contract';
import { CreateForm, EditForm, useCan, type RecordId, type RecordRow } from '../../framework';
import { Modal } from '../../framework/dialogs/Modal';

/** A rate being added, or the row being edited. */
export type RateTarget = RecordRow | 'new';

interface RateDialogProps {
  pricelistId: RecordId;
  /** Null keeps the dialog closed. */
  target: RateTarget | null;
  onClose: () => void;
}

/** Adds or edits one of the pricelist's rates with the framework's forms; without the edit permission a rate is only shown. */
export function RateDialog({ pricelistId, target, onClose }: RateDialogProps) {
  const canEdit = useCan(rates)('edit');
  // The closing animation still shows the form it closes.
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  const title = shown === 'new' ? rates.titles.create : canEdit ? rates.titles.edit : rates.titles.view;

  return (
    <Modal isOpen={target !== null} onClose={onClose} title={title} isWide>
      {shown === 'new' && <CreateForm resource={rates} parentId={pricelistId} onSaved={onClose} onCancel={onClose} />}
      {shown && shown !== 'new' && <EditForm resource={rates} parentId={pricelistId} record={shown} onSaved={onClose} onCancel={onClose} />}
    </Modal>
  );
}
