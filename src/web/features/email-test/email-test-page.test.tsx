import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '#domain';
import { configQueryKey } from '../../lib/app-config';
import {
  deferred,
  type FakeReply,
  fakeApi,
  functionFieldErrorReply,
  functionReply,
  networkError,
} from '../../test/fake-api';
import { createTestQueryClient, makeConfig, renderWithProviders } from '../../test/render';
import { EmailTestPage } from './email-test-page';

/** The one route this page sends to, keyed as `fakeApi` keys it. */
const SEND_EMAIL = 'POST /api/functions/send-email';

function renderEmailTest(email: Partial<AppConfig['email']> = {}) {
  const queryClient = createTestQueryClient();
  const config = makeConfig();
  queryClient.setQueryData(configQueryKey, { ...config, email: { ...config.email, ...email } });
  return renderWithProviders(<EmailTestPage />, { path: '/email-test', queryClient });
}

/** The success panel: a live region, apart from the app's own notifications region. */
async function findSuccessPanel() {
  const title = await screen.findByText('Email sent');
  const panel = title.closest<HTMLElement>('[role="status"]');
  if (!panel) throw new Error('the success message is not in a role="status" region');
  return panel;
}

const emailInput = () => screen.getByRole('textbox', { name: /^Email/ });
const sendButton = () => screen.getByRole('button', { name: /^(Send Test Email|Sending\.\.\.)$/ });

