import { openDatabase } from './src/db/client.ts';
import { findProductPage } from './src/domains/catalog/catalog-page.repository.ts';
import { findStaffProductPage } from './src/domains/catalog/staff-products.repository.ts';
let t = performance.now();
const db = await openDatabase({
  url: 'postgres://postgres@127.0.0.1:5432/party_large',
  onQuery: (sql, params) => {
    const now = performance.now();
    console.log(`  [+${(now - t).toFixed(0)}ms since last] ${sql.slice(0, 160)} ${JSON.stringify(params)}`);
    t = now;
  },
});
const which = process.argv[2] ?? 'search';
for (let i = 0; i < 2; i++) {
  t = performance.now();
  const start = t;
  if (which === 'search') await findProductPage(db.db, { search: 'glitter' }, { limit: 24, offset: 0 });
  if (which === 'cat') await findProductPage(db.db, { category: 'tableware' }, { limit: 24, offset: 24 * 49 });
  if (which === 'staff') { await findStaffProductPage(db.db, { search: 'glitter', categories: [] }, { page: 1, pageSize: 10 }); await findStaffProductPage(db.db, { search: 'ball', categories: ['balloons'] }, { page: 1, pageSize: 10 }); await findStaffProductPage(db.db, { categories: [] }, { page: 200, pageSize: 10 }); }
  console.log(`total ${(performance.now() - start).toFixed(0)}ms`);
}
process.exit(0);
