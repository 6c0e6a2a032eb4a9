import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ProfileForm } from '@/features/account/profile-form';
import { SecurityPanel } from '@/features/account/security-panel';
import { WithProfile } from '@/features/account/with-profile';
import { usePrincipal } from '@/features/auth/api';

const associateRoleLabels: Record<string, string> = {
  sales: 'Sales',
  product_management: 'Product Management',
  finance: 'Finance',
};

/** /associate/profile (docs/product/associate-portal.md): own details, password and two-factor, with the partner's shared forms. */
export default function AssociateProfilePage() {
  const principal = usePrincipal();
  const role = principal.associateRole ? associateRoleLabels[principal.associateRole] : null;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Profile" description="Your details, password and two-factor authentication." />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Profile Information</CardTitle>
          <CardDescription>
            {role
              ? `Associate role: ${role}. An administrator changes roles.`
              : 'Your name and contact details.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <WithProfile screen="account">
            {(profile) => <ProfileForm profile={profile} screen="account" />}
          </WithProfile>
        </CardContent>
      </Card>
      <SecurityPanel screen="account" twoFactorEnabled={principal.twoFactorEnabled} />
    </div>
  );
}
