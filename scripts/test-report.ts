import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** What one test runner's report says: how many passed, and the name of each failure. */
export interface Outcome {
  passed: number;
  failures: string[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const missing = (file: string): Outcome => ({ passed: 0, failures: [`no report at ${file}: the run stopped early`] });

interface VitestReport {
  numPassedTests: number;
  testResults: { name: string; message?: string; assertionResults: { fullName: string; status: string }[] }[];
}
export function vitestOutcome(file: string, root: string): Outcome {
  if (!existsSync(file)) return missing(file);
  const report = readJson<VitestReport>(file);
  const failures = report.testResults.flatMap((suite) => {
    const failed = suite.assertionResults.filter((result) => result.status === 'failed');
    const where = relative(root, suite.name);
    // A file that fails to load has no test results, only a message.
    if (failed.length === 0 && suite.message) return [`${where}: ${suite.message.split('\n')[0]}`];
    return failed.map((result) => `${where} › ${result.fullName}`);
  });
  return { passed: report.numPassedTests, failures };
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: { title: string; tests: { projectName: string; status: string; results?: { error?: { message?: string } }[] }[] }[];
  suites?: PlaywrightSuite[];
}
/** The first lines of a failure's message, indented under its name, so that a log's tail says why too. */
function why(message: string | undefined): string {
  if (!message) return '';
  // eslint-disable-next-line no-control-regex -- the report keeps the terminal's colour codes
  const lines = message.replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((line) => line.trim() !== '');
  // A received page of text is cut: the expected part says enough.
  return lines.slice(0, 8).map((line) => `\n    ${line.length > 300 ? `${line.slice(0, 300)}…` : line}`).join('');
}
export function playwrightOutcome(file: string): Outcome {
  if (!existsSync(file)) return missing(file);
  const report = readJson<{ stats: { expected: number }; suites: PlaywrightSuite[]; errors?: { message?: string }[] }>(file);
  const failures: string[] = (report.errors ?? []).map((error) => (error.message ?? 'an error outside the tests').split('\n')[0]!);
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((entry) => entry.status === 'unexpected' || entry.status === 'flaky')) {
        const error = test.results?.find((result) => result.error)?.error?.message;
        failures.push(`[${test.projectName}] ${[...titles, spec.title].join(' › ')}${test.status === 'flaky' ? ' (flaky)' : ''}${why(error)}`);
      }
    }
    suite.suites?.forEach((child) => visit(child, [...titles, child.title]));
  };
  report.suites.forEach((suite) => visit(suite, [suite.file]));
  return { passed: report.stats.expected, failures };
}

interface AssertionResult {
  url: string;
  auditId?: string;
  name: string;
  expected: number;
  actual: number;
  passed: boolean;
  level: string;
}
/** Lighthouse CI's assertions that failed, one line each (lhci writes them under `.lighthouseci/`). */
export function lighthouseFailures(file: string): string[] {
  if (!existsSync(file)) return [];
  return readJson<AssertionResult[]>(file)
    .filter((result) => !result.passed && result.level === 'error')
    .map((result) => `${new URL(result.url).pathname}${new URL(result.url).search} ${result.auditId ?? ''} ${result.name}: ${+result.actual.toFixed(3)} (budget ${result.expected})`);
}
