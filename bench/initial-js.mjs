/**
 * Initial JS of every budgeted page, file by file, after `npm run build`: `node bench/initial-js.mjs`.
 * The measuring code and the budgets live in scripts/initial-js.mjs, which `npm test` runs after the
 * web build; bench/lighthouse.mjs reports the same figures with each run.
 */
import { initialJs, printPages } from '../scripts/initial-js.mjs';

printPages(await initialJs());
