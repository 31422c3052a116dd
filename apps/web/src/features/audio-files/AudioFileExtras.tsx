import { useEffect, useRef, useState } from 'react';
import { downloadAudioFile, type audioFiles } from '@ringledger/contract';
import { apiDownload, errorMessage } from '../../api/client';
import { operationPath, type RowOf } from '../../framework';
import { IconButton } from '../../ui/IconButton';
import { Panel } from '../../ui/Panel';
import { Spinner } from '../../ui/Spinner';
import { PlayIcon } from '../../ui/Icons';

/**
 * Spec §4: the file is downloaded as a blob, then played. An <audio> src cannot carry the bearer
 * header, so the bytes are fetched through the API client and played from a Blob URL, which is
 * released when the page closes.
 */
export function AudioFileExtras({ record }: { record: RowOf<typeof audioFiles> }) {
  const player = useRef<HTMLAudioElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  const play = async () => {
    setFailure(null);
    if (!source) {
      setIsLoading(true);
      try {
        const blob = await apiDownload(operationPath(downloadAudioFile, { id: record.id }));
        setSource(URL.createObjectURL(blob));
      } catch (error) {
        setFailure(errorMessage(error));
      } finally {
        setIsLoading(false);
      }
      return;
    }
    // Spec §8: a playback failure (a browser refusing autoplay) is only logged.
    await player.current?.play().catch((error: unknown) => console.error('Audio playback failed', error));
  };

  return (
    <Panel className="mt-5 p-6">
      <h2 className="mb-3 text-base font-semibold text-brand-navy dark:text-slate-100">Listen</h2>
      <div className="flex flex-wrap items-center gap-3">
        <IconButton label="Play" onClick={() => void play()} disabled={isLoading} className="bg-brand-blue/10 text-brand-blue hover:bg-brand-blue/20">
          {isLoading ? <Spinner /> : <PlayIcon />}
        </IconButton>
        <audio
          ref={player}
          controls
          src={source ?? undefined}
          aria-label={`Recording of ${record.filename}`}
          className="min-w-0 flex-1"
          // The first Play fetches the bytes; they play as soon as the player has them.
          onLoadedData={(event) => void event.currentTarget.play().catch((error: unknown) => console.error('Audio playback failed', error))}
        />
      </div>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-brand-red">
          {failure}
        </p>
      )}
    </Panel>
  );
}
