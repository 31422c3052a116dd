import { useRouteError } from 'react-router';
import { ErrorPanel } from './ErrorPanel';
import { describeRouteError } from './describe-route-error';

/** The last line of defence: the shell itself could not render. */
export function AppErrorPage() {
  const error = useRouteError();
  return <ErrorPanel isFullScreen heading="Unexpected Application Error!" detail={describeRouteError(error)} />;
}
