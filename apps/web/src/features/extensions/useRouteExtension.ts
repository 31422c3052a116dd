import { useParams } from 'react-router';
import { extensions } from '@ringledger/contract';
import { useOne } from '../../framework/data';

/** The extension named by the route's `:id`, for pages nested under /extensions/{id}. */
export function useRouteExtension() {
  const { id = '' } = useParams();
  return { id, extension: useOne(extensions, id) };
}
