import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, registerAndConfirm, SCREENSHOT_DIR, seedProfile, test } from './fixtures';

/**
 * Phones and discoverability (issue 16, item 6): at 360 and 390 px no route is wider than the
 * screen and nothing is cut off; floating buttons never hide what the page ends with; Enter in a
 * list field adds to the list; Home and the header lead to the questionnaire. Run it alone with
 * `E2E_PORT=4373 npx playwright test e2e/phone-layout.spec.ts` after `npm run build`.
 */

const PHONE_WIDTHS = [360, 390] as const;
const PHONE_HEIGHT = 780;

const PROFILE_STATE = {
  assessment: {
    name: 'Maria Fernanda dos Santos Oliveira',
    age: '61',
    gender: 'female',
    unit: 'metric',
    weightKg: '74',
    heightCm: '160',
    weightLbs: '',
    heightFeet: '',
    heightInches: '',
    activityLevel: 'light',
    selectedConditions: ['diabetes_type2', 'hypertension', 'chronic_kidney_disease'],
    medications: 'metformin, lisinopril, atorvastatin',
    allergies: 'shellfish',
    ckdStage: '3a',
    dialysis: 'none',
  },
  preferences: {
    selectedRestrictions: [],
    likedFoods: 'chicken, salmon, oats, yogurt',
    dislikedFoods: 'olives',
    selectedCuisines: ['Mediterranean', 'Mexican'],
    mealsPerDay: 3,
    snacksPerDay: 2,
    cookingWillingness: true,
  },
  analysis: null,
  mealPlan: null,
  mealPlanDays: 3,
  mealPlanChat: [],
  questionnaire: { messages: [], extractedData: {}, isComplete: false },
};

interface Route {
  path: string;
  /** What shows once the screen has loaded its content. */
  ready: (page: Page) => Locator;
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

/** Every route of the router; the meal plan shows the plan made at the start of the test. */
const ROUTES: readonly Route[] = [
  { path: '/', ready: h1(/preventive nutrition guidance/i) },
  { path: '/assessment', ready: h1('Health Assessment') },
  { path: '/preferences', ready: h1('Food Preferences') },
  {
    path: '/analysis',
    ready: (page) => page.getByRole('main').getByRole('heading', { name: 'Overview', exact: true }),
  },
  { path: '/meal-plan', ready: (page) => page.getByTestId('grocery-item').first() },
  { path: '/log', ready: (page) => page.getByTestId('target-row').first() },
  { path: '/progress', ready: (page) => page.getByTestId('weight-chart') },
  { path: '/chat-questionnaire', ready: h1('Personalized Dietary Planning') },
  { path: '/email-test', ready: h1('Email Service Test') },
  { path: '/auth/login', ready: h1('Welcome Back') },
  { path: '/auth/register', ready: h1('Create Your Account') },
  { path: '/auth/forgot-password', ready: h1('Reset Password') },
  { path: '/auth/reset-password', ready: h1('Set a New Password') },
  { path: '/auth/callback?error=INVALID_TOKEN', ready: h1('Email Confirmation') },
  { path: '/no-such-page', ready: h1('Page Not Found') },
];

interface LayoutReport {
  scrollWidth: number;
  innerWidth: number;
  /** Elements past the screen's edge, or cut off by a box that clips them. */
  offenders: string[];
}

/**
 * The page's width against the screen's, and every visible element that sticks out of the screen
 * or out of an ancestor that clips it (`overflow: hidden`), unless it sits in a box that scrolls
 * sideways on purpose. Text cut off inside a clipping box counts too (an ellipsis does not).
 */
function measureLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      const classes = String(element.getAttribute('class') ?? '').slice(0, 60);
      return `<${element.tagName.toLowerCase()} class="${classes}"> "${text}"`;
    };
    const isHidden = (style: CSSStyleDeclaration) =>
      style.display === 'none' || style.visibility === 'hidden';
    const viewport = window.innerWidth;
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(element);
      if (isHidden(style)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue; // nothing to see (or visually hidden)
      let clipper: Element | null = null;
      let isInScroller = false;
      if (style.position !== 'fixed') {
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const overflowX = getComputedStyle(parent).overflowX;
          if (overflowX === 'auto' || overflowX === 'scroll') {
            isInScroller = true;
            break;
          }
          if (overflowX === 'hidden' || overflowX === 'clip') {
            clipper = parent;
            break;
          }
        }
      }
      if (isInScroller) continue;
      const bounds = clipper ? clipper.getBoundingClientRect() : { left: 0, right: viewport };
      if (rect.left < bounds.left - 1 || rect.right > bounds.right + 1) {
        offenders.push(
          `${describe(element)} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px, ` +
            `room ${Math.round(bounds.left)}–${Math.round(bounds.right)} px`,
        );
      }
      // A text field scrolls its own text: a long entry is not cut off.
      const isTextField = element.matches('input, textarea, select');
      const clipsItself =
        !isTextField && (style.overflowX === 'hidden' || style.overflowX === 'clip');
      if (
        clipsItself &&
        style.textOverflow !== 'ellipsis' &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        offenders.push(
          `${describe(element)} cuts off its content (${element.scrollWidth} px in ${element.clientWidth} px)`,
        );
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      offenders,
    };
  });
}

