import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import * as Tooltip from '@radix-ui/react-tooltip';
import { AppToaster } from './AppToaster';
import { queryClient } from './query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={400}>
        {children}
        <AppToaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
