import { AppConfigSchema } from '#domain';
import { apiRequest } from './api-client';

/**
 * `GET /api/config`, validated. Kept apart from `app-config.ts` and loaded with `import()`: the
 * zod schemas are not needed to paint a page, only to read this reply.
 */
export function requestAppConfig(signal?: AbortSignal) {
  return apiRequest('/api/config', { schema: AppConfigSchema, signal });
}
