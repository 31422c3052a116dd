import { Button } from '../../ui/Button';
import { ErrorPanel } from './ErrorPanel';

/** A page whose code did not arrive: a reload fetches the current release, where going back would fail the same way. */
export function ChunkLoadErrorPanel({ isFullScreen = false }: { isFullScreen?: boolean }) {
  return (
    <ErrorPanel
      isFullScreen={isFullScreen}
      heading="This page could not be loaded"
      message="Ringledger may have been updated since this tab opened, or the connection dropped. Reload to get the current version."
      action={<Button onClick={() => window.location.reload()}>Reload</Button>}
    />
  );
}
