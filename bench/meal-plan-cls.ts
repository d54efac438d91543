// Layout shift on /meal-plan (issue 15): a new visitor fills the assessment and the preferences,
// opens the analysis, then "Generate My Personalized Meal Plan"; the plan is generated on
// opening. Sums the layout-shift entries without recent input from that click until the plan has
// been shown for 2 s (fromAnalysis), and over the whole visit from opening /assessment
// (wholeVisit), at phone (390 px) and desktop (1280 px) widths; then for a fresh load of
// /meal-plan?generate=true (onLoad). Saves screenshots while generating and after to
// e2e/screenshots/cls-*.png (git-ignored). Needs `npm run build` first; starts the built server
// itself. Run: npx tsx bench/meal-plan-cls.ts (VERBOSE=1 also lists each shift on stderr).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { startBuiltServer } from './built-server';

const SCREENSHOTS = join(import.meta.dirname, '..', 'e2e', 'screenshots');
const VIEWPORTS = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 900 },
] as const;

interface Shift {
  value: number;
  hadRecentInput: boolean;
  startTime: number;
  sources: string[];
}

/** Installed before any page script: keeps every layout-shift entry of the document. */
function recordLayoutShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      shifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        startTime: entry.startTime,
        sources: entry.sources.map((source) => {
          const node = source.node;
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          const moved = [source.previousRect, source.currentRect]
            .map((rect) => `y ${Math.round(rect.y)} h ${Math.round(rect.height)}`)
            .join(' -> ');
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${Array.from(node.classList).slice(0, 4).join('.')} (${moved} at ${Math.round(entry.startTime)} ms)`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function shiftsSince(page: Page, since: number) {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const counted = shifts.filter((shift) => shift.startTime >= since && !shift.hadRecentInput);
  return {
    cls: Math.round(counted.reduce((sum, shift) => sum + shift.value, 0) * 1000) / 1000,
    shifts: counted.map((shift) => ({
      value: Math.round(shift.value * 1000) / 1000,
      sources: shift.sources,
    })),
  };
}

async function fillAssessmentAndPreferences(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/assessment`);
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Age').fill('45');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('radio', { name: 'Metric' }).check();
  await page.getByLabel('Weight (kg)').fill('70');
  await page.getByLabel('Height (cm)').fill('168');
  await page.getByRole('checkbox', { name: 'High Blood Pressure' }).check();
  await page.getByRole('button', { name: 'Continue to Food Preferences' }).click();
  await page.waitForURL(/\/preferences$/);
  await page.getByRole('checkbox', { name: 'Mediterranean' }).check();
  await page.getByRole('button', { name: 'Get AI Analysis' }).click();
  await page.waitForURL(/\/analysis$/);
}

const planShown = (page: Page) =>
  page.getByRole('region', { name: 'Plan summary' }).waitFor({ timeout: 60_000 });

async function journey(browser: Browser, baseUrl: string, viewport: (typeof VIEWPORTS)[number]) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.addInitScript(recordLayoutShifts);

  await fillAssessmentAndPreferences(page, baseUrl);
  const generate = page.getByRole('link', { name: 'Generate My Personalized Meal Plan' });
  await generate.waitFor({ timeout: 60_000 });
  const clickedAt = await page.evaluate(() => performance.now());
  await generate.click();
  await page.waitForURL(/\/meal-plan/);
  await planShown(page);
  await page.waitForTimeout(2000);
  const fromAnalysis = await shiftsSince(page, clickedAt);
  // Everything since the visitor opened /assessment: the whole single-page visit.
  const wholeVisit = await shiftsSince(page, 0);

  // A fresh load that generates on opening; the plan request is held 1.5 s to picture the wait.
  await page.route('**/api/functions/ai-analyze', async (route) => {
    if (route.request().postData()?.includes('mealPlan')) {
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue();
  });
  await page.goto(`${baseUrl}/meal-plan?generate=true`);
  await page
    .getByRole('status')
    .filter({ hasText: 'Creating your personalized meal plan' })
    .waitFor();
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({
    path: join(SCREENSHOTS, `cls-meal-plan-generating-${viewport.label}.png`),
  });
  await planShown(page);
  await page.waitForTimeout(2000);
  const onLoad = await shiftsSince(page, 0);
  await page.screenshot({ path: join(SCREENSHOTS, `cls-meal-plan-${viewport.label}.png`) });
  await context.close();
  return { fromAnalysis, wholeVisit, onLoad };
}

const server = await startBuiltServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const result: Record<string, unknown> = { bench: 'meal-plan-cls' };
  const details: Record<string, unknown> = {};
  for (const viewport of VIEWPORTS) {
    const { fromAnalysis, wholeVisit, onLoad } = await journey(browser, server.url, viewport);
    result[viewport.label] = {
      fromAnalysis: fromAnalysis.cls,
      wholeVisit: wholeVisit.cls,
      onLoad: onLoad.cls,
    };
    details[viewport.label] = {
      fromAnalysis: fromAnalysis.shifts,
      wholeVisit: wholeVisit.shifts,
      onLoad: onLoad.shifts,
    };
  }
  console.log(JSON.stringify(result));
  if (process.env.VERBOSE) console.error(JSON.stringify(details, null, 1));
} finally {
  await browser.close();
  await server.stop();
}
