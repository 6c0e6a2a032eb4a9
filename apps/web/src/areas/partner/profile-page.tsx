import { AccountTabs } from './account-tabs';

/**
 * /partner/profile: the partner profile (docs/product/partner-portal.md: Profile, Credit, Business, Security,
 * Notifications, Analytics).
 */
export default function PartnerProfilePage() {
  return (
    <AccountTabs
      screen="profile"
      title="Profile"
      description="Your details, credit, business, security, notifications and purchasing at a glance."
      tabs={[
        { id: 'profile', label: 'Profile' },
        { id: 'credit', label: 'Credit' },
        { id: 'business', label: 'Business' },
        { id: 'security', label: 'Security' },
        { id: 'notifications', label: 'Notifications' },
        { id: 'analytics', label: 'Analytics' },
      ]}
    />
  );
}
