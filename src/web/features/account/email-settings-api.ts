import { queryOptions } from '@tanstack/react-query';
import { type EmailSettings, EmailSettingsSchema } from '#domain';
import { accountKeys } from '../../lib/account-queries';
import { apiRequest } from '../../lib/api-client';

const EMAIL_SETTINGS_PATH = '/api/me/email-settings';

export const emailSettingsKey = (userId: string) =>
  [...accountKeys.user(userId), 'email-settings'] as const;

export function fetchEmailSettings(): Promise<EmailSettings> {
  return apiRequest(EMAIL_SETTINGS_PATH, { schema: EmailSettingsSchema });
}

/** `PUT /api/me/email-settings` with both settings; resolves with what the server saved. */
export function saveEmailSettings(settings: EmailSettings): Promise<EmailSettings> {
  return apiRequest(EMAIL_SETTINGS_PATH, {
    method: 'PUT',
    body: EmailSettingsSchema.parse(settings),
    schema: EmailSettingsSchema,
  });
}

export function emailSettingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: emailSettingsKey(userId),
    queryFn: fetchEmailSettings,
  });
}
