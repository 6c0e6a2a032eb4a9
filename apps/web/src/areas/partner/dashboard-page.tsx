import { LifeBuoyIcon, PackageIcon, ShoppingBagIcon } from 'lucide-react';
import { Welcome } from '@/components/welcome';
import { usePrincipal } from '@/features/auth/api';

export default function PartnerDashboardPage() {
  const { name } = usePrincipal();
  return (
    <Welcome
      name={name}
      lead="Your partner portal for wholesale party supplies."
      links={[
        {
          to: '/partner/shop',
          title: 'Shop Now!',
          description: 'Browse the catalogue and order.',
          icon: ShoppingBagIcon,
        },
        {
          to: '/partner/orders',
          title: 'Track Orders',
          description: 'See where your orders are.',
          icon: PackageIcon,
        },
        {
          to: '/partner/messages',
          title: 'Get Help',
          description: 'Chat with us or open a ticket.',
          icon: LifeBuoyIcon,
        },
      ]}
    />
  );
}
