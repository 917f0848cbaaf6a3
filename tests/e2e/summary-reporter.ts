import type {Reporter, TestCase} from '@playwright/test/reporter';

/**
 * Ends the run with the plain "N passed, N failed, N skipped" line that the test runner and CI
 * read, after naming every test that passed only on a retry (flaky), so a retry never hides one.
 */
export default class SummaryReporter implements Reporter {
  private readonly tests = new Map<string, TestCase>();

  onTestEnd(test: TestCase): void {
    this.tests.set(test.id, test);
  }

  onEnd(): void {
    const outcomes = [...this.tests.values()].map((test) => ({test, outcome: test.outcome()}));
    const count = (...kinds: string[]) => outcomes.filter(({outcome}) => kinds.includes(outcome)).length;
    const flaky = outcomes.filter(({outcome}) => outcome === 'flaky');
    if (flaky.length) {
      console.log(`e2e: ${flaky.length} flaky (passed only on a retry):`);
      for (const {test} of flaky) console.log(`  ${test.titlePath().filter(Boolean).join(' › ')}`);
    }
    console.log(
      `e2e: ${count('expected', 'flaky')} passed, ${count('unexpected')} failed, ${count('skipped')} skipped`,
    );
  }
}
