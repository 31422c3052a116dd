import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { extensionDevices, revealDevicePassword } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { operationPath, useCan, type RowOf } from '../../framework';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { Spinner } from '../../ui/Spinner';
import { inputClass, inputStateClass } from '../../ui/field-styles';

type Device = RowOf<typeof extensionDevices>;

/** Asks for the device's password when the person does; a mutation, so the secret is never kept in the query cache. */
function useRevealPassword(device: Device) {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ password: string }>('GET', operationPath(revealDevicePassword, { id: device.extension_id, deviceId: device.id })).then(
        (answer) => answer.password,
      ),
  });
}

async function copy(password: string) {
  try {
    await navigator.clipboard.writeText(password);
    toast.success('Password copied');
  } catch {
    toast.error('Could not copy the password; select it and copy it instead');
  }
}

function RevealedPassword({ device }: { device: Device }) {
  const headingId = useId();
  const inputId = useId();
  const reveal = useRevealPassword(device);
  const password = reveal.data;
  return (
    <Panel className="mt-5 p-6" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-brand-navy dark:text-slate-100">
        SIP password
      </h3>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">What the phone registers with, to type into its settings.</p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {password === undefined ? (
          <Button variant="secondary" onClick={() => reveal.mutate()} disabled={reveal.isPending}>
            {reveal.isPending && <Spinner />}
            Show password
          </Button>
        ) : (
          <>
            <label htmlFor={inputId} className="sr-only">
              Password
            </label>
            {/* Read-only text rather than a password input: it was asked for to be read, and selects whole for copying by hand. */}
            <input
              id={inputId}
              readOnly
              value={password}
              onFocus={(event) => event.currentTarget.select()}
              className={`${inputClass} ${inputStateClass(false)} w-auto min-w-64 flex-1 font-mono`}
            />
            <Button variant="secondary" onClick={() => void copy(password)}>
              Copy
            </Button>
            <Button variant="ghost" onClick={() => reveal.reset()}>
              Hide password
            </Button>
          </>
        )}
      </div>
    </Panel>
  );
}

/**
 * A device's SIP password, shown only when asked for and only to those who may edit devices (the
 * server refuses everyone else); others see nothing of it. A saved edit forgets what was shown.
 */
export function DevicePasswordPanel({ record }: { record: Device }) {
  const canEdit = useCan(extensionDevices)('edit');
  if (!canEdit) return null;
  return <RevealedPassword key={record.updated_at} device={record} />;
}
