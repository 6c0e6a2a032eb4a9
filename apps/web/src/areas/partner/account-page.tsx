import { AccountTabs } from './account-tabs';

/**
 * /partner/account: Partner Account Settings (docs/product/partner-portal.md: Profile, Security,
 * Notifications, Credit Limit).
 */
export default function PartnerAccountPage() {
  return (
    <AccountTabs
      screen="account"
      title="Account Settings"
      description="Manage your profile, security, notifications and credit limit."
      tabs={[
        { id: 'profile', label: 'Profile' },
        { id: 'security', label: 'Security' },
        { id: 'notifications', label: 'Notifications' },
        { id: 'credit', label: 'Credit Limit' },
      ]}
    />
  );
}
