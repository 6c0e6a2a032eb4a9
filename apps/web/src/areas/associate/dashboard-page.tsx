import { FileTextIcon, HeadsetIcon, PackageIcon } from 'lucide-react';
import { Welcome } from '@/components/welcome';
import { usePrincipal } from '@/features/auth/api';

export default function AssociateDashboardPage() {
  const { name } = usePrincipal();
  return (
    <Welcome
      name={name}
      lead="Your associate portal for products, orders, quotes and support."
      links={[
        {
          to: '/associate/quotes',
          title: 'Quotes',
          description: 'Price and send quote requests.',
          icon: FileTextIcon,
        },
        {
          to: '/associate/products',
          title: 'Products',
          description: 'Stock levels and the catalogue.',
          icon: PackageIcon,
        },
        {
          to: '/associate/support',
          title: 'Support',
          description: 'Answer tickets and chats.',
          icon: HeadsetIcon,
        },
      ]}
    />
  );
}
