import type * as React from 'react';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  NotificationPreferences,
  type PreferenceSwitchSpec,
} from '@/features/account/notification-preferences';
import { usePrincipal } from '@/features/auth/api';
import { useTabParam } from '@/lib/use-tab-param';
import { VendorProfileTab } from './profile-tab';
import { VendorSecurityTab } from './security-tab';

const tabs = [
  { id: 'profile', label: 'Profile' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'security', label: 'Security' },
] as const;

/**
 * the four vendor switches (email, order, payment, shipment), saved into the email preferences
 * and obeyed by the outbox (docs/product/vendor-portal.md). 'Email' is the master switch: off, no email but
 * sign-in mail.
 */
const vendorSwitches: PreferenceSwitchSpec[] = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    description: 'Turn off to receive no email from us at all (sign-in codes and resets still arrive).',
  },
  {
    key: 'orderNotifications',
    label: 'Order notifications',
    description: 'New purchase orders raised to you.',
  },
  {
    key: 'paymentNotifications',
    label: 'Payment notifications',
    description: 'Invoices paid by Party Central.',
  },
  {
    key: 'shipmentNotifications',
    label: 'Shipment notifications',
    description: 'News about your shipments and deliveries.',
  },
];

/** /vendor/settings: tabs Profile, Notifications, Security (docs/product/vendor-portal.md). */
export default function VendorSettingsPage() {
  const principal = usePrincipal();
  const [active, open] = useTabParam(tabs);

  const panel = (heading: string, lead: string, body: React.ReactNode) => (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{heading}</CardTitle>
        <CardDescription>{lead}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Settings" description="Your company profile, notifications and security." />
      <Tabs value={active} onValueChange={open}>
        <TabsList aria-label="Settings sections" className="h-auto">
          {tabs.map((t) => (
            <TabsTrigger key={t.id} value={t.id}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile">
          {panel(
            'Company Profile',
            'The details Party Central uses on purchase orders and invoices.',
            <VendorProfileTab email={principal.email} />,
          )}
        </TabsContent>
        <TabsContent value="notifications">
          {panel(
            'Notification Preferences',
            'Which emails we send you.',
            <NotificationPreferences switches={vendorSwitches} />,
          )}
        </TabsContent>
        <TabsContent value="security">
          <VendorSecurityTab twoFactorEnabled={principal.twoFactorEnabled} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
