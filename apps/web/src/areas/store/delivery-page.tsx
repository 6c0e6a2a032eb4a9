import { ClockIcon, PackageIcon, TruckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/format';
import { ScrollableTable } from './content/blocks';
import { supportContact } from './content/contact';
import {
  bulkDelivery,
  cutOffTimes,
  DEFAULT_DELIVERY_ESTIMATE,
  damagedGoods,
  deliveryMethods,
  deliveryZones,
  trackingSteps,
} from './content/delivery';
import { cities, citySlugs } from './content/locations';
import { Breadcrumbs, QuoteCallToAction, useScrollToSection } from './content/page-parts';

const sectionClass = 'flex scroll-mt-20 flex-col gap-4';
const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

const contents = [
  { id: 'options', label: 'Delivery options' },
  { id: 'times', label: 'Metro and regional times' },
  { id: 'cut-off', label: 'Order cut-off times' },
  { id: 'bulk', label: 'Bulk and pallet deliveries' },
  { id: 'tracking', label: 'Tracking your order' },
  { id: 'damaged', label: 'Damaged goods' },
  { id: 'delivery-areas', label: 'View All Areas' },
];

function DeliveryIntro() {
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-3xl md:text-4xl">Delivery Information</h1>
      <p className="max-w-3xl text-lg text-muted-foreground">
        We deliver party supplies Australia-wide, to every state and territory. Most orders arrive in{' '}
        <strong className="text-foreground">{DEFAULT_DELIVERY_ESTIMATE}</strong> with Standard Delivery, and
        faster options cover last-minute plans in the capital cities.
      </p>
      <nav aria-label="On this page">
        <ul className="flex flex-wrap gap-2 text-sm">
          {contents.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`} className="inline-block rounded-full border px-3 py-1 hover:bg-accent">
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function DeliveryOptionsSection() {
  return (
    <section id="options" aria-labelledby="options-heading" className={sectionClass}>
      <h2 id="options-heading" className="text-2xl">
        Delivery options
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {deliveryMethods.map((method) => (
          <li key={method.name} className="flex flex-col gap-2 rounded-lg border p-5">
            <h3 className="flex items-center gap-2 font-semibold text-lg">
              <TruckIcon className="size-5 text-primary" aria-hidden="true" />
              {method.name}
            </h3>
            <p className="font-semibold text-2xl">
              {method.cost === null ? 'By quote' : method.cost === 0 ? 'Free' : formatMoney(method.cost)}
            </p>
            <p className="flex items-center gap-1.5 text-sm">
              <ClockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              {method.estimate}
            </p>
            <p className="text-muted-foreground text-sm">{method.detail}</p>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground text-sm">
        Prices include GST. Express and same-day options are chosen at checkout; business days are Monday to
        Friday excluding public holidays.
      </p>
    </section>
  );
}

function TimesSection() {
  return (
    <section id="times" aria-labelledby="times-heading" className={sectionClass}>
      <h2 id="times-heading" className="text-2xl">
        Metro and regional delivery times
      </h2>
      <p>
        Capital city metro areas get every delivery option. Regional centres receive Standard and Express
        Delivery, and remote postcodes need a few extra days because freight travels by road.
      </p>
      <ScrollableTable label={deliveryZones.caption}>
        <table className="w-full text-left text-sm">
          <caption className="px-4 py-2 text-left font-medium text-muted-foreground">
            {deliveryZones.caption}
          </caption>
          <thead className="bg-muted">
            <tr>
              {deliveryZones.head.map((cell) => (
                <th key={cell} scope="col" className="px-4 py-2">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {deliveryZones.rows.map(([area, ...times]) => (
              <tr key={area}>
                <th scope="row" className="px-4 py-2 font-normal">
                  {area}
                </th>
                {times.map((time, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                  <td key={i} className="px-4 py-2">
                    {time}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollableTable>
    </section>
  );
}

function CutOffSection() {
  return (
    <section id="cut-off" aria-labelledby="cut-off-heading" className={sectionClass}>
      <h2 id="cut-off-heading" className="text-2xl">
        Order cut-off times
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        {cutOffTimes.map((row) => (
          <div key={row.label} className="rounded-lg border p-4">
            <dt className="font-semibold">{row.label}</dt>
            <dd className="text-muted-foreground">{row.time}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function BulkSection() {
  return (
    <section id="bulk" aria-labelledby="bulk-heading" className={sectionClass}>
      <h2 id="bulk-heading" className="flex items-center gap-2 text-2xl">
        <PackageIcon className="size-6 text-primary" aria-hidden="true" />
        Bulk and pallet deliveries
      </h2>
      <ul className="ml-5 list-disc space-y-1.5">
        {bulkDelivery.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        Planning a large event? Press Get Quote on any product in the{' '}
        <Link to="/products" className={linkClass}>
          catalogue
        </Link>{' '}
        or email{' '}
        <a href={`mailto:${supportContact.salesEmail}`} className={linkClass}>
          {supportContact.salesEmail}
        </a>
        .
      </p>
    </section>
  );
}

function TrackingSection() {
  return (
    <section id="tracking" aria-labelledby="tracking-heading" className={sectionClass}>
      <h2 id="tracking-heading" className="text-2xl">
        Tracking your order
      </h2>
      <ol className="ml-5 list-decimal space-y-1.5">
        {trackingSteps.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </section>
  );
}

function DamagedGoodsSection() {
  return (
    <section id="damaged" aria-labelledby="damaged-heading" className={sectionClass}>
      <h2 id="damaged-heading" className="text-2xl">
        Damaged or missing goods
      </h2>
      <ul className="ml-5 list-disc space-y-1.5">
        {damagedGoods.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        Questions about a delivery?{' '}
        <Link to="/faq#contact" className={linkClass}>
          Contact our support team
        </Link>{' '}
        or read the{' '}
        <Link to="/faq?category=shipping" className={linkClass}>
          shipping FAQs
        </Link>
        .
      </p>
    </section>
  );
}

function DeliveryAreasSection() {
  return (
    <section id="delivery-areas" aria-labelledby="areas-heading" className={sectionClass}>
      <h2 id="areas-heading" className="text-2xl">
        Delivery areas
      </h2>
      <p>
        Same-Day Metro delivery and local delivery details for our five metro areas. Everywhere else in
        Australia receives Standard and Express Delivery.
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {citySlugs.map((slug) => {
          const city = cities[slug];
          return (
            <li key={slug} className="flex flex-col gap-2 rounded-lg border p-5">
              <h3 className="font-semibold text-lg">
                <Link to={`/locations/${slug}`} className="text-primary underline-offset-4 hover:underline">
                  Party supplies in {city.name}
                </Link>
              </h3>
              <p className="text-muted-foreground text-sm">
                {city.zones.map((zone) => zone.name).join(' · ')}, plus{' '}
                {city.outerAreas.slice(0, 3).join(', ')}.
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** /delivery: how, where and how fast orders arrive (the methods checkout offers). */
export default function DeliveryPage() {
  useScrollToSection();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-8 md:py-12">
      <Breadcrumbs trail={[{ label: 'Delivery Information' }]} />
      <DeliveryIntro />

      <DeliveryOptionsSection />

      <TimesSection />

      <CutOffSection />

      <BulkSection />

      <TrackingSection />

      <DamagedGoodsSection />

      <DeliveryAreasSection />

      <QuoteCallToAction
        heading="Need it for a date?"
        text="Tell us your event date when you request a quote and we will recommend the delivery option that gets it there in time."
      />
    </div>
  );
}
