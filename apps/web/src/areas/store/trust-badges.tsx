import { ClockIcon, ShieldCheckIcon, TagIcon, TruckIcon } from 'lucide-react';

const trustBadges = [
  { icon: TruckIcon, title: 'Australia-wide delivery', text: 'Metro and regional, 3-5 business days' },
  { icon: TagIcon, title: 'Wholesale pricing', text: 'Bulk rates for events and businesses' },
  { icon: ClockIcon, title: 'Quotes within 24 hours', text: 'Our sales team replies fast' },
  { icon: ShieldCheckIcon, title: 'Browse free', text: 'No account needed to shop or ask' },
];

/** docs/product/storefront-and-sign-in.md: trust badges under the hero. */
export function TrustBadges() {
  return (
    <ul className="mx-auto grid w-full max-w-7xl grid-cols-2 gap-4 px-4 py-8 lg:grid-cols-4">
      {trustBadges.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex items-start gap-3">
          <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
          <span className="flex flex-col">
            <span className="font-semibold">{title}</span>
            <span className="text-muted-foreground text-sm">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
