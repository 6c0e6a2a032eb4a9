import {
  centsOf,
  type Principal,
  type QuantityRules,
  type QuantityRulesView,
  quantityRuleMessages,
  type TierProblem,
  tierProblems,
  tiersInCents,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { publishStockChange } from '../inventory/publish-stock-change.ts';
import { mayDo } from './catalog.policy.ts';
import { manageMessage } from './create-product.ts';
import { updateProductRow } from './product-writes.repository.ts';
import {
  findSkuHolder,
  findTiers,
  isSkuUniqueViolation,
  lockQuantityRules,
  replaceTiers,
} from './quantity-rules.repository.ts';
import { toMoney, toQuantityRulesView } from './to-staff-product.ts';

/** Each tier problem beside its field ('tiers.1.unitPrice'), the first one for a field kept. */
function tierFields(problems: TierProblem[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const p of problems) fields[`tiers.${p.index}.${p.field}`] ??= p.message;
  return fields;
}

const skuTaken = (sku: string, name: string) => {
  const message = quantityRuleMessages.skuTaken(sku, name);
  return new AppError('CONFLICT', message, { sku: message });
};

/**
 * The Wholesale dialog's save (docs/product/wholesale-buying.md, "Quantity breaks, pack sizes,
 * minimums"): SKU, pack size, minimum and the quantity breaks, replaced whole in one transaction.
 * The product row is locked first, so the tiers are checked against the list price it holds and two
 * staff saving at once take turns: the last save's tiers stand whole, never a mix. What changed is
 * audited, before and after, and open product pages and staff lists hear of it ('product.stock', as an
 * edit of the product tells them).
 */
export async function setQuantityRules(
  db: Db,
  principal: Principal,
  id: string,
  input: QuantityRules,
): Promise<QuantityRulesView> {
  assertAllowed(mayDo(principal, 'manage'), manageMessage);
  try {
    return await db.transaction(async (tx) => {
      const before = await lockQuantityRules(tx, id);
      if (!before) throw notFound('Product');
      const problems = tierProblems(centsOf(before.price), tiersInCents(input.tiers), input.packSize);
      if (problems.length > 0) throw badRequest(problems[0]!.message, tierFields(problems));
      if (input.sku !== before.sku) {
        const holder = await findSkuHolder(tx, input.sku, id);
        if (holder) throw skuTaken(input.sku, holder.name);
      }
      const oldTiers = (await findTiers(tx, id)).map((t) => ({
        minQuantity: t.minQuantity,
        unitPrice: Number(t.unitPrice),
      }));
      const was = {
        sku: before.sku,
        packSize: before.packSize,
        minOrderQty: before.minOrderQty,
        tiers: oldTiers,
      };
      const now = {
        sku: input.sku,
        packSize: input.packSize,
        minOrderQty: input.minOrderQty,
        tiers: input.tiers,
      };
      const changed = (Object.keys(now) as (keyof typeof now)[]).filter(
        (key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]),
      );
      if (changed.length > 0) {
        await updateProductRow(tx, id, {
          sku: now.sku,
          packSize: now.packSize,
          minOrderQty: now.minOrderQty,
        });
        await replaceTiers(
          tx,
          id,
          input.tiers.map((t) => ({ minQuantity: t.minQuantity, unitPrice: toMoney(t.unitPrice) })),
        );
        await recordAudit(tx, principal, {
          action: 'product.quantity_rules_changed',
          entity: { id, label: before.name },
          oldValues: Object.fromEntries(changed.map((key) => [key, was[key]])),
          newValues: Object.fromEntries(changed.map((key) => [key, now[key]])),
        });
        await publishStockChange(tx, { productId: id, stockQuantity: before.stockQuantity });
      }
      return toQuantityRulesView({ ...before, ...now }, now.tiers);
    });
  } catch (error) {
    if (!isSkuUniqueViolation(error)) throw error;
    const holder = await findSkuHolder(db, input.sku, id);
    throw skuTaken(input.sku, holder?.name ?? 'another product');
  }
}
