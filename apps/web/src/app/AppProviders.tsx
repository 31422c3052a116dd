import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppToaster } from './AppToaster';
import { queryClient } from './query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
