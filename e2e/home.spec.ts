// The catalogue module directly: Playwright's Node loader cannot import the domain's JSON data.
import { CONDITIONS } from '../src/domain/conditions/catalogue';
import { expect, expectNoSeriousA11yViolations, saveScreenshots, test } from './fixtures';

const FEATURE_TITLES = [
  'Condition-Specific Guidance',
  'AI-Powered Analysis',
  'Personalized Meal Plans',
  'Nutritional Tracking',
  'Food Recommendations',
  'Educational Insights',
];

test.describe('Home', () => {
  test('shows the hero, six feature cards, 13 condition badges, header, footer and disclaimer', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Preventive Health & Nutrition');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/diabetes/i);

    const nav = page.getByRole('navigation', { name: /main/i });
    for (const [name, href] of [
      ['Home', '/'],
      ['Assessment', '/assessment'],
      ['Preferences', '/preferences'],
      ['Analysis', '/analysis'],
      ['Meal Plan', '/meal-plan'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth/login',
    );

    for (const title of FEATURE_TITLES) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }

    const conditions = page.getByRole('list', { name: /conditions/i });
    await expect(conditions.getByRole('listitem')).toHaveCount(13);
    for (const condition of CONDITIONS) {
      await expect(conditions.getByText(condition.name, { exact: true })).toBeVisible();
    }
    await expect(conditions.getByText('High Blood Pressure', { exact: true })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© 2025');
    await expect(footer).toContainText(/not a substitute for professional medical advice/i);
    await expect(page.getByRole('heading', { name: 'Medical disclaimer' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      /no substitute for advice from your doctor/i,
    );

    await expectNoSeriousA11yViolations(page);
    await saveScreenshots(page, 'home');
  });

  test('hero buttons lead to the assessment and the preferences', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: /assessment/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/assessment$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/\| Preventive Health & Nutrition$/);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: /preferences/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/preferences$/);
  });

  test('on a phone the header links sit behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: /menu/i });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Meal Plan', exact: true }).click();
    await expect(page).toHaveURL(/\/meal-plan$/);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('Routing', () => {
  test('a deep link loads the app at that route', async ({ page }) => {
    await page.goto('/meal-plan?generate=true');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Personalized Meal Plan' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Meal Plan \| Preventive Health & Nutrition/);
    await expectNoSeriousA11yViolations(page);
  });

  test('the page frame comes with the page, before any script; the app replaces it', async ({
    page,
  }) => {
    // Issue 15: a slow phone paints the header, a loading status and the footer at once.
    // (A page with a frame of its own, /analysis, has its test in analysis-questionnaire.spec.ts.)
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/preferences');
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'Preferences', exact: true })).toHaveAttribute(
      'href',
      '/preferences',
    );
    await expect(nav.getByRole('link', { name: 'Preferences', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
    await expect(page.locator('footer')).toContainText('not a substitute for professional');

    await page.unroute('**/assets/*.js');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/diabetes/i);
    await expect(page.locator('header')).toHaveCount(1);
    await expect(page.locator('footer')).toHaveCount(1);
    await expect(page.getByText('Loading…')).toHaveCount(0);
  });

  test('another address opens at the top; a reload keeps the place', async ({ page }) => {
    await page.goto('/assessment');
    await expect(page.getByRole('heading', { level: 1, name: 'Health Assessment' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.goto('/preferences');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  });

  test('an unknown path shows a not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    await expectNoSeriousA11yViolations(page);
  });

  test('robots.txt keeps crawlers to the public pages', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    for (const path of ['/api/', '/account', '/auth/', '/dev/']) {
      expect(text).toContain(`Disallow: ${path}`);
    }
  });
});

test.describe('Auth plumbing', () => {
  test('a confirmed, signed-in user sees their email and Sign Out, and is sent home from guests-only pages', async ({
    page,
  }) => {
    const email = `e2e-${Date.now()}@example.com`;
    const password = 'a long password 1';
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Eve Tester', email, password, callbackURL: '/auth/callback' },
    });
    expect(signUp.ok()).toBe(true);

    // The confirmation mail is in the local mailbox; following its link confirms and signs in.
    await page.goto('/dev/mailbox');
    await expect(page.getByRole('heading', { name: /Confirm your email/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as {
      to: string;
      text: string;
    }[];
    const link = outbox.find((message) => message.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link ?? '/');
    await expect(page).toHaveURL(/\/$/);

    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth/register');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/preferences');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
