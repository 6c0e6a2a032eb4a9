import { BadgeCheckIcon, MapPinIcon, QuoteIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

const testimonials = [
  {
    quote:
      'We ordered 600 balloons and a full backdrop for our school fete in Parramatta. The quote came back the same afternoon and everything arrived two days early.',
    name: 'Jess Thompson',
    role: 'P&C Events Coordinator, Sydney NSW',
  },
  {
    quote:
      'As a wedding stylist I need the same colours across big orders. The rose gold range and wholesale pricing have made Party Central my first call every season.',
    name: 'Olivia Russo',
    role: 'Wedding Stylist, Melbourne VIC',
  },
  {
    quote:
      "Our café runs kids' parties every weekend and the bulk tableware packs save us hundreds a month. Delivery to Fremantle is quick and the team actually picks up the phone.",
    name: 'Marcus Lee',
    role: 'Café Owner, Perth WA',
  },
];

/** docs/product/storefront-and-sign-in.md: three fixed customer testimonials. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-muted/60">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-14">
        <h2 id="testimonials-heading" className="text-center">
          What our customers say
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.name} className="flex">
              <figure className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-xs">
                <QuoteIcon className="size-6 text-festive-foreground" aria-hidden="true" />
                <blockquote className="flex-1">{t.quote}</blockquote>
                <figcaption className="flex flex-col">
                  <span className="font-semibold">{t.name}</span>
                  <span className="text-muted-foreground text-sm">{t.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const doors = [
  {
    to: '/login',
    label: 'Partner Portal Login',
    text: 'Order at wholesale prices, track orders and manage quotes.',
  },
  { to: '/login/associate', label: 'Staff Login', text: 'For Party Central associates.' },
  { to: '/login/vendor', label: 'Supplier Login', text: 'Purchase orders, shipments and payments.' },
];
const cities = ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide'] as const;

/**
 * docs/product/storefront-and-sign-in.md: the business-partner section, the customer claim and the five
 * cities.
 */
export function BusinessPartners() {
  return (
    <section
      aria-labelledby="business-heading"
      className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-14"
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <h2 id="business-heading">Become a Business Partner</h2>
        <p className="max-w-2xl text-muted-foreground">
          Event planners, venues, schools and party businesses get wholesale pricing, credit accounts and a
          dedicated sales team. Join <strong className="text-foreground">50,000+ Australian customers</strong>{' '}
          who plan their celebrations with us.
        </p>
        <Link to="/onboarding" className={buttonVariants({ variant: 'festive', size: 'lg' })}>
          <BadgeCheckIcon aria-hidden="true" />
          Become a Partner
        </Link>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {doors.map((door) => (
          <li key={door.label} className="flex flex-col gap-2 rounded-xl border p-5">
            <Link to={door.to} className="font-semibold text-primary underline-offset-4 hover:underline">
              {door.label}
            </Link>
            <p className="text-muted-foreground text-sm">{door.text}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-center gap-3">
        <p className="font-medium">Delivering party supplies from our hubs in</p>
        <ul className="flex flex-wrap justify-center gap-2">
          {cities.map((city) => (
            <li key={city}>
              <Link
                to={`/locations/${city.toLowerCase()}`}
                className="flex items-center gap-1 rounded-full border px-3 py-1 text-sm hover:bg-accent"
              >
                <MapPinIcon className="size-4 text-primary" aria-hidden="true" />
                {city}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
