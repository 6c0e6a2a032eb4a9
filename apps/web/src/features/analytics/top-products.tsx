import type { PartnerAnalytics } from '@party/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCount, formatUsd } from './format';

/** docs/product/partner-portal.md: the five products bought most (units), with what they cost. */
export function TopProducts({ products }: { products: PartnerAnalytics['topProducts'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Top Products</CardTitle>
      </CardHeader>
      <CardContent>
        {products.length === 0 ? (
          <p className="text-muted-foreground text-sm">No products bought in this period</p>
        ) : (
          <ol className="flex flex-col divide-y">
            {products.map((p, i) => (
              <li key={p.productId ?? p.name} className="flex items-center gap-3 py-2">
                <span
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 font-medium text-primary text-sm"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{p.name}</span>
                  <span className="text-muted-foreground text-sm">{formatCount(p.units)} units</span>
                </span>
                <span className="font-medium tabular-nums">{formatUsd(p.spending)}</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
