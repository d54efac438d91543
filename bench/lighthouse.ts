// Lighthouse, mobile (its default: Moto G Power screen, simulated slow 4G and 4x CPU), performance
// and accessibility, on /, /assessment, /analysis and /meal-plan of the built app. Prints one JSON
// line: each page's scores (0-100), FCP, LCP and TBT in ms, and CLS; with RUNS=n, the median of n
// runs of each, and the range of the host's benchmarkIndex. Targets (issue 15): performance >= 95
// and accessibility 100 on every page.
//
// Builds nothing: run `npm run build` first. Starts the built server on a free port with an empty
// data folder, and Chromium (CHROME_PATH, default /usr/bin/chromium) through chrome-launcher.
// Run: npx tsx bench/lighthouse.ts (RUNS=3 for medians; VERBOSE=1 also lists, on stderr, every
// audit below 100; REPORTS=dir writes each run's full Lighthouse report there as JSON).
//
// /analysis and /meal-plan need a health profile. The app keeps the anonymous profile in
// sessionStorage (key `phn.profile.v1`, src/web/lib/profile-store.ts), which belongs to one tab,
// so a profile filled in another tab or browser session would not reach Lighthouse's tab. Instead
// each page gets its own tab (a puppeteer Page handed to Lighthouse) with a script that stores the
// profile before any of the app's code runs, as e2e/fixtures.ts `seedProfile` does: the answers a
// visitor gives on /assessment and /preferences, no analysis and no plan yet, so /analysis
// analyses and /meal-plan generates a plan as they load, as they do for a new visitor.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { startBuiltServer } from './built-server';

const PROFILE_STORAGE_KEY = 'phn.profile.v1';

/** A ProfileState of src/web/lib/profile-store.ts: the assessment and preferences filled in. */
const PROFILE = {
  assessment: {
    name: 'Grace Hopper',
    age: '45',
    gender: 'female',
    unit: 'metric',
    weightKg: '70',
    heightCm: '168',
    weightLbs: '',
    heightFeet: '',
    heightInches: '',
    activityLevel: 'moderate',
    selectedConditions: ['hypertension', 'diabetes_type2'],
    ckdStage: '',
    dialysis: '',
    medications: 'metformin',
    allergies: '',
  },
  preferences: {
    selectedRestrictions: [],
    likedFoods: 'chicken, salmon, oats',
    dislikedFoods: '',
    selectedCuisines: ['Mediterranean'],
    mealsPerDay: 3,
    snacksPerDay: 2,
    cookingWillingness: true,
  },
  analysis: null,
  mealPlan: null,
  mealPlanDays: 7,
  mealPlanChat: [],
  questionnaire: { messages: [], extractedData: {}, isComplete: false },
};

const PAGES = [
  { path: '/', needsProfile: false },
  { path: '/assessment', needsProfile: false },
  { path: '/analysis', needsProfile: true },
  { path: '/meal-plan', needsProfile: true },
] as const;

const FLAGS: Flags = {
  onlyCategories: ['performance', 'accessibility'],
  output: 'json',
  logLevel: 'error',
};

const score = (result: Result, category: string) =>
  Math.round((result.categories[category]?.score ?? 0) * 100);
const numeric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;

/** For VERBOSE runs, what to fix: audits that cost points, the LCP element, the long tasks. */
function diagnostics(result: Result): string[] {
  const lines = Object.values(result.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 || category.id === 'accessibility')
      .map((ref) => result.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
      .map(
        (audit) => `${category.id}: ${audit?.id} (${audit?.score}) ${audit?.displayValue ?? ''}`,
      ),
  );
  const metrics = result.audits.metrics?.details;
  if (metrics?.type === 'debugdata') {
    const observed = (metrics.items[0] ?? {}) as Record<string, unknown>;
    lines.push(
      `observed (unthrottled): FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`,
    );
  }
  const lcp = result.audits['lcp-breakdown-insight']?.details;
  if (lcp?.type === 'list') {
    for (const item of lcp.items) {
      if (item.type === 'node') lines.push(`LCP element: ${item.selector} "${item.nodeLabel}"`);
    }
  }
  const tasks = result.audits['long-tasks']?.details;
  if (tasks?.type === 'table') {
    for (const task of tasks.items.slice(0, 8)) {
      const { duration, startTime, url } = task as {
        duration: number;
        startTime: number;
        url: string;
      };
      lines.push(`long task ${Math.round(duration)} ms at ${Math.round(startTime)} ms: ${url}`);
    }
  }
  return lines;
}

