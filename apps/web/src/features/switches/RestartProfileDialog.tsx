import { Modal } from '../../framework/dialogs/Modal';
import { errorMessage } from '../../api/client';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useRestartProfile } from './useSwitchStatus';

/** Asks before restarting a profile, saying what it costs: every call on it is dropped. */
export function RestartProfileDialog({ switchId, profile, onClose }: { switchId: number; profile: string | null; onClose: () => void }) {
  const restart = useRestartProfile(switchId);
  const close = () => {
    restart.reset();
    onClose();
  };
  return (
    <Modal
      isOpen={profile !== null}
      onClose={close}
      title={`Restart ${profile ?? ''}?`}
      description={`Restarting the SIP profile ${profile ?? ''} drops every call on it now. Its new settings apply once it is back; a profile Ringledger no longer runs stays stopped.`}
    >
      {restart.isError && (
        <p role="alert" className="mb-4 text-sm text-red-700 dark:text-red-400">
          {errorMessage(restart.error)}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button variant="danger" disabled={restart.isPending} onClick={() => profile && restart.mutate(profile, { onSuccess: close })}>
          {restart.isPending && <Spinner />}
          Restart and drop calls
        </Button>
      </div>
    </Modal>
  );
}
