import type { Principal } from '@party/shared';
import { companyMay } from '@party/shared/companies/roles';
import type * as React from 'react';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BusinessForm } from '@/features/account/business-form';
import { NotificationPreferences } from '@/features/account/notification-preferences';
import { ProfileForm } from '@/features/account/profile-form';
import { SecurityPanel } from '@/features/account/security-panel';
import type { AccountScreen } from '@/features/account/texts';
import { WithProfile } from '@/features/account/with-profile';
import { AddressBook } from '@/features/addresses/address-book';
import { PartnerAnalyticsSummary } from '@/features/analytics/analytics-summary';
import { usePrincipal } from '@/features/auth/api';
import { CreditPanel } from '@/features/credit/credit-panel';
import { useTabParam } from '@/lib/use-tab-param';

export type AccountTab = 'profile' | 'security' | 'notifications' | 'credit' | 'business' | 'analytics';

/** Each tab's heading, lead and body. */
function accountPanels(
  screen: AccountScreen,
  principal: Principal,
): Record<AccountTab, { heading: string; lead: string; body: React.ReactNode }> {
  // What the member's company role allows (docs/product/company-accounts.md, "Roles"); the server refuses the rest.
  const role = principal.companyRole;
  return {
    profile: {
      heading: 'Profile Information',
      lead: 'Your name and contact details.',
      body: <WithProfile screen={screen}>{(p) => <ProfileForm profile={p} screen={screen} />}</WithProfile>,
    },
    security: {
      heading: 'Security',
      lead: 'Password, sessions and two-factor authentication.',
      body: <SecurityPanel screen={screen} twoFactorEnabled={principal.twoFactorEnabled} />,
    },
    notifications: {
      heading: 'Notification Preferences',
      lead: 'Which emails we send you.',
      body: <NotificationPreferences />,
    },
    credit: {
      heading: 'Credit Limit',
      lead: 'Your credit on account, its use and your requests for more.',
      body: <CreditPanel mayRequest={companyMay(role, 'request-credit')} />,
    },
    business: {
      heading: 'Business Details',
      lead: 'Your company, ABN and the delivery addresses offered at checkout.',
      body: (
        <div className="flex flex-col gap-8">
          <WithProfile screen={screen}>
            {(p) => (
              <BusinessForm profile={p} screen={screen} readOnly={!companyMay(role, 'edit-business')} />
            )}
          </WithProfile>
          <AddressBook readOnly={!companyMay(role, 'manage-addresses')} />
        </div>
      ),
    },
    analytics: {
      heading: 'Analytics',
      lead: 'A summary of your purchasing.',
      body: <PartnerAnalyticsSummary />,
    },
  };
}

/**
 * docs/product/partner-portal.md: /partner/account and /partner/profile are two doors onto one set of forms.
 * The open
 * tab lives in the address (?tab=), so a reload or a shared link opens the same tab.
 */
export function AccountTabs({
  screen,
  title,
  description,
  tabs,
}: {
  screen: AccountScreen;
  title: string;
  description: string;
  tabs: { id: AccountTab; label: string }[];
}) {
  const principal = usePrincipal();
  const [active, open] = useTabParam(tabs);

  const panels = accountPanels(screen, principal);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={description} />
      <Tabs value={active} onValueChange={open}>
        <TabsList aria-label={`${title} sections`} className="h-auto">
          {tabs.map((t) => (
            <TabsTrigger key={t.id} value={t.id}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((t) => (
          <TabsContent key={t.id} value={t.id}>
            {/* Security holds cards of its own; the others sit in one card. */}
            {t.id === 'security' ? (
              panels[t.id].body
            ) : (
              <Card>
                <CardHeader>
                  <CardTitle>{panels[t.id].heading}</CardTitle>
                  <CardDescription>{panels[t.id].lead}</CardDescription>
                </CardHeader>
                <CardContent>{panels[t.id].body}</CardContent>
              </Card>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
