import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type BrowserContext,
  type Locator,
  type Page,
  type Route,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../src/test/postgres.ts';

/** A running built shop (`node dist/server/cli.js start`). */
export interface RunningShop {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Where a test shop keeps its data: a PGlite folder, or a fresh PostgreSQL database. */
export interface ShopData {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A fresh place for a shop's data, PostgreSQL when DATABASE_URL is set: a copy of the seeded
 * demo shop, or with `empty`, nothing (the shop seeds the demo on its first start).
 */
export async function freshShopData({ empty = false } = {}): Promise<ShopData> {
  const url = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-'));
  if (!empty) {
    cpSync(inject('e2eDataDir'), dataDir, { recursive: true });
    // The pictures' widths, made once for every shop of the run: the demo's pictures are the
    // same in each, and each made them again on its first pages (a picture's width 70 ms).
    mkdirSync(path.join(dataDir, 'media'), { recursive: true });
    symlinkSync(inject('e2eMediaCache'), path.join(dataDir, 'media', 'cache'), 'dir');
  }
  if (url) {
    const name = uniqueDatabaseName('vitrine_e2e');
    const template = empty ? '' : ` template ${inject('e2eDatabase')}`;
    await adminQuery(url, [`create database ${name}${template}`]);
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(url, name) },
      drop: async () => {
        await adminQuery(url, [`drop database if exists ${name} with (force)`]);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  return {
    env: { DATA_DIR: dataDir },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * Loads a merchant's JSON file into a shop's data with the shop's own command, as the merchant
 * would (`vitrine <command> load FILE`). An embedded database belongs to one process: the shop
 * on it is stopped while this runs.
 */
export async function loadMerchantFile(data: ShopData, command: string, content: unknown) {
  const folder = mkdtempSync(path.join(tmpdir(), `vitrine-${command}-`));
  try {
    const file = path.join(folder, `${command}.json`);
    writeFileSync(file, JSON.stringify(content));
    await promisify(execFile)(process.execPath, ['dist/server/cli.js', command, 'load', file], {
      env: { ...process.env, ...data.env, LOG_LEVEL: 'warn' },
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The Node.js flags `npm start` runs the shop with (package.json): a young generation of 32 MB
 * semi-spaces, where a page's short-lived objects die without being copied (measured on a
 * collection page at 20 connections: garbage collection 2.1 s of 14 s before, 1.1 s after,
 * and 174 → 196 pages a second).
 */
export const SHOP_NODE_FLAGS = ['--max-semi-space-size=32'];

/** Starts the built server as `npm start` does and waits until it answers /healthz. */
export async function startShop(data: ShopData): Promise<RunningShop> {
  const port = await freePort();
  let output = '';
  // SHOP_PROFILE_FLAGS adds flags to profile the shop under load (`--cpu-prof --cpu-prof-dir=…`).
  const extra = (process.env.SHOP_PROFILE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...SHOP_NODE_FLAGS, ...extra, 'dist/server/cli.js', 'start'],
    {
      env: {
        ...process.env,
        ...data.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the shop did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** How the project starts Chromium everywhere: no sandbox, GPU or network of its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium from Debian's package, headless, with a fresh profile. Its shopper is a returning
 * one, who accepted the privacy notice on an earlier visit (it would cover what a journey
 * clicks at the bottom of a page); `privacyNotice: true` is a first visit, notice and all.
 */
export async function openBrowser(
  options: { javaScriptEnabled?: boolean; privacyNotice?: boolean } = {},
): Promise<BrowserContext> {
  const { privacyNotice = false, ...launch } = options;
  const profile = mkdtempSync(path.join(tmpdir(), 'vitrine-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
    ...launch,
  });
  if (!privacyNotice) {
    await browser.addInitScript(() => {
      try {
        const entry = { data: 'accepted', time: Date.now(), expire: 0 };
        localStorage.setItem('privacy_notice', JSON.stringify(entry));
      } catch {
        // a page without storage (about:blank) has no notice either
      }
    });
  }
  browser.on('close', () => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    } catch {
      // Chromium may still be writing its profile; the OS cleans /tmp
    }
  });
  return browser;
}

/**
 * Waits until a page has hydrated (its body carries `data-hydrated`), then lets the code of its
 * later sections arrive. Not until the network is idle for as long as that takes: the browser's
 * background revalidation of a cached answer (`stale-while-revalidate`) can keep a request
 * open for half a minute with nothing left for the page to do.
 */
export async function settled(page: Page) {
  await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
}

/**
 * Brings a section that the browser renders once the shopper comes near it (an in-browser
 * section, sections/registry.tsx: the reviews, the recommendations) by scrolling to its place,
 * as a shopper would. Nothing to do when it is there already.
 */
export async function scrollToSection(page: Page, type: string) {
  await page.evaluate((t) => {
    document.querySelector(`.section-pending[data-section="${t}"]`)?.scrollIntoView();
  }, type);
}

/** Resolves once the page has drawn two frames: what a handler or an effect started is under way. */
export const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );

/**
 * Waits until every request the page started so far has been seen: after two frames the page
 * sends a marker request, and requests are reported in the order they leave.
 */
export async function requestsFlushed(page: Page) {
  const marker = `/healthz?flushed=${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((r) => r.url().endsWith(marker));
  await twoFrames(page);
  await page.evaluate((url) => void fetch(url).catch(() => {}), marker);
  await seen;
}

/**
 * Runs `act` while the answers to the requests matching `url` are held, then lets them go: a
 * double click's second click surely comes while the first one's call is still under way, however
 * fast the shop answers.
 */
export async function whileAnswersHeld(page: Page, url: string, act: () => Promise<void>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let reached = () => {};
  const first = new Promise<void>((resolve) => (reached = resolve));
  const continued: Promise<void>[] = [];
  const hold = async (route: Route) => {
    reached();
    const going = held.then(() => route.continue().catch(() => {}));
    continued.push(going);
    await going;
  };
  await page.route(url, hold);
  try {
    await act();
    // The act's call may leave the page after the act has ended: it is held before it is let
    // go, and the route is taken away only once every held call has gone on. (Taken away while
    // a call was on its way to it, the call went out unseen by the page's request listeners.)
    await first;
  } finally {
    release();
    await Promise.all(continued);
    await page.unroute(url, hold);
  }
}

/** Resolves when every animation and transition running in an element (and inside it) ended. */
export const animationsDone = (locator: Locator) =>
  locator.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)).then(() => {}),
  );

/** Where the journeys save their screenshots. */
export const SHOTS = 'test-results/screenshots';

/**
 * Whether the journeys save the pictures of the pages they walk, for people to look at
 * (`JOURNEY_SCREENSHOTS=off` in CI, where nobody does: a full page's capture takes half a
 * second to two on a busy machine, and a run takes some three hundred). What a walk checks at
 * each width is checked either way.
 */
export const SAVES_SCREENSHOTS = process.env.JOURNEY_SCREENSHOTS !== 'off';

/** A price as the page writes it ($1,234.50) as a number. */
export const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

/** Waits until every image on the page has loaded, lazy ones included. */
async function imagesLoaded(page: Page) {
  await page
    .waitForFunction(
      () => {
        // On every poll: a re-render (the gallery's layout changes with the viewport) can put
        // new lazy pictures in place of the ones made eager before, and those off screen
        // would never load.
        document
          .querySelectorAll('img[loading=lazy]')
          .forEach((i) => i.setAttribute('loading', 'eager'));
        return [...document.images].every((i) => i.complete && i.naturalWidth > 0);
      },
      undefined,
      { timeout: 30_000 },
    )
    .catch(async (error: Error) => {
      // Name the pictures that did not come, and how their requests ended, so a failure says why.
      const missing = await page.evaluate(() =>
        [...document.images]
          .filter((i) => !(i.complete && i.naturalWidth > 0))
          .map(
            (i) =>
              `${i.currentSrc || i.src || '(no src)'} complete=${i.complete} loading=${i.loading}`,
          ),
      );
      const answers = await Promise.all(
        missing.map(async (line) => {
          const url = line.split(' ')[0]!;
          if (!url.startsWith('http')) return line;
          const status = await page.request
            .get(url)
            .then((r) => r.status())
            .catch((e: Error) => e.message);
          return `${line} now answers ${status}`;
        }),
      );
      throw new Error(`${error.message}\npictures not loaded:\n${answers.join('\n')}`);
    });
}

/** How far the page reaches past the viewport sideways (0 when nothing scrolls sideways). */
export const sideways = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Saves the current page at desktop (1280) and mobile (390) width, and checks at both that
 * nothing on it scrolls sideways.
 */
export async function saveScreenshots(
  page: Page,
  name: string,
  {
    fullPage = true,
    waitForImages = true,
    at,
  }: {
    fullPage?: boolean;
    waitForImages?: boolean;
    /** What a window-sized picture shows: it is brought into view at each width. */
    at?: Locator;
  } = {},
) {
  try {
    for (const [size, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      if (waitForImages) await imagesLoaded(page);
      expect(await sideways(page), `${name} at ${viewport.width} px`).toBeLessThanOrEqual(0);
      if (at) {
        await at.scrollIntoViewIfNeeded();
      } else {
        // From the top: a sticky header would otherwise be drawn where the page was scrolled to.
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      // The picture is for people to look at, not an assertion: headless Chromium's capture
      // has been seen to wait forever for a frame (once in a CI run, with a modal dialog
      // open). The journey goes on, and its next steps still find a page that hangs.
      if (!SAVES_SCREENSHOTS) continue;
      await page
        .screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage, timeout: 10_000 })
        .catch((error: Error) =>
          console.warn(`screenshot ${name}-${size} not taken: ${error.message.split('\n')[0]}`),
        );
    }
  } finally {
    // The next test starts at desktop width, whatever happened here.
    await page.setViewportSize({ width: 1280, height: 900 });
  }
}

/** The serious and critical accessibility problems axe-core finds on the page, by rule. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
