import { categoryLabel, type ProductStats } from '@party/shared';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Money } from '@/components/money';
import { StatCards } from '@/components/stat-cards';
import { ChartCard } from '@/features/analytics/chart-card';

const stockColours = ['#dc2626', '#f59e0b', '#16a34a'];

/**
 * Analytics (docs/product/associate-portal.md): products per category, stock levels (Out of Stock, Low Stock, Good
 * Stock) and the inventory summary cards.
 */
export function ProductAnalytics({ stats }: { stats: ProductStats }) {
  const categories = Object.entries(stats.categories).map(([id, count]) => ({
    name: categoryLabel(id),
    count,
  }));
  const good = stats.totalProducts - stats.lowStockProducts - stats.outOfStockProducts;
  const levels = [
    { name: 'Out of Stock', count: stats.outOfStockProducts },
    { name: 'Low Stock', count: stats.lowStockProducts },
    { name: 'Good Stock', count: good },
  ];
  return (
    <section aria-labelledby="product-analytics" className="flex flex-col gap-4">
      <h2 id="product-analytics" className="font-semibold text-xl">
        Analytics
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          title="Products by Category"
          empty={false}
          summary={`Products per category: ${categories.map((c) => `${c.name} ${c.count}`).join(', ')}.`}
          table={{ columns: ['Category', 'Products'], rows: categories.map((c) => [c.name, c.count]) }}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={categories} margin={{ left: 8, right: 8 }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} strokeDasharray="3 3" />
              <XAxis dataKey="name" fontSize={12} tickLine={false} />
              <YAxis allowDecimals={false} width={40} fontSize={12} />
              <Tooltip />
              <Bar dataKey="count" name="Products" fill="#a21caf" radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard
          title="Stock Levels"
          empty={false}
          summary={`Stock levels: ${levels.map((l) => `${l.name} ${l.count}`).join(', ')}.`}
          table={{ columns: ['Level', 'Products'], rows: levels.map((l) => [l.name, l.count]) }}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={levels} margin={{ left: 8, right: 8 }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} strokeDasharray="3 3" />
              <XAxis dataKey="name" fontSize={12} tickLine={false} />
              <YAxis allowDecimals={false} width={40} fontSize={12} />
              <Tooltip />
              <Bar dataKey="count" name="Products" radius={[4, 4, 0, 0]}>
                {levels.map((l, i) => (
                  <Cell key={l.name} fill={stockColours[i]} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
      </div>
      <StatCards
        label="Inventory summary"
        headingLevel="h3"
        stats={[
          { label: 'Total Products', value: stats.totalProducts.toLocaleString('en-AU') },
          { label: 'Low Stock', value: stats.lowStockProducts.toLocaleString('en-AU') },
          { label: 'Out of Stock', value: stats.outOfStockProducts.toLocaleString('en-AU') },
          { label: 'Inventory Value', value: <Money amount={stats.inventoryValue} /> },
        ]}
      />
    </section>
  );
}