const sentReply = functionReply({ emailType: 'meal-plan', messageId: '<m-1@localhost>' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('EmailTestPage without an email service', () => {
  it('warns that the email service is not set up and shows only the templates', () => {
    renderEmailTest({ enabled: false, transport: null, mailbox: false });

    expect(screen.getByRole('heading', { level: 1, name: 'Email Service Test' })).toBeVisible();
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('Email service not configured');
    expect(warning).toHaveTextContent(/no email service set up, so test emails cannot be sent/);
    expect(warning).toHaveTextContent(/SMTP_URL/);
    expect(warning).toHaveTextContent(/EMAIL_TRANSPORT/);
    expect(screen.queryByRole('form', { name: 'Send a test email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Test Email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Email templates' })).toBeInTheDocument();
  });
});

describe('EmailTestPage form', () => {
  it('starts with an empty email, the name Test User and the welcome email', () => {
    renderEmailTest();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(emailInput()).toBeRequired();
    expect(emailInput()).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Test User');
    const type = screen.getByRole('combobox', { name: /^Email type/ });
    expect(type).toHaveValue('welcome');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Welcome', 'Health tip', 'Meal plan ready', 'Weekly summary']);
  });

  it('keeps Send Test Email disabled until an address is typed', async () => {
    const { user } = renderEmailTest();
    expect(sendButton()).toBeDisabled();
    await user.type(emailInput(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(emailInput(), 'ada@example.com');
    expect(sendButton()).toBeEnabled();
  });

  it('alerts "Please enter an email address" on Enter with no address, and sends nothing', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const api = fakeApi();
    const { user } = renderEmailTest();

    await user.click(emailInput());
    await user.keyboard('{Enter}');

    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Please enter an email address');
    expect(api.requests).toEqual([]);
  });

  it('points at an address that is not valid without asking the server', async () => {
    const api = fakeApi();
    const { user } = renderEmailTest();
    await user.type(emailInput(), 'not-an-address{Enter}');
    await waitFor(() => expect(emailInput()).toBeInvalid());
    expect(emailInput()).toHaveAccessibleDescription('Enter a valid email address');
    expect(emailInput()).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it('sends the chosen email, shows Sending... while waiting, then the success panel', async () => {
    const reply = deferred<FakeReply>();
    const api = fakeApi({ routes: { [SEND_EMAIL]: () => reply.promise } });
    const { user } = renderEmailTest();

    await user.type(emailInput(), 'ada@example.com');
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Email type/ }), 'meal-plan');
    await user.click(sendButton());

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    // Enter while a send is under way does not send twice.
    await user.type(emailInput(), '{Enter}');
    reply.resolve(sentReply);

    const status = await findSuccessPanel();
    expect(status).toHaveTextContent('Email sent');
    expect(status).toHaveTextContent('The Meal plan ready email was sent to ada@example.com.');
    expect(status).toHaveTextContent(/local outbox transport, so it went to the local mailbox/);
    expect(within(status).getByRole('link', { name: /Open the local mailbox/ })).toHaveAttribute(
      'href',
      '/dev/mailbox',
    );
    expect(api.bodiesTo('/api/functions/send-email')).toEqual([
      { emailType: 'meal-plan', userEmail: 'ada@example.com', userName: 'Ada' },
    ]);
    expect(api.requests[0]?.method).toBe('POST');
    expect(sendButton()).toHaveAccessibleName('Send Test Email');

    const details = screen.getByText('Details').closest('details');
    expect(details).not.toBeNull();
    await user.click(screen.getByText('Details'));
    expect(details).toHaveAttribute('open');
    expect(
      within(details as HTMLElement).getByText(/"messageId": "<m-1@localhost>"/),
    ).toBeVisible();
  });

  it('sends on Enter in the name field with the default name', async () => {
    const api = fakeApi({ routes: { [SEND_EMAIL]: sentReply } });
    const { user } = renderEmailTest({ transport: 'smtp', mailbox: false });

    await user.type(emailInput(), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '{Enter}');

    const status = await findSuccessPanel();
    expect(status).toHaveTextContent('The Welcome email was sent to ada@example.com.');
    expect(status).not.toHaveTextContent(/local mailbox/);
    expect(api.bodiesTo('/api/functions/send-email')).toEqual([
      { emailType: 'welcome', userEmail: 'ada@example.com', userName: 'Test User' },
    ]);
  });

  it('does not link the local mailbox when this browser may not open it', async () => {
    fakeApi({ routes: { [SEND_EMAIL]: sentReply } });
    const { user } = renderEmailTest({ transport: 'outbox', mailbox: false });
    await user.type(emailInput(), 'ada@example.com{Enter}');
    const status = await findSuccessPanel();
    expect(status).toHaveTextContent(/went to the local mailbox/);
    expect(within(status).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when to try again after too many sends', async () => {
    fakeApi({
      routes: {
        [SEND_EMAIL]: {
          status: 429,
          headers: { 'Retry-After': '690' },
          body: {
            success: false,
            data: null,
            error: {
              code: 'RATE_LIMITED',
              message: 'Too many emails to this address: 3 an hour at most.',
              retryAfterSeconds: 690,
            },
          },
        },
      },
    });
    const { user } = renderEmailTest();
    await user.type(emailInput(), 'ada@example.com');
    await user.click(sendButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email not sent');
    expect(alert).toHaveTextContent('Too many emails to this address: 3 an hour at most.');
    expect(alert).toHaveTextContent(/You can send another test email in 12 minutes, at /);
    await user.click(screen.getByText('Details'));
    expect(screen.getByText(/"code": "RATE_LIMITED"/)).toBeVisible();
    expect(sendButton()).toBeEnabled();
  });

  it("shows the server's field errors beside the fields", async () => {
    fakeApi({
      routes: {
        [SEND_EMAIL]: functionFieldErrorReply('Check the highlighted fields.', {
          userEmail: ['This domain does not take mail'],
        }),
      },
    });
    const { user } = renderEmailTest();
    await user.type(emailInput(), 'ada@example.com{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Check the highlighted fields.');
    expect(emailInput()).toBeInvalid();
    expect(emailInput()).toHaveAccessibleDescription('This domain does not take mail');
  });

  it('explains a server that cannot be reached', async () => {
    fakeApi({ routes: { [SEND_EMAIL]: networkError } });
    const { user } = renderEmailTest();
    await user.type(emailInput(), 'ada@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Could not reach the server/);
    await user.click(screen.getByText('Details'));
    expect(screen.getByText('The server sent no JSON reply.')).toBeVisible();
  });
});

describe('EmailTestPage configuration', () => {
  it('tables the service, its transport and the local mailbox', () => {
    renderEmailTest({ enabled: true, transport: 'outbox', mailbox: true });
    const table = screen.getByRole('table', { name: 'Email service configuration' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Email serviceConfigured',
      'TransportLocal outbox',
      'Local mailboxAvailable to this browser',
    ]);
  });

  it('names an SMTP transport and an unavailable mailbox', () => {
    renderEmailTest({ enabled: true, transport: 'smtp', mailbox: false });
    const table = screen.getByRole('table', { name: 'Email service configuration' });
    expect(within(table).getByRole('row', { name: /Transport/ })).toHaveTextContent('SMTP server');
    expect(within(table).getByRole('row', { name: /Local mailbox/ })).toHaveTextContent(
      'Not available',
    );
  });
});

describe('EmailTestPage templates', () => {
  it('lists the four templates, each with a sandboxed, lazily loaded preview', () => {
    renderEmailTest();
    const templates = screen.getByRole('region', { name: 'Email templates' });
    expect(
      within(templates)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Welcome', 'Health tip', 'Meal plan ready', 'Weekly summary']);
    expect(templates).toHaveTextContent(/Sent once an address is confirmed/);

    const expected = [
      ['Preview of the Welcome email', '/api/email-previews/welcome'],
      ['Preview of the Health tip email', '/api/email-previews/health-tip'],
      ['Preview of the Meal plan ready email', '/api/email-previews/meal-plan'],
      ['Preview of the Weekly summary email', '/api/email-previews/weekly-summary'],
    ];
    for (const [title, src] of expected) {
      const frame = within(templates).getByTitle(title ?? '');
      expect(frame.tagName).toBe('IFRAME');
      expect(frame).toHaveAttribute('src', src);
      expect(frame).toHaveAttribute('sandbox', '');
      expect(frame).toHaveAttribute('loading', 'lazy');
    }
  });
});
