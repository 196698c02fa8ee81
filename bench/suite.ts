/**
 * `npm run bench -- --suite`: the test suite's time on this machine, step by step as `npm test`
 * runs them (read from package.json, so that the figure is always the command's own), beside the
 * goal for the whole (issue 30: six minutes). Each step runs as `npm test` runs it; the first that
 * fails stops the measurement (a red suite has no time worth printing).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './serve.ts';

/** The goal for `npm test` as a whole, in seconds. */
export const SUITE_GOAL_S = 6 * 60;

/** The steps of the `test` script: `A=1 npm run x && npm run y && playwright test`. */
function suiteSteps(script: string): string[] {
  return script.split('&&').map((s) => s.trim()).filter(Boolean);
}

function run(command: string): Promise<{ seconds: number; ok: boolean }> {
  const started = performance.now();
  return new Promise((resolve) => {
    // As npm runs a script: the project's own commands (playwright, vitest) on the PATH.
    const PATH = `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`;
    // As on a fresh machine: the embedded database, whatever DATABASE_URL the bench was given for
    // its own PostgreSQL figures (`.ci/run` runs the server suite on PostgreSQL after `npm test`).
    const env: NodeJS.ProcessEnv = { ...process.env, PATH };
    delete env.DATABASE_URL;
    const child = spawn('sh', ['-c', command], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
    child.on('exit', (code) => resolve({ seconds: (performance.now() - started) / 1000, ok: code === 0 }));
  });
}

/** The suite's time, step by step, printed; returns the whole in seconds, or null when a step failed. */
export async function measureSuite(): Promise<number | null> {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const steps = suiteSteps(pkg.scripts.test!);
  const times: [string, number][] = [];
  for (const step of steps) {
    process.stdout.write(`${step}…\n`);
    const { seconds, ok } = await run(step);
    times.push([step, seconds]);
    if (!ok) {
      console.log(`\n${step} failed after ${seconds.toFixed(0)} s (run it alone to see why): the suite's time is not measured.`);
      process.exitCode = 1;
      return null;
    }
  }
  const total = times.reduce((s, [, t]) => s + t, 0);
  console.log('\nThe test suite (`npm test`), step by step, on this machine:');
  for (const [step, seconds] of times) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${step}`);
  console.log(`  ${total.toFixed(0).padStart(5)} s  in all (${(total / 60).toFixed(1)} min); goal ≤ ${SUITE_GOAL_S / 60} min: ${total <= SUITE_GOAL_S ? 'met' : 'missed'}`);
  return total;
}
