import { categoryLabel, type Principal, type StaffAnalyticsQuery, type StockTurns } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { staffRange } from './staff-analytics-range.ts';
import { findStockByCategory, findTopStockProducts } from './staff-insights.repository.ts';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Units sold over the average stock, two decimals; none when there was no stock on average. */
function turnFigures(unitsSold: number, averageStock: number) {
  return {
    unitsSold,
    averageStock: oneDecimal(averageStock),
    turns: averageStock > 0 ? Math.round((unitsSold / averageStock) * 100) / 100 : null,
  };
}

/**
 * Stock turns of the range: units sold (cancelled orders left out) over the average of the stock at
 * the range's start and end, per category and for the products that sold most; two queries.
 */
export async function getStockTurns(
  db: Tx,
  principal: Principal,
  query: StaffAnalyticsQuery,
  now: Date = new Date(),
): Promise<StockTurns> {
  const range = staffRange(principal, query, now);
  const [categoryRows, productRows] = await Promise.all([
    findStockByCategory(db, range),
    findTopStockProducts(db, range),
  ]);
  let units = 0;
  let stock = 0;
  const categories = categoryRows
    .map((row) => {
      const average = Number(row.averageStock);
      units += row.units;
      stock += average;
      return {
        category: row.category,
        label: categoryLabel(row.category),
        ...turnFigures(row.units, average),
      };
    })
    .sort((a, b) => b.unitsSold - a.unitsSold || a.label.localeCompare(b.label));
  return {
    range,
    totals: turnFigures(units, stock),
    categories,
    topProducts: productRows.map((row) => ({
      productId: row.id,
      name: row.name,
      category: row.category,
      label: categoryLabel(row.category),
      startStock: row.startStock,
      endStock: row.endStock,
      ...turnFigures(row.units, (row.startStock + row.endStock) / 2),
    })),
  };
}
