import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, saveScreenshots, test } from './fixtures';

/**
 * Accounts and saved data, as a new person meets them (spec §2 auth screens, §4 start-up load and
 * saving, §8 messages): register, confirm through the local mailbox, sign in, fill in the flow
 * and get a plan, find it all on a second device, save questionnaire progress there and resume it
 * here, reset the password through the mailbox, delete the account.
 */

const PASSWORD = 'plum orchard 42';
const NEW_PASSWORD = 'quiet harbour 77';

/** The newest link in the local mailbox for this address whose subject matches. */
async function mailboxLink(page: Page, email: string, subject: RegExp): Promise<string> {
  await page.goto('/dev/mailbox');
  const message = page
    .getByRole('article')
    .filter({ hasText: `To ${email}` })
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .first();
  await expect(message).toBeVisible();
  const href = await message.getByRole('link').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href ?? '';
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Successfully signed in!')).toBeVisible();
  await page.waitForURL('/');
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
}

async function newDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** The meal names of day 1 as the plan screen shows them. */
async function dayOneMeals(page: Page): Promise<string[]> {
  const day = page.getByRole('region', { name: 'Day 1', exact: true });
  await expect(day).toBeVisible({ timeout: 30_000 });
  // Each meal's disclosure is named 'Ingredients and steps for {meal}'.
  return day.locator('summary').allInnerTexts();
}

test('an account keeps everything a person enters, on any device, until they delete it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = `rosa-${Date.now()}@example.com`;
  page.on('dialog', (dialog) => dialog.accept());

  // Register: the button waits for the terms box.
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Rosa Lind Ekberg');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await expect(page.getByText('Must be at least 8 characters')).toBeVisible();
  const create = page.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();
  await page
    .getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' })
    .check();
  await expect(create).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshots(page, 'register');
  await create.click();
  await expect(page.getByText('Please check your email to verify your account')).toBeVisible();
  await page.waitForURL('/auth/login', { timeout: 10_000 });

  // Signing in before confirming says so.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Please verify your email before signing in')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshots(page, 'login-unconfirmed');

  // Confirm through the local mailbox: the link signs in and lands home.
  const confirm = await mailboxLink(page, email, /Confirm your email/);
  await page.goto(confirm);
  await page.waitForURL('/');
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  // Sign in, then fill in the flow as a person does.
  await signIn(page, email, PASSWORD);
  await page.goto('/assessment');
  await page.getByLabel('Name').fill('Rosa');
  await page.getByLabel('Age').fill('58');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Weight (lb)').fill('154');
  await page.getByLabel('Feet').fill('5');
  await page.getByLabel('Inches').fill('5');
  await page.getByRole('checkbox', { name: 'Celiac Disease' }).check();
  await page.getByRole('checkbox', { name: 'High Blood Pressure' }).check();
  await page.getByRole('checkbox', { name: 'Chronic Kidney Disease' }).check();
  await page.getByLabel(/^Kidney disease stage/).selectOption('3a');
  await page.getByLabel(/^Dialysis/).selectOption('none');
  await page.getByLabel('Your medications').fill('warfarin');
  await page.getByLabel('Your allergies').fill('peanuts');
  await page.getByRole('button', { name: 'Continue to Food Preferences' }).click();
  await page.waitForURL('/preferences');
  await page.getByRole('checkbox', { name: 'Vegetarian' }).check();
  await page.getByRole('button', { name: 'Quinoa', exact: true }).click();
  await page.getByLabel('Disliked foods').fill('mushrooms');
  await page.getByRole('button', { name: 'Get AI Analysis' }).click();
  await page.waitForURL('/analysis');
  await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  // The stage given sets the kidney protein range the analysis states.
  await expect(page.getByText(/Kidney disease \(Stage 3a, not on dialysis\)/)).toBeVisible();
  await page.getByRole('link', { name: 'Generate My Personalized Meal Plan' }).click();
  await page.waitForURL(/\/meal-plan/);
  const planHere = await dayOneMeals(page);
  expect(planHere.length).toBeGreaterThanOrEqual(3);

  // A second device: signing in brings the same profile and plan, with no plan generated.
  const phone = await newDevice(browser);
  phone.on('dialog', (dialog) => dialog.accept());
  let generated = 0;
  phone.on('request', (request) => {
    if (
      request.url().includes('/api/functions/ai-analyze') &&
      request.postData()?.includes('"mealPlan"')
    )
      generated += 1;
  });
  await signIn(phone, email, PASSWORD);
  await phone.goto('/assessment');
  await expect(phone.getByLabel('Name')).toHaveValue('Rosa');
  await expect(phone.getByLabel('Weight (lb)')).toHaveValue('154');
  await expect(phone.getByRole('checkbox', { name: 'Celiac Disease' })).toBeChecked();
  await expect(phone.getByLabel(/^Kidney disease stage/)).toHaveValue('3a');
  await expect(phone.getByLabel(/^Dialysis/)).toHaveValue('none');
  await expect(phone.getByLabel('Your medications')).toHaveValue('warfarin');
  await phone.goto('/preferences');
  await expect(phone.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
  await expect(phone.getByLabel('Disliked foods')).toHaveValue('mushrooms');
  await phone.goto('/meal-plan');
  expect(await dayOneMeals(phone)).toEqual(planHere);
  expect(generated).toBe(0);

  // Questionnaire progress saved on the second device...
  await phone.goto('/chat-questionnaire');
  const answer = phone.getByLabel('Your answer');
  await expect(answer).toBeEnabled({ timeout: 20_000 });
  await answer.fill('I want to lower my blood pressure');
  await answer.press('Enter');
  await expect(phone.getByRole('log')).toContainText('lower my blood pressure');
  await expect(phone.getByRole('log').getByText(/./).last()).toBeVisible();
  await phone.getByRole('button', { name: 'Save Progress' }).click();
  await expect(phone.getByText('Progress saved successfully!')).toBeVisible();

  // ...is offered for resume here.
  const offered: string[] = [];
  page.removeAllListeners('dialog');
  page.on('dialog', (dialog) => {
    offered.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/chat-questionnaire');
  await expect(page.getByRole('log')).toContainText('lower my blood pressure', { timeout: 20_000 });
  expect(offered).toContain(
    'You have saved questionnaire progress. Would you like to resume where you left off?',
  );
  page.removeAllListeners('dialog');
  page.on('dialog', (dialog) => dialog.accept());

  // Sign out, then reset the password through the mailbox.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent. Please check your inbox.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshots(page, 'forgot-password');
  const reset = await mailboxLink(page, email, /Reset your/);
  await page.goto(reset);
  await page.waitForURL(/\/auth\/reset-password\?token=/);
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshots(page, 'reset-password');
  await page.getByRole('button', { name: /Update Password|Set New Password|Save/ }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);

  // The account page: delete everything.
  await page.getByRole('banner').getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshots(page, 'account');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: /Delete/ }).click();
  await page.waitForURL('/');
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();

  // Gone: the old password and the new one are both refused.
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await phone.context().close();
});
