import { type Campaign, type CampaignAnalytics, formatCents } from '@party/shared';
import { nounFor } from '@party/shared/text/plural';
import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ListSkeleton } from '@/components/list/list-states';
import { Money } from '@/components/money';
import { RecordStates } from '@/components/record/record-states';
import { StatCards } from '@/components/stat-cards';
import { ChartCard } from '@/features/analytics/chart-card';
import { campaignAnalyticsQueryOptions } from '@/features/campaigns/api';
import { formatDay } from './format-day';

const aud = (amount: number) => formatCents(Math.round(amount * 100));
const shortDay = (day: string) =>
  new Date(`${day}T12:00:00`).toLocaleDateString('en-AU', { day: 'numeric', month: 'short' });

/** A campaign's performance from the orders that used it: uses, revenue and discount, per day. */
export function CampaignAnalyticsPanel({ campaign }: { campaign: Campaign }) {
  const analytics = useQuery(campaignAnalyticsQueryOptions(campaign.id));
  return (
    <RecordStates
      query={analytics}
      loadingLabel="Loading campaign analytics..."
      loading={<ListSkeleton label="Loading campaign analytics..." rows={2} rowClassName="h-24" />}
      errorTitle="Failed to load campaign analytics"
      notFoundTitle="Campaign not found"
    >
      {(data) => <CampaignAnalyticsBody campaign={campaign} data={data} />}
    </RecordStates>
  );
}

function CampaignAnalyticsBody({ campaign, data }: { campaign: Campaign; data: CampaignAnalytics }) {
  const days = data.days.map((d) => ({ ...d, label: shortDay(d.date) }));
  return (
    <section aria-labelledby="campaign-analytics" className="flex flex-col gap-4">
      <h2 id="campaign-analytics" className="font-semibold text-xl">
        Analytics: {campaign.name}
      </h2>
      <p className="text-muted-foreground text-sm">
        Promo code {campaign.promoCode} · {formatDay(campaign.startDate)} to {formatDay(campaign.endDate)} ·
        used {campaign.usageCount.toLocaleString('en-AU')}
        {campaign.usageLimit === null ? '' : ` of ${campaign.usageLimit.toLocaleString('en-AU')}`}{' '}
        {nounFor(campaign.usageLimit ?? campaign.usageCount, { one: 'time', other: 'times' })}
      </p>
      <StatCards
        label="Campaign performance"
        headingLevel="h3"
        stats={[
          { label: 'Uses', value: data.uses.toLocaleString('en-AU') },
          { label: 'Revenue', value: <Money amount={data.revenue} /> },
          { label: 'Discount Given', value: <Money amount={data.discountGiven} /> },
        ]}
      />
      <ChartCard
        title="Uses and Revenue per Day"
        empty={data.uses === 0}
        summary={`Per day: ${days.map((d) => `${d.label} ${d.uses} uses, ${aud(d.revenue)} revenue, ${aud(d.discountGiven)} discount`).join('; ')}.`}
        table={{
          columns: ['Day', 'Uses', 'Revenue', 'Discount Given'],
          rows: days.map((d) => [formatDay(d.date), d.uses, aud(d.revenue), aud(d.discountGiven)]),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ left: 8, right: 8 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="label" fontSize={12} tickLine={false} />
            <YAxis yAxisId="money" width={56} fontSize={12} tickFormatter={(v: number) => `$${v}`} />
            <YAxis yAxisId="uses" orientation="right" allowDecimals={false} width={32} fontSize={12} />
            <Tooltip />
            <Legend />
            <Bar
              yAxisId="money"
              dataKey="revenue"
              name="Revenue (AUD)"
              fill="#a21caf"
              radius={[4, 4, 0, 0]}
            />
            <Bar
              yAxisId="money"
              dataKey="discountGiven"
              name="Discount (AUD)"
              fill="#FF7A00"
              radius={[4, 4, 0, 0]}
            />
            <Bar yAxisId="uses" dataKey="uses" name="Uses" fill="#33B1FF" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </section>
  );
}
