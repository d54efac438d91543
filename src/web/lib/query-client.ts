import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-error';

const MAX_RETRIES = 2;

/**
 * Server state lives in TanStack Query. A 4xx means the request itself was wrong, so it is not
 * retried; network failures and 5xx are retried twice with the library's backoff.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failureCount, error) => {
          if (error instanceof ApiRequestError && error.isClientError) return false;
          return failureCount < MAX_RETRIES;
        },
      },
      mutations: { retry: false },
    },
  });
}
