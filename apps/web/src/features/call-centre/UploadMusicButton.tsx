import { useId, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import toast from 'react-hot-toast';
import { audioFiles } from '@ringledger/contract';
import { errorMessage } from '../../api/client';
import { useHasPermission } from '../../framework';
import { Spinner } from '../../ui/Spinner';
import { UploadIcon } from '../../ui/Icons';
import { useUploadAudio } from '../audio-files/useUploadAudio';

/**
 * Beside a queue's music-on-hold lookup: a new .wav goes to the call-centre audio files and is
 * picked at once. Only for those who may upload audio files; the others pick an existing one.
 */
export function UploadMusicButton({ name }: { name: string }) {
  const inputId = useId();
  const canUpload = useHasPermission()(audioFiles.label, 'create');
  const { setValue, setError } = useFormContext();
  const upload = useUploadAudio();
  if (!canUpload) return null;

  const send = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Spec §5: music on hold is a .wav; the server reads the header too.
    if (!/\.wav$/i.test(file.name)) {
      setError(name, { type: 'server', message: 'Only .wav files can be uploaded' });
      return;
    }
    upload.mutate(
      { category: 'callcenter', file },
      {
        onSuccess: (row) => {
          setValue(name, row.id, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
          toast.success(`${row.filename} uploaded`);
        },
        onError: (error) => setError(name, { type: 'server', message: errorMessage(error) }),
      },
    );
  };

  return (
    <label
      htmlFor={inputId}
      className="mt-2 inline-flex cursor-pointer items-center gap-1.5 rounded-md text-sm font-medium text-brand-blue focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-blue hover:underline dark:text-blue-300"
    >
      {upload.isPending ? <Spinner /> : <UploadIcon width={16} height={16} />}
      Upload a new .wav
      <input id={inputId} type="file" accept=".wav,audio/wav,audio/x-wav" className="sr-only" disabled={upload.isPending} onChange={send} />
    </label>
  );
}
