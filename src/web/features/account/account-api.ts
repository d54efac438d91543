import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';

/** The name the downloaded copy of someone's data is saved under. */
export const EXPORT_FILE_NAME = 'preventive-health-export.json';

/**
 * `GET /api/me/export`: every row stored for the signed-in person, as one JSON document
 * (decision 008). It is saved as it came, not read, so any JSON is accepted.
 */
export function fetchAccountExport(): Promise<unknown> {
  return apiRequest('/api/me/export', { schema: z.unknown() });
}

/**
 * `DELETE /api/me`: deletes the account and everything of it once the password checks out, and
 * ends every session. A wrong password is a 400 whose `fieldErrors.password` says so.
 */
export async function deleteAccount(password: string): Promise<void> {
  await apiRequest('/api/me', { method: 'DELETE', body: { password }, schema: z.unknown() });
}

/** Hands `data` to the browser as a JSON file download named `fileName`. */
export function saveJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the file after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
