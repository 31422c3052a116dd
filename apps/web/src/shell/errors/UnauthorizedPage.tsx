import { LockIcon } from '../../ui/Icons';
import { ErrorPanel } from './ErrorPanel';

export function UnauthorizedPage() {
  return <ErrorPanel icon={<LockIcon width={26} height={26} />} heading="401 Unauthorized" message="You're not authorized to view this page" />;
}
