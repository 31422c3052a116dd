import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { verifyRecharge, type PaymentStatus } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { operationPath } from '../../framework';
import { Panel } from '../../ui/Panel';
import { Spinner } from '../../ui/Spinner';

/** A provider's confirmation can trail the payer back by a few seconds: a pending payment is asked about again, this often. */
const ATTEMPTS = 5;
const RETRY_MS = 2000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks until the payment is settled or the attempts run out; undefined when it could not be asked at all (not the payer's, gone). */
async function settledStatus(path: string, isCancelled: () => boolean): Promise<PaymentStatus | undefined> {
  let status: PaymentStatus | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS && !isCancelled(); attempt += 1) {
    status = (await apiRequest<{ status: PaymentStatus }>(verifyRecharge.method, path).catch(() => undefined))?.status;
    if (status !== 'pending') return status;
    if (attempt < ATTEMPTS) await wait(RETRY_MS);
  }
  return status;
}

/**
 * Spec 02 §2: where the provider sends the payer back; the line is credited by the server once the
 * provider confirms. The outcome then has a page of its own that stays (the payment's receipt),
 * rather than a second on screen before going home.
 */
export function VerifyPaymentPage() {
  const { id = '', reference = '' } = useParams();
  const navigate = useNavigate();
  const [isUnknown, setIsUnknown] = useState(false);

  useEffect(() => {
    let isCancelled = false;
    void settledStatus(operationPath(verifyRecharge, { id, reference }), () => isCancelled).then((status) => {
      if (isCancelled) return;
      if (status === 'success') toast.success('Payment verified successfully');
      else if (status !== 'pending') toast.error('Payment verification failed');
      if (status === undefined) setIsUnknown(true);
      else navigate(`/user/payments/${encodeURIComponent(reference)}`, { replace: true });
    });
    return () => {
      isCancelled = true;
    };
  }, [id, reference, navigate]);

  return (
    <Panel className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center" aria-live="polite">
      {isUnknown ? (
        <p className="text-base font-semibold text-red-600 dark:text-red-400">Payment verification failed</p>
      ) : (
        <>
          <Spinner className="size-8" />
          <p className="text-sm text-slate-600 dark:text-slate-300">Verifying payment, please wait...</p>
        </>
      )}
    </Panel>
  );
}
