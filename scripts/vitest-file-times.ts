import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Writes each test file's whole time (environment, import, hooks and tests; Vitest's JSON report
 * counts only from the first test on) to the file named by VITEST_FILE_TIMES, for the slowest-files
 * table that `npm test` and CI print.
 */
export default class FileTimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const out = process.env.VITEST_FILE_TIMES;
    if (!out) return;
    const times = testModules.map((module) => {
      const d = module.diagnostic();
      const ms =
        d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      return { file: relative(process.cwd(), module.moduleId), seconds: ms / 1000 };
    });
    writeFileSync(out, JSON.stringify(times));
  }
}
