import { mkdirSync } from 'node:fs';
import {
  expect,
  expectNoSeriousA11yViolations,
  SCREENSHOT_DIR,
  saveScreenshots,
  test,
} from './fixtures';

/** Spec §2's email test page against the real server (local outbox), and the four emails. */
const TYPES = ['welcome', 'health-tip', 'meal-plan', 'weekly-summary'] as const;

test.describe('Email test page', () => {
  test('sends a test email: disabled states, the empty-email alert, the result panel', async ({
    page,
  }) => {
    await page.goto('/email-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Email Service Test' })).toBeVisible();
    const email = page.getByRole('textbox', { name: /^Email/ });
    const send = page.getByRole('button', { name: 'Send Test Email' });
    await expect(page.getByLabel('Name')).toHaveValue('Test User');
    await expect(send).toBeDisabled();

    // Enter in an empty email field: the spec's alert, and nothing is sent.
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await email.press('Enter');
    await expect.poll(() => alerts).toEqual(['Please enter an email address']);

    await email.fill('newcomer@example.com');
    await page.getByLabel('Email type').selectOption('meal-plan');
    await expect(send).toBeEnabled();
    await send.click();
    const result = page.getByRole('status').filter({ hasText: 'Email sent' });
    await expect(result).toBeVisible({ timeout: 15_000 });
    await expect(result).toContainText('newcomer@example.com');
    await page.getByText('Details', { exact: true }).click();
    await expect(page.getByText('"emailType": "meal-plan"')).toBeVisible();

    // The configuration table and the four previews.
    await expect(page.getByRole('table')).toContainText('Local outbox');
    for (const label of ['Welcome', 'Health tip', 'Meal plan ready', 'Weekly summary']) {
      await expect(page.getByTitle(`Preview of the ${label} email`)).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await saveScreenshots(page, 'email-test');
  });

  test('each email renders at phone width without sideways scrolling', async ({ page }) => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.setViewportSize({ width: 390, height: 844 });
    for (const type of TYPES) {
      await page.goto(`/api/email-previews/${type}`);
      await expect(page.getByText(/not medical advice/)).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${type} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/email-${type}-phone.png`, fullPage: true });
    }
  });

  test('with EMAIL_TRANSPORT=off the page warns that email is not configured', async ({ page }) => {
    // The second server of playwright.config.ts runs with email off.
    await page.goto(`${process.env.E2E_EMAIL_OFF_URL ?? 'http://127.0.0.1:4174'}/email-test`);
    await expect(page.getByText('Email service not configured')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Send Test Email' })).toHaveCount(0);
    await saveScreenshots(page, 'email-test-off');
  });
});
