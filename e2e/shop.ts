import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
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

/** A fresh, empty place for a shop's data; PostgreSQL when DATABASE_URL is set. */
export async function freshShopData(): Promise<ShopData> {
  const url = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-'));
  if (url) {
    const name = uniqueDatabaseName('vitrine_e2e');
    await adminQuery(url, [`create database ${name}`]);
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

/** Starts the built server and waits until it answers /healthz. */
export async function startShop(data: ShopData): Promise<RunningShop> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['dist/server/cli.js', 'start'], {
    env: { ...process.env, ...data.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

/** Chromium from Debian's package, headless, with a fresh profile. */
export async function openBrowser(
  options: { javaScriptEnabled?: boolean } = {},
): Promise<BrowserContext> {
  const profile = mkdtempSync(path.join(tmpdir(), 'vitrine-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  browser.on('close', () => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    } catch {
      // Chromium may still be writing its profile; the OS cleans /tmp
    }
  });
  return browser;
}
