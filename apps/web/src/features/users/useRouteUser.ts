import { useParams } from 'react-router';
import { users } from '@ringledger/contract';
import { useOne } from '../../framework/data';

/** The user named by the route's `:id`, for pages nested under /users/{id}. */
export function useRouteUser() {
  const { id = '' } = useParams();
  return { id, user: useOne(users, id) };
}
