import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Bootstrap } from '@contract/types/bootstrap';
import { TargetsProvider } from '@/components/ui/targets';
import { BootstrapProvider } from '@/lib/bootstrap';
import { SessionSync } from './session-sync';

export function AppProvider({ bootstrap, queryClient, children }: { bootstrap: Bootstrap; queryClient: QueryClient; children: ReactNode }) {
  return (
    <BootstrapProvider value={bootstrap}>
      <QueryClientProvider client={queryClient}>
        <SessionSync />
        <TargetsProvider>{children}</TargetsProvider>
      </QueryClientProvider>
    </BootstrapProvider>
  );
}
