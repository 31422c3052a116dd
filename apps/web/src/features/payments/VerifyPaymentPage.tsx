import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { verifyRecharge, type PaymentStatus } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { operationPath } from '../../framework';
import { Panel } from '../../ui/Panel';
import { Spinner } from '../../ui/Spinner';

/** Spec README: the result stays on screen for 1 s so it can be read, then the console goes home. */
const RESULT_SHOWN_MS = 1000;
/** A provider's confirmation can trail the payer back by a few seconds: a pending payment is asked about again, this often. */
const ATTEMPTS = 5;
const RETRY_MS = 2000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome = 'verifying' | Exclude<PaymentStatus, 'pending'>;

/** Asks until the payment is settled or the attempts run out; anything but a success is a failed verification. */
async function settledStatus(path: string, isCancelled: () => boolean): Promise<Outcome> {
  for (let attempt = 1; attempt <= ATTEMPTS && !isCancelled(); attempt += 1) {
    const answer = await apiRequest<{ status: PaymentStatus }>(verifyRecharge.method, path).catch(() => ({ status: 'failed' as const }));
    if (answer.status !== 'pending') return answer.status;
    if (attempt < ATTEMPTS) await wait(RETRY_MS);
  }
  return 'failed';
}

/** Spec 02 §2: where the provider sends the payer back; the line is credited by the server once the provider confirms. */
export function VerifyPaymentPage() {
  const { id = '', reference = '' } = useParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>('verifying');

  useEffect(() => {
    let isCancelled = false;
    let leave: ReturnType<typeof setTimeout> | undefined;
    void settledStatus(operationPath(verifyRecharge, { id, reference }), () => isCancelled).then((status) => {
      if (isCancelled) return;
      setOutcome(status);
      if (status === 'success') toast.success('Payment verified successfully');
      else toast.error('Payment verification failed');
      leave = setTimeout(() => navigate('/', { replace: true }), RESULT_SHOWN_MS);
    });
    return () => {
      isCancelled = true;
      clearTimeout(leave);
    };
  }, [id, reference, navigate]);

  return (
    <Panel className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center" aria-live="polite">
      {outcome === 'verifying' && (
        <>
          <Spinner className="size-8" />
          <p className="text-sm text-slate-600 dark:text-slate-300">Verifying payment, please wait...</p>
        </>
      )}
      {outcome === 'success' && <p className="text-base font-semibold text-emerald-700 dark:text-emerald-400">Payment verified successfully</p>}
      {outcome === 'failed' && <p className="text-base font-semibold text-red-600 dark:text-red-400">Payment verification failed</p>}
    </Panel>
  );
}
