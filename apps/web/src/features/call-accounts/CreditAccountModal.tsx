import { callAccountTransactions as transactions } from '@ringledger/contract';
import { CreateForm, type FormValues, type RecordId } from '../../framework';
import { Modal, type DialogState } from '../../framework/dialogs/Modal';
import { amountForBody } from '../../framework/table/money';

interface CreditAccountModalProps extends DialogState {
  callAccountId: RecordId;
}

/** Spec §5: the amount is sent as a number, unless a number cannot hold it exactly. */
function withAmountAsNumber(body: FormValues): FormValues {
  return typeof body.amount === 'string' ? { ...body, amount: amountForBody(body.amount) } : body;
}

/** Posts a ledger line; a refused one (more than the balance allows) stays open so the operator can correct it. */
export function CreditAccountModal({ callAccountId, isOpen, onClose }: CreditAccountModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={transactions.titles.create} description="Credit or debit this call account; the balance changes at once.">
      <CreateForm resource={transactions} parentId={callAccountId} submitLabel="Submit" prepareBody={withAmountAsNumber} onSaved={onClose} onCancel={onClose} />
    </Modal>
  );
}
