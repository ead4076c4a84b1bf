/**
 * `npm test`: every check of the project, cheapest and quickest to fail first, stopping at the first that fails.
 * The type check and the linter each keep one core busy, so they run side by side; everything else needs the
 * whole machine (or the build before it) and runs alone. The build (seconds) comes before the API suite, whose
 * server processes run the compiled server it makes (the suite compiles it itself only when it is stale).
 * Firefox's and WebKit's journeys come last: they serve the build, and Chromium's journeys have by then proven the
 * same paths. The time of each stage is printed at the end, so a run shows where its minutes went.
 */
import { spawn } from 'node:child_process';

/** Each stage is one or more npm scripts run together. */
const STAGES: readonly (readonly string[])[] = [
  ['i18n:compile'],
  ['typecheck', 'lint'],
  ['test:unit'],
  ['build'],
  ['budget'],
  ['test:api'],
  ['test:e2e'],
  ['test:browsers'],
];

function runScript(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

async function main(): Promise<number> {
  const started = performance.now();
  const timings: string[] = [];
  let failed: string | undefined;
  for (const stage of STAGES) {
    const stageStarted = performance.now();
    const codes = await Promise.all(stage.map(runScript));
    const name = stage.join(' + ');
    timings.push(`${name.padEnd(22)} ${seconds(stageStarted)}`);
    if (codes.some((code) => code !== 0)) {
      failed = stage.filter((_, index) => codes[index] !== 0).join(', ');
      break;
    }
  }
  process.stdout.write(`\nnpm test, stage by stage:\n  ${timings.join('\n  ')}\n  ${'in all'.padEnd(22)} ${seconds(started)}\n`);
  if (failed) process.stderr.write(`npm test failed at: ${failed}\n`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
