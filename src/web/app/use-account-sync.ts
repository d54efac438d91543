import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { accountKeys, accountStartupQueryOptions } from '../lib/account-queries';
import { applyAccountData } from '../lib/account-sync';
import { useAuth } from '../lib/auth';

/**
 * Spec §4 start-up: when someone is signed in (on page load or at sign-in), their saved data is
 * loaded into the profile store once: the health data, the latest active plan, the meal-plan chat
 * and the analyses made for their profile (see `applyAccountData`). Nothing is shown while it
 * loads, and a failure is only logged (spec §8). When that person signs out, what was read for
 * them is dropped, so the next sign-in (theirs or someone else's) loads afresh. Mounted once, in
 * the root layout.
 */
export function useAccountSync() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const startup = useQuery({
    ...accountStartupQueryOptions(userId ?? ''),
    enabled: userId !== null,
  });

  const loadedFor = useRef<string | null>(null);
  const previousUser = useRef<string | null>(null);

  useEffect(() => {
    const previous = previousUser.current;
    if (previous !== null && previous !== userId) {
      queryClient.removeQueries({ queryKey: accountKeys.user(previous) });
      loadedFor.current = null;
    }
    previousUser.current = userId;
  }, [queryClient, userId]);

  useEffect(() => {
    if (userId === null || !startup.data || loadedFor.current === userId) return;
    loadedFor.current = userId;
    void applyAccountData(startup.data, userId).catch((error: unknown) => {
      console.error('Could not load your saved data.', error);
    });
  }, [userId, startup.data]);

  useEffect(() => {
    if (startup.error) console.error('Could not load your saved data.', startup.error);
  }, [startup.error]);
}

/**
 * The start-up load as a component, so the root layout can load its code only for someone
 * signed in (anonymous visitors never download it). Mounted per user: when they sign out it
 * unmounts and what was read for them is dropped, so their next sign-in reads afresh.
 */
export function AccountSync({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useAccountSync();
  useEffect(
    () => () => {
      queryClient.removeQueries({ queryKey: accountKeys.user(userId) });
    },
    [queryClient, userId],
  );
  return null;
}
