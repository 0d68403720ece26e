/**
 * Start-up time (memory, new data folder, existing data folder), resident memory, and password
 * sign-in requests per second against the real CLI in a child process, on loopback only.
 *   npx tsx backend/bench/sign-in.ts [--seconds 5] [--concurrency 8]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { seconds: { type: 'string' }, concurrency: { type: 'string' } } });
const SECONDS = Number(values.seconds ?? 5);
const CONCURRENCY = Number(values.concurrency ?? 8);
const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));

interface Started {
  child: ChildProcess;
  url: string;
  ms: number;
}

function start(args: string[]): Promise<Started> {
  const began = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0', '--no-rate-limits', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Local backend: (\S+)/.exec(output)?.[1];
      if (url && output.includes('Service-role key')) resolve({ child, url, ms: performance.now() - began });
    });
    child.on('exit', (code) => reject(new Error(`backend exited with ${code}: ${output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function rssMb(pid: number | undefined): string {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return `${(kb / 1024).toFixed(0)} MB`;
  } catch {
    return 'n/a (no /proc)';
  }
}

async function signInLoad(url: string): Promise<{ done: number; failed: number; seconds: number }> {
  const headers = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };
  const credentials = JSON.stringify({ email: 'bench@example.com', password: 'bench-password' });
  const signup = await fetch(`${url}/auth/v1/signup`, { method: 'POST', headers, body: credentials });
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.status}`);
  let done = 0;
  let failed = 0;
  const began = performance.now();
  const deadline = began + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const response = await fetch(`${url}/auth/v1/token?grant_type=password`, { method: 'POST', headers, body: credentials });
      await response.arrayBuffer();
      if (response.ok) done += 1;
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { done, failed, seconds: (performance.now() - began) / 1000 };
}

const folder = mkdtempSync(join(tmpdir(), 'backend-bench-'));
try {
  const memory = await start(['--memory']);
  const memoryRss = rssMb(memory.child.pid);
  await stop(memory.child);
  const fresh = await start(['--data', folder]);
  await stop(fresh.child);
  const existing = await start(['--data', folder]);
  const idleRss = rssMb(existing.child.pid);
  await stop(existing.child);

  const loaded = await start(['--memory', '--autoconfirm']);
  const load = await signInLoad(loaded.url);
  const loadRss = rssMb(loaded.child.pid);
  await stop(loaded.child);

  console.log(`Start-up to "ready" (process spawn included, tsx):
  --memory               ${memory.ms.toFixed(0)} ms
  new data folder        ${fresh.ms.toFixed(0)} ms
  existing data folder   ${existing.ms.toFixed(0)} ms
Resident memory: idle ${idleRss} (data folder), ${memoryRss} (--memory); after the sign-in load ${loadRss} (--memory)
Password sign-in (bcrypt cost 10, ${CONCURRENCY} concurrent, ${load.seconds.toFixed(1)} s):
  ${load.done} ok, ${load.failed} failed, ${(load.done / load.seconds).toFixed(1)} requests/s`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
