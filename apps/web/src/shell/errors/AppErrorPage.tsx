import { useRouteError } from 'react-router';
import { ChunkLoadErrorPanel } from './ChunkLoadErrorPanel';
import { ErrorPanel } from './ErrorPanel';
import { isChunkLoadError } from './chunk-load-error';
import { describeRouteError } from './describe-route-error';

/** The last line of defence: the shell itself could not render. */
export function AppErrorPage() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkLoadErrorPanel isFullScreen />;
  return <ErrorPanel isFullScreen heading="Unexpected Application Error!" detail={describeRouteError(error)} />;
}
