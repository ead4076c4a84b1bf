/**
 * First load as a phone on a slow network sees it: Lighthouse's default (mobile) profile, simulated throttling,
 * against Debian's Chromium started headless on a loopback debugging port.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { freePort } from './server-process';

const CHROMIUM = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';
const DEVTOOLS_TIMEOUT_MS = 20_000;
/** A folder to keep each page's whole Lighthouse report in (JSON), to read its audits; none when unset. */
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_DIR?.trim() || undefined;

export interface FirstLoad {
  page: string;
  fcpMs: number;
  lcpMs: number;
  totalBlockingMs: number;
  /** Bytes of JavaScript over the wire (compressed), and how many files. */
  scriptBytes: number;
  scriptFiles: number;
  performanceScore: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

async function waitForDevTools(port: number): Promise<void> {
  const deadline = Date.now() + DEVTOOLS_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // Chromium is still starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${CHROMIUM} did not open its debugging port within ${DEVTOOLS_TIMEOUT_MS / 1000} s.`);
}

/**
 * Audits each page in turn in one headless Chromium, which is stopped afterwards whatever happens; `track` is
 * handed its stop, so the caller can stop it too if its time runs out first.
 */
export async function measureFirstLoads(
  pages: readonly { name: string; url: string }[],
  track: (stop: () => Promise<void>) => void,
): Promise<FirstLoad[]> {
  const port = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'onboarding-bench-chromium-'));
  const chromium = spawn(
    CHROMIUM,
    ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (chromium.exitCode === null && chromium.signalCode === null) {
        const exited = new Promise((resolve) => chromium.once('exit', resolve));
        chromium.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (chromium.exitCode === null && chromium.signalCode === null) chromium.kill('SIGKILL');
      }
      await rm(profile, { recursive: true, force: true });
    })());
  track(stop);
  try {
    await waitForDevTools(port);
    const results: FirstLoad[] = [];
    for (const page of pages) {
      const run = await lighthouse(page.url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!run) throw new Error(`Lighthouse gave no result for ${page.name}.`);
      if (REPORT_DIR) {
        await mkdir(REPORT_DIR, { recursive: true });
        const file = `${page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.json`;
        await writeFile(path.join(REPORT_DIR, file), JSON.stringify(run.lhr));
      }
      const { audits, categories } = run.lhr;
      const network = (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      const scripts = network.filter((item) => item.resourceType === 'Script');
      results.push({
        page: page.name,
        fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        totalBlockingMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        scriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
        scriptFiles: scripts.length,
        performanceScore: Math.round((categories.performance?.score ?? 0) * 100),
      });
    }
    return results;
  } finally {
    await stop();
  }
}
