import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLiveReceivables } from '@/features/receivables/api';
import { useTabParam } from '@/lib/use-tab-param';
import { AgeingTab } from './receivables/ageing-tab';
import { InvoicesTab } from './receivables/invoices-tab';
import { PaymentsTab } from './receivables/payments-tab';
import { RecordPaymentDialog } from './receivables/record-payment-dialog';

const tabs = [
  { id: 'invoices', label: 'Invoices' },
  { id: 'ageing', label: 'Ageing' },
  { id: 'payments', label: 'Payments' },
] as const;

/**
 * /associate/receivables (docs/product/receivables.md, "Payments received"): finance's invoices on
 * account, every company's ageing and the payments received, with Record Payment.
 */
export default function ReceivablesPage() {
  const [tab, openTab] = useTabParam(tabs);
  const [recording, setRecording] = useState(false);
  useLiveReceivables();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Receivables"
        description="Invoices on account, what each company owes by age, and the payments received against them."
        actions={
          <Button onClick={() => setRecording(true)}>
            <PlusIcon aria-hidden="true" /> Record Payment
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={openTab}>
        <TabsList>
          {tabs.map((t) => (
            <TabsTrigger key={t.id} value={t.id}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="invoices" className="pt-4">
          <InvoicesTab />
        </TabsContent>
        <TabsContent value="ageing" className="pt-4">
          <AgeingTab />
        </TabsContent>
        <TabsContent value="payments" className="pt-4">
          <PaymentsTab />
        </TabsContent>
      </Tabs>
      <RecordPaymentDialog open={recording} onOpenChange={setRecording} />
    </div>
  );
}
