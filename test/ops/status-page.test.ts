// The coverage and health page (issue 21) in a real browser: Debian's Chromium driven headless by
// playwright-core loads /status from a listening API and reads its rows; `plandata status` prints the
// same picture. PLANDATA_UPDATE_SCREENSHOTS=1 writes the page's screenshot to docs/status-page.png.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { chromium, type BrowserContext } from 'playwright-core';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';
import { runCli } from '../helpers/cli.js';
import { buildApp } from '../../api/app.js';
import { createRedis } from '../../core/redis.js';
import { Queues } from '../../core/queues.js';
import { application, council } from '../api/seed.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs');

let rt: TestRuntime;
let app: FastifyInstance;
let base: string;
let browser: BrowserContext;
let profile: string;
let conn: ReturnType<typeof createRedis>;
let queues: Queues;

beforeAll(async () => {
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: bash bin/ensure-services.sh installs Debian's chromium`);
  rt = await testRuntime();
  const now = new Date('2026-11-20T03:10:00Z');
  const ok = await council(rt.db, 'sim-northbrook', {
    name: 'Northbrook (simulated)',
    last_success_at: now,
    last_attempt_at: now,
    newest_record_date: '2026-11-19',
  });
  for (let i = 0; i < 3; i++) await application(rt.db, { council_id: ok.id, date_received: '2026-11-1' + i });
  await council(rt.db, 'sim-eastmere', {
    name: 'Eastmere (simulated)',
    broken: true,
    broken_reason: 'layout changed: no results table on the search page',
    broken_since: now,
    consecutive_failures: 4,
    last_attempt_at: now,
  });
  await council(rt.db, 'sim-westford', { name: 'Westford (simulated)', platform: 'northgate' });
  await rt.db('council_registers').insert({
    council_id: ok.id,
    register: 'licensing',
    adapter: 'register-file',
    url: 'http://127.0.0.1:9/licensing.csv',
    source_key: 'k1',
    last_success_at: now,
    newest_record_date: '2026-11-18',
    records_count: 42,
  });
  conn = createRedis({ url: rt.config.REDIS_URL, forQueues: true });
  queues = new Queues(conn, rt.config.REDIS_PREFIX);
  await queues.enqueue('scrape.council', { councilId: ok.id }, { delay: 3_600_000 });
  app = await buildApp(rt);
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  profile = mkdtempSync(path.join(os.tmpdir(), 'plandata-chromium-'));
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
  await app?.close();
  await queues?.close();
  conn?.disconnect();
});

const cliEnv = () => ({
  DATABASE_URL: rt.config.DATABASE_URL,
  REDIS_URL: rt.config.REDIS_URL,
  REDIS_PREFIX: rt.config.REDIS_PREFIX,
});

describe('/status in headless Chromium', () => {
  it('shows every council, register source and queue with its health', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${base}/status`);
    expect(res?.status()).toBe(200);
    expect(await page.title()).toBe('plandata status');

    const councils = page.locator('#councils-table tbody tr');
    expect(await councils.count()).toBe(3);
    const row = (slug: string) => page.locator(`#councils-table tr[data-council="${slug}"]`);
    expect(await row('sim-northbrook').getAttribute('data-health')).toBe('ok');
    const northbrook = await row('sim-northbrook').locator('td').allInnerTexts();
    expect(northbrook).toEqual(['idox', 'ok', '2026-11-20 03:10Z', '2026-11-19', '3', '-']);
    expect(await row('sim-eastmere').getAttribute('data-health')).toBe('broken');
    expect(await row('sim-eastmere').innerText()).toContain('layout changed: no results table');
    expect(await row('sim-westford').getAttribute('data-health')).toBe('not_read');
    expect(await row('sim-westford').locator('td').first().innerText()).toBe('northgate');

    const reg = page.locator('#registers-table tr[data-register="licensing"]');
    expect(await reg.count()).toBe(1);
    expect(await reg.getAttribute('data-council')).toBe('sim-northbrook');
    expect(await reg.locator('td').allInnerTexts()).toEqual([
      'licensing',
      'register-file',
      'ok',
      '2026-11-20 03:10Z',
      '2026-11-18',
      '42',
      '-',
    ]);

    const q = page.locator('#queues-table tr[data-queue="scrape.council"] td');
    expect(await q.allInnerTexts()).toEqual(['0', '0', '1', '0', '0']);
    expect(await page.locator('#queues-table tbody tr').count()).toBeGreaterThanOrEqual(15);

    const shot = await page.screenshot({ fullPage: true });
    expect(shot.length).toBeGreaterThan(10_000);
    if (process.env.PLANDATA_UPDATE_SCREENSHOTS === '1')
      await page.screenshot({ fullPage: true, path: path.join(DOCS, 'status-page.png') });
  }, 120_000);

  it('plandata status prints the same picture', async () => {
    const r = await runCli(['status'], cliEnv());
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^sim-eastmere\s+idox\s+broken\s+-\s+-\s+0\s+layout changed/m);
    expect(r.stdout).toMatch(/^sim-northbrook\s+idox\s+ok\s+2026-11-20 03:10Z\s+2026-11-19\s+3/m);
    expect(r.stdout).toMatch(/^licensing\s+sim-northbrook\s+register-file\s+ok\s+.*\s+42/m);
    expect(r.stdout).toMatch(/^scrape\.council\s+0\s+0\s+1\s+0\s+0$/m);
    const c = await runCli(['councils', 'status'], cliEnv());
    expect(c.code).toBe(0);
    expect(c.stdout).toMatch(/^sim-westford\s+northgate\s+not_read/m);
    expect(c.stdout).not.toContain('Queues');
  }, 120_000);
});