async function seedProfile(page: Page) {
  await page.evaluateOnNewDocument(
    (key: string, value: string) => {
      try {
        if (!window.sessionStorage.getItem(key)) window.sessionStorage.setItem(key, value);
      } catch {
        // about:blank, where Lighthouse starts, has no storage of its own.
      }
    },
    PROFILE_STORAGE_KEY,
    JSON.stringify(PROFILE),
  );
}

/** One Lighthouse run; a failed trace (Lighthouse says: "run Lighthouse again") is tried twice more. */
async function audit(url: string, page: Page, attempt = 1): Promise<Result> {
  const result = (await lighthouse(url, FLAGS, undefined, page))?.lhr;
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (!result.runtimeError) return result;
  if (attempt < 3) return audit(url, page, attempt + 1);
  throw new Error(`${url}: ${result.runtimeError.message}`);
}

interface PageFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

// RUNS=3 audits every page three times (the host's load varies: issue 15 asks for medians).
const runs = Math.max(1, Number(process.env.RUNS ?? 1));
// PAGES=/meal-plan,/analysis runs only those.
const only = process.env.PAGES?.split(',');
const pagesToRun = PAGES.filter((page) => !only || only.includes(page.path));

const server = await startBuiltServer();
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const figures = new Map<string, PageFigures[]>();
  // Lighthouse's measure of this machine's CPU (a 2020s desktop scores about 1000-2000): its
  // mobile figures assume a fast host slowed down 4 times, so a slow or busy host reads worse.
  const benchmarkIndexes: number[] = [];
  for (let run = 1; run <= runs; run++) {
    for (const { path, needsProfile } of pagesToRun) {
      const page = await browser.newPage();
      if (needsProfile) await seedProfile(page);
      const result = await audit(`${server.url}${path}`, page);
      await page.close();
      if (process.env.REPORTS) {
        await mkdir(process.env.REPORTS, { recursive: true });
        const name = `${path.slice(1) || 'home'}-${run}.json`;
        await writeFile(join(process.env.REPORTS, name), JSON.stringify(result));
      }
      benchmarkIndexes.push(result.environment.benchmarkIndex);
      const figure: PageFigures = {
        performance: score(result, 'performance'),
        accessibility: score(result, 'accessibility'),
        fcpMs: Math.round(numeric(result, 'first-contentful-paint')),
        lcpMs: Math.round(numeric(result, 'largest-contentful-paint')),
        tbtMs: Math.round(numeric(result, 'total-blocking-time')),
        cls: Math.round(numeric(result, 'cumulative-layout-shift') * 1000) / 1000,
      };
      figures.set(path, [...(figures.get(path) ?? []), figure]);
      if (process.env.VERBOSE) {
        console.error(`run ${run} ${path}`, JSON.stringify(figure));
        for (const line of diagnostics(result)) console.error(`  ${line}`);
      }
    }
  }
  await browser.disconnect();
  // With several runs, each figure is the median of the runs (computed figure by figure).
  const pages = Object.fromEntries(
    [...figures].map(([path, list]) => [
      path,
      Object.fromEntries(
        (Object.keys(list[0] ?? {}) as (keyof PageFigures)[]).map((key) => [
          key,
          median(list.map((figure) => figure[key])),
        ]),
      ),
    ]),
  );
  console.log(
    JSON.stringify({
      bench: 'lighthouse',
      formFactor: 'mobile',
      runs,
      benchmarkIndex: Math.round(median(benchmarkIndexes)),
      benchmarkIndexRange: [
        Math.round(Math.min(...benchmarkIndexes)),
        Math.round(Math.max(...benchmarkIndexes)),
      ],
      pages,
    }),
  );
} finally {
  chrome.kill();
  await server.stop();
}
