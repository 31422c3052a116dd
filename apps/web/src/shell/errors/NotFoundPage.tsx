import { ErrorPanel } from './ErrorPanel';
import { useDocumentTitle } from '../../ui/document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <ErrorPanel heading="404 Not Found" message="Sorry, the page you are looking for was not found. It may have been moved, or the address may be mistyped." />
  );
}
