import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { BootGate } from './boot-gate';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <AppProvider queryClient={queryClient}>
      <BootGate>
        <RouterProvider router={router} />
      </BootGate>
    </AppProvider>
  );
}
