import { useRouteError } from 'react-router';
import { ChunkLoadErrorPanel } from './ChunkLoadErrorPanel';
import { ErrorPanel } from './ErrorPanel';
import { isChunkLoadError } from './chunk-load-error';
import { describeRouteError } from './describe-route-error';

/** A page inside the shell failed; the shell stays usable around it. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkLoadErrorPanel />;
  return <ErrorPanel heading="Oops! Sorry, an unexpected error has occurred." detail={describeRouteError(error)} />;
}
