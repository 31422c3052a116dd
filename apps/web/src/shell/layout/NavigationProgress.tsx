import { useNavigation } from 'react-router';

/** A thin bar while a route's loader runs, so a slow page never feels frozen. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-brand-blue/15">
      <div className="navigation-progress h-full w-2/5 bg-brand-blue" />
    </div>
  );
}
