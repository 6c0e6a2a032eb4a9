import type { ProductDetail } from '@party/shared';
import { Money } from '@/components/money';

function rangeLabel(row: ProductDetail['priceTable'][number]) {
  const from = row.minQuantity.toLocaleString('en-AU');
  return row.maxQuantity === null ? `${from}+` : `${from}–${row.maxQuantity.toLocaleString('en-AU')}`;
}

/**
 * How the product is sold (docs/product/wholesale-buying.md, "Product page"): its SKU, pack size and
 * minimum, and the quantity breaks as the caller pays them, one row per price.
 */
export function PriceBreaks({ product }: { product: ProductDetail }) {
  const rules = [
    `SKU ${product.sku}`,
    product.packSize > 1 ? `Sold in packs of ${product.packSize}` : null,
    product.minOrderQty > 1 ? `Minimum order ${product.minOrderQty.toLocaleString('en-AU')}` : null,
  ].filter(Boolean);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted-foreground text-sm" data-testid="sold-as">
        {rules.join(' · ')}
      </p>
      {product.priceTable.length > 1 && (
        <table className="w-full max-w-sm text-sm" aria-label="Quantity breaks">
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-1.5 font-medium">
                Quantity
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Price each
              </th>
            </tr>
          </thead>
          <tbody>
            {product.priceTable.map((row) => (
              <tr key={row.minQuantity} className="border-b last:border-0">
                <td className="py-1.5">{rangeLabel(row)}</td>
                <td className="py-1.5 text-right">
                  <Money amount={row.price} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
