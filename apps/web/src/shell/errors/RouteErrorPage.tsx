import { useRouteError } from 'react-router';
import { ErrorPanel } from './ErrorPanel';
import { describeRouteError } from './describe-route-error';

/** A page inside the shell failed; the shell stays usable around it. */
export function RouteErrorPage() {
  const error = useRouteError();
  return <ErrorPanel heading="Oops! Sorry, an unexpected error has occurred." detail={describeRouteError(error)} />;
}
