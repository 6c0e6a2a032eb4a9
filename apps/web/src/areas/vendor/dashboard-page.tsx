import { FileTextIcon, ShoppingCartIcon, TruckIcon } from 'lucide-react';
import { Welcome } from '@/components/welcome';
import { usePrincipal } from '@/features/auth/api';

export default function VendorDashboardPage() {
  const { name } = usePrincipal();
  return (
    <Welcome
      name={name}
      lead="Your supplier portal for purchase orders, shipments and payments."
      links={[
        {
          to: '/vendor/orders',
          title: 'Purchase Orders',
          description: 'Accept or reject new orders.',
          icon: ShoppingCartIcon,
        },
        {
          to: '/vendor/shipments',
          title: 'Shipments',
          description: 'Update delivery progress.',
          icon: TruckIcon,
        },
        {
          to: '/vendor/documents',
          title: 'Documents',
          description: 'Keep your business documents current.',
          icon: FileTextIcon,
        },
      ]}
    />
  );
}
