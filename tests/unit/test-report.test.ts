import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightOutcome } from '../../scripts/test-report';

/** A Playwright JSON report holding one passed and one failed test, written to a file of its own. */
function reportFile(message: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'playwright.json');
  const tests = (status: string, error?: string) => [{ projectName: 'site', status, results: [{ error: error && { message: error } }] }];
  writeFileSync(
    file,
    JSON.stringify({
      stats: { expected: 1 },
      suites: [
        {
          title: 'a.spec.ts',
          file: 'a.spec.ts',
          specs: [
            { title: 'passes', tests: tests('expected') },
            { title: 'fails', tests: tests('unexpected', message) },
          ],
        },
      ],
    }),
  );
  return file;
}

describe("npm test's summary of the end-to-end tests", () => {
  it('names each failure with the first lines of its message, without colour codes, a long line cut', () => {
    const received = 'x'.repeat(1000);
    const message = `\u001b[31mError: expect(received).toContain(expected)\u001b[39m\n\nExpected substring: "a sentence"\nReceived string: "${received}"\n${'more\n'.repeat(20)}`;
    const outcome = playwrightOutcome(reportFile(message));

    expect(outcome.passed).toBe(1);
    expect(outcome.failures).toHaveLength(1);
    const [name, ...lines] = outcome.failures[0]!.split('\n');
    expect(name).toBe('[site] a.spec.ts › fails');
    expect(lines[0]).toBe('    Error: expect(received).toContain(expected)');
    expect(lines[1]).toBe('    Expected substring: "a sentence"');
    expect(lines[2]).toBe(`    Received string: "${received.slice(0, 300 - 'Received string: "'.length)}…`);
    expect(lines).toHaveLength(8);
  });
});
