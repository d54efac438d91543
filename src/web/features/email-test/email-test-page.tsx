import { useQuery } from '@tanstack/react-query';
import type { AppConfig } from '#domain';
import { Page } from '../../components/layout/page';
import { SectionCard } from '../../components/layout/section-card';
import { Alert } from '../../components/ui/alert';
import { configQueryOptions } from '../../lib/app-config';
import { EmailTemplates } from './email-templates';
import { SendTestEmailForm } from './send-test-email-form';

export const EMAIL_NOT_CONFIGURED_TITLE = 'Email service not configured';

type EmailConfig = AppConfig['email'];

const TRANSPORT_LABELS: Record<NonNullable<EmailConfig['transport']>, string> = {
  outbox: 'Local outbox',
  smtp: 'SMTP server',
};

/**
 * Spec §2 'Email test page': send any of the app's emails to an address, see how the email
 * service is set up, and preview the four templates. With email off, only the warning and the
 * templates show.
 */
export function EmailTestPage() {
  const config = useQuery(configQueryOptions);

  return (
    <Page
      title="Email Service Test"
      description="Send any of the app's emails to an address you choose, and see what each one looks like."
    >
      <div className="flex flex-col gap-10">
        {config.isPending ? (
          <p role="status" className="text-muted-foreground">
            Checking the email service...
          </p>
        ) : config.isError ? (
          <Alert variant="destructive" title="Could not check the email service">
            {config.error.message}
          </Alert>
        ) : config.data.email.enabled ? (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <SectionCard id="email-test-send-heading" title="Send a test email">
              <SendTestEmailForm emailConfig={config.data.email} />
            </SectionCard>
            <SectionCard id="email-test-config-heading" title="Configuration">
              <ConfigurationTable emailConfig={config.data.email} />
            </SectionCard>
          </div>
        ) : (
          <Alert variant="warning" title={EMAIL_NOT_CONFIGURED_TITLE} className="max-w-3xl">
            <p>
              The server has no email service set up, so test emails cannot be sent. Set{' '}
              <code className="font-mono">SMTP_URL</code> to send through a mail server, or{' '}
              <code className="font-mono">EMAIL_TRANSPORT=outbox</code> to keep mail in the local
              mailbox, then restart the server.
            </p>
          </Alert>
        )}
        <EmailTemplates />
      </div>
    </Page>
  );
}

function ConfigurationTable({ emailConfig }: { emailConfig: EmailConfig }) {
  const rows: { label: string; value: string }[] = [
    { label: 'Email service', value: emailConfig.enabled ? 'Configured' : 'Not configured' },
    {
      label: 'Transport',
      value: emailConfig.transport ? TRANSPORT_LABELS[emailConfig.transport] : 'Off',
    },
    {
      label: 'Local mailbox',
      value: emailConfig.mailbox ? 'Available to this browser' : 'Not available',
    },
  ];
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">Email service configuration</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-border border-b last:border-b-0">
            <th scope="row" className="py-2 pr-3 align-top font-medium text-muted-foreground">
              {row.label}
            </th>
            <td className="py-2 text-foreground">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
