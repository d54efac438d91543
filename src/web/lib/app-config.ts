import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '#domain';

export const configQueryKey = ['config'] as const;

/**
 * `GET /api/config`: which services the server has on. It does not change while the server runs,
 * so it is fetched once per page load.
 */
export const configQueryOptions = queryOptions({
  queryKey: configQueryKey,
  queryFn: async ({ signal }): Promise<AppConfig> => {
    const { requestAppConfig } = await import('./app-config-request');
    return requestAppConfig(signal);
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/** `undefined` while loading and when the server could not be reached: treat both as "off". */
export function useAppConfig(): AppConfig | undefined {
  return useQuery(configQueryOptions).data;
}
