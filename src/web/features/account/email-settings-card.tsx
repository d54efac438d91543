import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { EmailSettings } from '#domain';
import { SectionCard } from '../../components/layout/section-card';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { cn } from '../../lib/cn';
import {
  emailSettingsKey,
  emailSettingsQueryOptions,
  saveEmailSettings,
} from './email-settings-api';

const EMAIL_SETTINGS_SAVED = 'Saved';

const SETTINGS: { key: keyof EmailSettings; label: string; description: string }[] = [
  {
    key: 'healthTips',
    label: 'Weekly health tip',
    description: 'A short tip each week for the conditions in your profile.',
  },
  {
    key: 'weeklySummary',
    label: 'Weekly summary',
    description: 'Every Monday: the plans you made last week and their average calories.',
  },
];

/** One box ticked or cleared: what a save sends on top of the settings last saved. */
interface SettingChange {
  key: keyof EmailSettings;
  isOn: boolean;
}

const isSettingChange = (value: unknown): value is SettingChange =>
  typeof value === 'object' &&
  value !== null &&
  'key' in value &&
  SETTINGS.some((setting) => setting.key === value.key) &&
  'isOn' in value &&
  typeof value.isOn === 'boolean';

/** The account page's 'Email' card: which weekly emails the person wants (both off by default). */
export function EmailSettingsCard({ userId }: { userId: string }) {
  const settings = useQuery(emailSettingsQueryOptions(userId));

  return (
    <SectionCard id="account-email-heading" title="Email">
      <p className="text-muted-foreground">
        Choose the emails you would like from us. Both are off until you turn them on.
      </p>
      {settings.data ? (
        <EmailSettingsForm userId={userId} saved={settings.data} />
      ) : settings.isError ? (
        <Alert variant="destructive" title="We could not load your email settings.">
          <p>{settings.error.message}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            disabled={settings.isFetching}
            onClick={() => void settings.refetch()}
          >
            {settings.isFetching ? 'Trying again...' : 'Try again'}
          </Button>
        </Alert>
      ) : (
        <p role="status" className="text-muted-foreground">
          Loading your email settings...
        </p>
      )}
      <p className="text-muted-foreground text-sm">
        Every email we send has an unsubscribe link that brings you back here to change these
        settings.
      </p>
    </SectionCard>
  );
}

type SaveStatus = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; message: string };

function EmailSettingsForm({ userId, saved }: { userId: string; saved: EmailSettings }) {
  const queryClient = useQueryClient();
  const queryKey = emailSettingsKey(userId);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });

  // Optimistic through the UI: the cache holds only what the server saved, and the boxes show it
  // with the changes still saving laid on top. A failed save drops out of that list, so its box
  // goes back (the rollback) without undoing another change made meanwhile.
  const save = useMutation({
    mutationKey: queryKey,
    // One save at a time, each sending the last saved settings plus its own change, so the server
    // ends with what the boxes show even after quick clicks or a failure in between.
    scope: { id: queryKey.join('/') },
    mutationFn: ({ key, isOn }: SettingChange) =>
      saveEmailSettings({ ...(queryClient.getQueryData(queryKey) ?? saved), [key]: isOn }),
    onMutate: async () => {
      setStatus({ kind: 'idle' });
      await queryClient.cancelQueries({ queryKey });
    },
    onSuccess: (reply) => {
      queryClient.setQueryData(queryKey, reply);
      // A failure of an earlier change, saved meanwhile, stays on screen.
      setStatus((current) => (current.kind === 'failed' ? current : { kind: 'saved' }));
    },
    onError: (error) => setStatus({ kind: 'failed', message: error.message }),
  });
  const pending = useMutationState({
    filters: { mutationKey: queryKey, status: 'pending' },
    select: (mutation) => mutation.state.variables,
  }).filter(isSettingChange);
  const shown: EmailSettings = { ...saved };
  for (const change of pending) shown[change.key] = change.isOn;

  return (
    <>
      <fieldset className="flex flex-col gap-4">
        <legend className="sr-only">Weekly emails</legend>
        {SETTINGS.map((setting) => (
          <Checkbox
            key={setting.key}
            name={setting.key}
            label={setting.label}
            description={setting.description}
            checked={shown[setting.key]}
            onChange={(event) => save.mutate({ key: setting.key, isOn: event.target.checked })}
          />
        ))}
      </fieldset>
      <p
        role="status"
        className={cn(
          'min-h-6 text-sm',
          status.kind === 'failed' ? 'font-medium text-destructive' : 'text-success',
        )}
      >
        {status.kind === 'saved'
          ? EMAIL_SETTINGS_SAVED
          : status.kind === 'failed'
            ? status.message
            : ''}
      </p>
    </>
  );
}
