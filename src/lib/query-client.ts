import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx will not get better by asking again.
        retry: (count, error) => {
          const status = (error as { response?: { status?: number } }).response?.status;
          return status !== undefined && status < 500 ? false : count < 1;
        },
        refetchOnWindowFocus: false,
      },
    },
  });
}