async function expectFitsScreen(page: Page, label: string) {
  const report = await measureLayout(page);
  // Soft: one run reports every route and width that does not fit.
  expect.soft(report.offenders, `${label}: elements past the edge or cut off`).toEqual([]);
  expect.soft(report.scrollWidth, `${label}: page width`).toBeLessThanOrEqual(report.innerWidth);
}

/**
 * With the page scrolled to its end, nothing readable or usable lies under a floating button:
 * no text, link, button or form field of the page intersects its box.
 */
async function expectNothingUnderFloatingButtons(page: Page, label: string) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const covered = await page.evaluate(() => {
    const floating = Array.from(document.querySelectorAll('[data-floating]')).filter(
      (element) => getComputedStyle(element).display !== 'none',
    );
    const controls = 'a, button, input, select, textarea, summary, label';
    const hits: string[] = [];
    for (const button of floating) {
      const box = button.getBoundingClientRect();
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        if (button.contains(element) || element.contains(button)) continue;
        if (element.closest('[data-floating]')) continue;
        const hasText = Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
        if (!hasText && !element.matches(controls)) continue;
        const style = getComputedStyle(element);
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        const rect = element.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) continue;
        const overlaps =
          rect.left < box.right &&
          rect.right > box.left &&
          rect.top < box.bottom &&
          rect.bottom > box.top;
        if (overlaps) {
          hits.push(
            `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`,
          );
        }
      }
    }
    return { count: floating.length, hits };
  });
  expect(covered.hits, `${label}: under a floating button`).toEqual([]);
  return covered.count;
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;

/** Makes the 3-day plan every screen then finds in the profile store. */
async function makePlan(page: Page) {
  await seedProfile(page, PROFILE_STATE);
  await page.setViewportSize({ width: 360, height: PHONE_HEIGHT });
  await page.goto('/meal-plan?generate=true');
  await expect(page.getByTestId('meal-plan-day')).toHaveCount(3, { timeout: 30_000 });
}

/** Opens every meal's ingredients, so their amounts are measured too. */
/** Opens every disclosure, and those an opened one draws inside it (a meal's "All nutrients"). */
async function openAllDetails(page: Page) {
  await expect(async () => {
    const closed = await page.evaluate(() => {
      const shut = Array.from(document.querySelectorAll('details:not([open])'));
      for (const details of shut) (details as HTMLDetailsElement).open = true;
      return shut.length;
    });
    expect(closed).toBe(0);
  }).toPass({ timeout: 10_000 });
}

test('no route is wider than a 360 or 390 px phone, and floating buttons hide nothing', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await makePlan(page);
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE_HEIGHT });
    for (const route of ROUTES) {
      await page.goto(route.path);
      await expect(route.ready(page)).toBeVisible({ timeout: 30_000 });
      await openAllDetails(page);
      await expectFitsScreen(page, `${route.path} at ${width} px`);
      await expectNothingUnderFloatingButtons(page, `${route.path} at ${width} px`);
    }
  }

  // The phone menu, open, fits too.
  await page.setViewportSize({ width: 360, height: PHONE_HEIGHT });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectFitsScreen(page, 'phone menu at 360 px');
});

test('ingredient amounts fit their day card, and the assistant button leaves the grocery list and the assessment readable', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await makePlan(page);
  await openAllDetails(page);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/meal-plan-360.png`, fullPage: true });

  // Each ingredient's amount ends inside its card.
  const card = page.getByTestId('meal-plan-day').first();
  const cardBox = await card.boundingBox();
  const amounts = card.getByTestId('meal-ingredients').locator('li > span:last-child');
  expect(await amounts.count()).toBeGreaterThan(3);
  for (const amount of await amounts.all()) {
    const box = await amount.boundingBox();
    expect(box && cardBox && box.x + box.width <= cardBox.x + cardBox.width).toBe(true);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  const chatButton = page.getByRole('button', { name: 'Meal Plan Assistant' });
  await expect(chatButton).toBeVisible();
  expect(await expectNothingUnderFloatingButtons(page, 'meal plan at 390 px')).toBe(1);
  const lastGrocery = page.getByTestId('grocery-item').last();
  await expect(lastGrocery).toBeInViewport();
  const [buttonBox, groceryBox] = [await chatButton.boundingBox(), await lastGrocery.boundingBox()];
  expect(buttonBox && groceryBox && overlaps(buttonBox, groceryBox)).toBe(false);

  // The floating button is not printed.
  await page.emulateMedia({ media: 'print' });
  await expect(chatButton).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/assessment');
  const helpButton = page.getByRole('button', { name: 'Get AI Help' });
  await expect(helpButton).toBeVisible();
  expect(await expectNothingUnderFloatingButtons(page, 'assessment at 390 px')).toBe(1);
  const form = page.getByRole('form', { name: 'Health assessment' });
  const lastField = form.getByRole('textbox').last();
  await expect(lastField).toHaveAccessibleName(/allergies/i);
  const [helpBox, fieldBox] = [await helpButton.boundingBox(), await lastField.boundingBox()];
  expect(helpBox && fieldBox && overlaps(helpBox, fieldBox)).toBe(false);
  const submit = form.getByRole('button', { name: 'Continue to Food Preferences' });
  const submitBox = await submit.boundingBox();
  expect(helpBox && submitBox && overlaps(helpBox, submitBox)).toBe(false);

  // A field focused from the keyboard scrolls clear of the button, not behind it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await lastField.focus();
  const focusedBox = await lastField.boundingBox();
  const focusedHelpBox = await helpButton.boundingBox();
  expect(focusedBox && focusedHelpBox && overlaps(focusedBox, focusedHelpBox)).toBe(false);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOT_DIR}/assessment-390.png`, fullPage: true });
});

