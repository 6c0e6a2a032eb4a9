import { inArray, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../domains/accounts/password.ts';
import { rebuildSalesRollUp } from '../domains/orders/rebuild-sales-roll-up.ts';
import { createFileStorage, type StorageConfig } from '../lib/file-storage.ts';
import type { SeedContext } from './context.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { createRandom } from './random.ts';
import { seedAfterSale } from './seed-after-sale.ts';
import { seedCampaigns } from './seed-campaigns.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedCompanyTeam } from './seed-company-team.ts';
import { seedContent } from './seed-content.ts';
import { creditTickets, seedCredit } from './seed-credit.ts';
import { seedOrders } from './seed-orders.ts';
import { seedPartnerActivity } from './seed-partner-activity.ts';
import { seedPeople } from './seed-people.ts';
import { seedQuotes } from './seed-quotes.ts';
import { seedStaffWork } from './seed-staff-work.ts';
import { seedSupport } from './seed-support.ts';
import { seedVendorDocumentFiles } from './seed-vendor-document-files.ts';
import { seedVendors } from './seed-vendors.ts';
import { seedWholesalePricing } from './seed-wholesale-pricing.ts';
import { supportChats, supportTickets } from './support-data.ts';

export type SeedOutcome = 'seeded' | 'not-empty' | 'production' | 'disabled';

interface SeedLogger {
  info(message: string): void;
}

/** Several instances may start at once on one PostgreSQL: only the lock holder seeds. */
const SEED_LOCK = 727_275;

/**
 * Fills an empty database with the demo store: never in production, never when
 * SEED_DEMO is 'false', never over existing users. One transaction: all of it or nothing.
 */
export async function seedDemoData(deps: {
  database: Database;
  config: Pick<Config, 'NODE_ENV' | 'SEED_DEMO' | 'DATA_DIR'> & StorageConfig;
  logger?: SeedLogger;
  now?: Date;
}): Promise<SeedOutcome> {
  const { database, config, logger } = deps;
  if (config.NODE_ENV === 'production') return 'production';
  if (config.SEED_DEMO !== 'true') return 'disabled';

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const started = Date.now();
  const outcome = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyUser) return 'not-empty' as const;

    const ctx: SeedContext = {
      tx,
      rng: createRandom(),
      now: deps.now ?? new Date(),
      dataDir: config.DATA_DIR,
    };
    const people = await seedPeople(ctx, passwordHash);
    const products = await seedCatalogue(ctx, people.products);
    const { orders } = await seedOrders(ctx, people.partners, products, people.sales);
    await seedCompanyTeam(ctx, people.partner, passwordHash, products);
    await seedPartnerActivity(ctx, people.partners, products, orders);
    const ticketIds = await seedSupport(
      ctx,
      [...supportTickets(people), ...creditTickets(people)],
      supportChats(people),
    );
    await seedCredit(ctx, people, ticketIds, orders);
    await seedAfterSale(ctx, people.partners, orders, people.finance, people.sales);
    await seedVendors(ctx, people, products);
    await seedVendorDocumentFiles(ctx, createFileStorage(config));
    await seedQuotes(ctx, people, products, orders);
    await seedCampaigns(ctx, people, products, orders);
    await seedContent(ctx, people);
    await seedStaffWork(ctx, people, products, orders);
    await seedWholesalePricing(ctx, products, passwordHash, people.products.id);
    // The seed writes orders beside the orders' writers: their sales roll-up is summed once here.
    await rebuildSalesRollUp(tx);
    return 'seeded' as const;
  });
  if (outcome === 'seeded') logger?.info(`Demo data seeded in ${Date.now() - started} ms`);
  return outcome;
}

/** Whether the demo accounts are in this database (seeded now or on an earlier start). */
export async function hasDemoAccounts(database: Database): Promise<boolean> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  const rows = await database.db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
  return rows.length === emails.length;
}
