import {
  BarChart3Icon,
  HandshakeIcon,
  HelpCircleIcon,
  MailIcon,
  ScrollTextIcon,
  TruckIcon,
  UsersIcon,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Welcome } from '@/components/welcome';
import { TwoFactorPrompt } from '@/features/admin-users/two-factor-prompt';
import { usePrincipal } from '@/features/auth/api';
import { StoreOverview } from './dashboard/store-overview';

// The set-up is a form (react-hook-form and zod): loaded after the dashboard's first screen, not in it
// (docs/decisions/0016-first-download-rules.md: no zod before a form).
const TwoFactorSetup = lazy(() =>
  import('@/features/account/two-factor-setup').then((module) => ({ default: module.TwoFactorSetup })),
);

export default function AdminDashboardPage() {
  const principal = usePrincipal();
  return (
    <div className="flex flex-col gap-6">
      <TwoFactorPrompt enabled={principal.twoFactorEnabled} securityHref="#security" />
      <Welcome
        name={principal.name}
        lead="Administration of partners, vendors, associates and the system."
        links={[
          {
            to: '/admin/partners',
            title: 'Partner Administration',
            description: 'Orders, partners and credit requests.',
            icon: HandshakeIcon,
          },
          {
            to: '/admin/vendors',
            title: 'Vendor Administration',
            description: 'Vendors, purchase orders and products.',
            icon: TruckIcon,
          },
          {
            to: '/admin/associates',
            title: 'Associate Administration',
            description: 'Applications, accounts and activity.',
            icon: UsersIcon,
          },
          {
            to: '/admin/faq',
            title: 'FAQ Management',
            description: 'Questions and answers for partners and staff.',
            icon: HelpCircleIcon,
          },
          {
            to: '/admin/reports',
            title: 'Reports',
            description: 'Sales, stock value and storefront events.',
            icon: BarChart3Icon,
          },
          {
            to: '/admin/audit',
            title: 'Audit Log',
            description: 'Who changed what and when.',
            icon: ScrollTextIcon,
          },
          {
            to: '/admin/mailbox',
            title: 'Mailbox',
            description: 'Every email sent or held by the store.',
            icon: MailIcon,
          },
        ]}
      />
      <StoreOverview principal={principal} />
      {/* Admins are prompted to enrol in two-factor (docs/product/storefront-and-sign-in.md). */}
      <Card id="security" className="max-w-xl scroll-mt-20">
        <CardHeader>
          <CardTitle>Security</CardTitle>
          <CardDescription>
            {principal.twoFactorEnabled
              ? 'Your account is protected by two-factor authentication.'
              : 'Administrators should turn on two-factor authentication.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Suspense fallback={null}>
            <TwoFactorSetup enabled={principal.twoFactorEnabled} />
          </Suspense>
        </CardContent>
      </Card>
    </div>
  );
}
