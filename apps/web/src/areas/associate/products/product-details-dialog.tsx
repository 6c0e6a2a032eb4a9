import { categoryLabel, profitMargin, type StaffProduct } from '@party/shared';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDateTime } from '@/lib/format';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** Pack size, minimum order and the quantity breaks (docs/product/wholesale-buying.md), 'From 12: $4.50 each'. */
function WholesaleFacts({ product }: { product: StaffProduct }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="font-medium">Wholesale</h3>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Fact label="Pack Size">{product.packSize.toLocaleString('en-AU')}</Fact>
        <Fact label="Minimum Order">{product.minOrderQty.toLocaleString('en-AU')}</Fact>
        <Fact label="Quantity Breaks">
          {product.tiers.length === 0 ? (
            'None'
          ) : (
            <ul className="flex flex-col gap-0.5">
              {product.tiers.map((tier) => (
                <li key={tier.minQuantity}>
                  From {tier.minQuantity.toLocaleString('en-AU')}: <Money amount={tier.unitPrice} /> each
                </li>
              ))}
            </ul>
          )}
        </Fact>
      </dl>
    </section>
  );
}

/** The Pricing tab: retail price, cost and margin, the wholesale terms, and what opens from there. */
function PricingTab({
  product,
  onShowPrices,
  onEditWholesale,
}: {
  product: StaffProduct;
  onShowPrices: () => void;
  onEditWholesale?: (() => void) | undefined;
}) {
  const margin = profitMargin(product.price, product.cost);
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Fact label="Retail Price">
          <Money amount={product.price} />
        </Fact>
        <Fact label="Cost">
          <Money amount={product.cost} />
        </Fact>
        <Fact label="Profit Margin">{margin === null ? 'N/A' : `${margin.toFixed(1)}%`}</Fact>
      </dl>
      <WholesaleFacts product={product} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onShowPrices}>
          View Price History
        </Button>
        {onEditWholesale && (
          <Button variant="outline" onClick={onEditWholesale}>
            Edit Wholesale Terms
          </Button>
        )}
      </div>
    </>
  );
}

/** View Details (docs/product/associate-portal.md): tabs Overview, Pricing and Inventory. */
export function ProductDetailsDialog({
  product,
  onOpenChange,
  onShowInventory,
  onShowPrices,
  onEditWholesale,
}: {
  product: StaffProduct;
  onOpenChange: (open: boolean) => void;
  onShowInventory: () => void;
  onShowPrices: () => void;
  /** Only for the product-management ability. */
  onEditWholesale?: (() => void) | undefined;
}) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{product.name}</DialogTitle>
          <DialogDescription>{categoryLabel(product.category)}</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="overview">
          <TabsList>
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="pricing">Pricing</TabsTrigger>
            <TabsTrigger value="inventory">Inventory</TabsTrigger>
          </TabsList>
          <TabsContent value="overview" className="flex flex-col gap-4 pt-2">
            {product.imageUrl && (
              <img
                src={product.imageUrl}
                alt={product.name}
                className="h-40 w-40 rounded-md border object-cover"
              />
            )}
            <p className="whitespace-pre-line">{product.description || 'No description'}</p>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Fact label="Product ID">
                <span className="break-all font-mono text-sm">{product.id}</span>
              </Fact>
              <Fact label="SKU">
                <span className="font-mono text-sm">{product.sku}</span>
              </Fact>
              <Fact label="Featured">{product.isFeatured ? 'Yes' : 'No'}</Fact>
              <Fact label="Created">{formatDateTime(product.createdAt)}</Fact>
              <Fact label="Updated">{formatDateTime(product.updatedAt)}</Fact>
            </dl>
            {product.features.length > 0 && (
              <ul className="list-disc pl-5 text-sm">
                {product.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            )}
          </TabsContent>
          <TabsContent value="pricing" className="flex flex-col gap-4 pt-2">
            <PricingTab product={product} onShowPrices={onShowPrices} onEditWholesale={onEditWholesale} />
          </TabsContent>
          <TabsContent value="inventory" className="flex flex-col gap-4 pt-2">
            <dl className="grid gap-3 sm:grid-cols-2">
              <Fact label="Current Stock">{product.stockQuantity.toLocaleString('en-AU')}</Fact>
              <Fact label="Stock Status">
                <StatusBadge entity="stock" status={product.stockStatus} />
              </Fact>
            </dl>
            <Button variant="outline" className="self-start" onClick={onShowInventory}>
              View Inventory History
            </Button>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
