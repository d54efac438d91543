import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { syncAuthWithQueryClient } from '../lib/auth';

/** Everything the screens share: the query cache (server state, session) and toasts. */
export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useEffect(() => syncAuthWithQueryClient(queryClient), [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
