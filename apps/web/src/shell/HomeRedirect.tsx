import { Navigate } from 'react-router';
import { useSession } from '../api/session-store';
import { homePathFor } from './home-path';

/** "/" leads to the first list the user may see (spec 01 §2.2). */
export function HomeRedirect() {
  const { user } = useSession();
  return <Navigate to={homePathFor(user)} replace />;
}
