import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx will not get better by asking again; a server error may, once. A read that did not
        // reach the server at all is retried with React Query's growing delay (1 s, 2 s, 4 s) while
        // the connection banner probes for the server's return.
        retry: (count, error) => {
          const response = (error as { response?: { status?: number } }).response;
          const status = response?.status;
          if (!response || status === 502 || status === 504) return count < 3;
          return status !== undefined && status < 500 ? false : count < 1;
        },
        refetchOnWindowFocus: false,
      },
    },
  });
}
