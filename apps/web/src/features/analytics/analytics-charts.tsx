import type { PartnerAnalytics } from '@party/shared';
import { MonthlySpendingChart, OrderHistoryChart, OrderStatusChart, PurchaseCategoriesChart } from './charts';

/** The four charts of the dashboard; its own chunk, so recharts loads beside the figures, not before. */
export default function AnalyticsCharts({ data }: { data: PartnerAnalytics }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <MonthlySpendingChart monthly={data.monthly} />
      <OrderHistoryChart monthly={data.monthly} />
      <OrderStatusChart statuses={data.statuses} />
      <PurchaseCategoriesChart categories={data.categories} />
    </div>
  );
}