test('Enter in a list field adds the item and stays on the page', async ({ page }) => {
  await seedProfile(page, PROFILE_STATE);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/assessment');
  const allergies = page.getByRole('textbox', { name: 'Your allergies' });
  await allergies.click();
  await allergies.press('End');
  await allergies.pressSequentially(', sesame');
  await allergies.press('Enter');
  await expect(allergies).toHaveValue('shellfish, sesame, ');
  await expect(
    page.getByRole('list', { name: 'Allergies entered' }).getByRole('listitem'),
  ).toHaveText(['shellfish', 'sesame']);
  await expect(allergies).toBeFocused();
  await expect(page).toHaveURL(/\/assessment$/);

  await page.goto('/preferences');
  const dislikes = page.getByRole('textbox', { name: 'Disliked foods' });
  await dislikes.fill('');
  await dislikes.pressSequentially('mushrooms');
  await dislikes.press('Enter');
  await expect(dislikes).toHaveValue('mushrooms, ');
  await expect(page).toHaveURL(/\/preferences$/);
});

test('Home and the header lead to the questionnaire, on a phone and on a desktop', async ({
  page,
}) => {
  const questionnaireHeading = h1('Personalized Dietary Planning');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Answer a few questions in a chat instead' })
    .click();
  await expect(page).toHaveURL(/\/chat-questionnaire$/);
  await expect(questionnaireHeading(page)).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Questionnaire' })
    .click();
  await expect(page).toHaveURL(/\/chat-questionnaire$/);
  await expect(questionnaireHeading(page)).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const desktopLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Questionnaire' });
  await expect(desktopLink).toBeVisible();
  await desktopLink.click();
  await expect(page).toHaveURL(/\/chat-questionnaire$/);
  await expect(desktopLink).toHaveAttribute('aria-current', 'page');

  // Signed out, the name, the six links and Sign In keep to one line.
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const banner = page.getByRole('banner');
    const signIn = banner.getByRole('link', { name: 'Sign In' });
    await expect(signIn).toBeVisible();
    const [logo, signInBox] = [
      await banner.getByRole('link').first().boundingBox(),
      await signIn.boundingBox(),
    ];
    expect(logo && signInBox && Math.abs(logo.y - signInBox.y) < 20, `${width} px`).toBe(true);
  }
});

test('signed in, the account page and the header fit a phone, and the header one line on a desktop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `phone-layout-${Date.now()}@example.com`;
  const password = 'plum orchard 42';
  await registerAndConfirm(page, { name: 'Maria Fernanda dos Santos Oliveira', email, password });

  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE_HEIGHT });
    await page.goto('/account');
    await expect(h1('Your Account')(page)).toBeVisible();
    await expectFitsScreen(page, `/account at ${width} px`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expectFitsScreen(page, `signed-in menu at ${width} px`);
  }

  // On a desktop the links, the email and Sign Out keep to one line beside the logo.
  for (const width of [1024, 1280, 1536]) {
    await page.setViewportSize({ width, height: 900 });
    const banner = page.getByRole('banner');
    const signOut = banner.getByRole('button', { name: 'Sign Out' });
    await expect(signOut).toBeVisible();
    const logo = await banner.getByRole('link').first().boundingBox();
    const signOutBox = await signOut.boundingBox();
    const bannerBox = await banner.boundingBox();
    expect(logo && signOutBox && Math.abs(logo.y - signOutBox.y) < 20, `${width} px`).toBe(true);
    expect(bannerBox && bannerBox.height < 80, `header height at ${width} px`).toBe(true);
    await expectFitsScreen(page, `signed-in header at ${width} px`);
  }
});
