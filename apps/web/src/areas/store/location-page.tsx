import { CalendarDaysIcon, MapPinIcon, TruckIcon, WarehouseIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DEFAULT_DELIVERY_ESTIMATE } from './content/delivery';
import { type City, type CitySlug, cities, citySlugs } from './content/locations';
import { Breadcrumbs, QuoteCallToAction } from './content/page-parts';

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/** The heading, the city's introduction and its delivery promises. */
function CityIntro({ city }: { city: City }) {
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-3xl md:text-4xl">Party Supplies in {city.name}</h1>
      <p className="max-w-3xl text-lg text-muted-foreground">{city.intro}</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li className="flex items-center gap-1.5">
          <TruckIcon className="size-4 text-primary" aria-hidden="true" />
          Same-Day Metro: order before 2 PM {city.name} time
        </li>
        <li className="flex items-center gap-1.5">
          <CalendarDaysIcon className="size-4 text-primary" aria-hidden="true" />
          Deliveries Monday to Friday
        </li>
        {city.warehouse && (
          <li className="flex items-center gap-1.5">
            <WarehouseIcon className="size-4 text-primary" aria-hidden="true" />
            Click &amp; Collect: {city.warehouse}
          </li>
        )}
      </ul>
    </div>
  );
}

/** The metro zones and their suburbs, with typical Standard Delivery times. */
function SuburbsSection({ city }: { city: City }) {
  return (
    <section aria-labelledby="suburbs-heading" className="flex flex-col gap-4">
      <h2 id="suburbs-heading" className="text-2xl">
        Suburbs we deliver to in {city.name}
      </h2>
      <p>
        Standard Delivery is quoted at {DEFAULT_DELIVERY_ESTIMATE} Australia-wide; across metro {city.name}{' '}
        orders usually arrive sooner. Times below are typical for Standard Delivery of in-stock items.
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {city.zones.map((zone) => (
          <li key={zone.name} className="flex flex-col gap-2 rounded-lg border p-5">
            <h3 className="flex items-center gap-2 font-semibold text-lg">
              <MapPinIcon className="size-4 text-primary" aria-hidden="true" />
              {zone.name}
            </h3>
            <p className="text-muted-foreground text-sm">
              {zone.suburbs.join(', ')} and surrounding suburbs.
            </p>
            <p className="font-medium text-sm">{zone.typical}</p>
          </li>
        ))}
      </ul>
      <p>
        Beyond the metro area we deliver to {city.outerAreas.join(', ')} and the rest of {city.state} with
        Standard and Express Delivery. See{' '}
        <Link to="/delivery" className={linkClass}>
          delivery information
        </Link>{' '}
        for costs and cut-off times.
      </p>
    </section>
  );
}

/** The city's popular events, each leading to the products for it. */
function EventsSection({ city }: { city: City }) {
  return (
    <section aria-labelledby="events-heading" className="flex flex-col gap-4">
      <h2 id="events-heading" className="text-2xl">
        Popular {city.name} events to plan for
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {city.events.map((event) => (
          <li key={event.name} className="flex flex-col gap-2 rounded-lg border p-5">
            <h3 className="font-semibold text-lg">{event.name}</h3>
            <p className="text-muted-foreground text-sm">{event.when}</p>
            <p className="flex-1">{event.idea}</p>
            <Link to={`/products?category=${event.category}`} className={linkClass}>
              Shop {event.categoryLabel}
              <span className="sr-only"> for {event.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        Planning a birthday? Start with our{' '}
        <Link to="/guides/birthday-party-planning" className={linkClass}>
          birthday party planning guide
        </Link>
        .
      </p>
    </section>
  );
}

/** A city landing page (/locations/<city>): one component, per-city data from content/locations. */
export default function LocationPage({ city: slug }: { city: CitySlug }) {
  const city = cities[slug];
  const otherCities = citySlugs.filter((s) => s !== slug).map((s) => cities[s]);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-8 md:py-12">
      <Breadcrumbs trail={[{ label: 'Delivery Information', to: '/delivery' }, { label: city.name }]} />
      <CityIntro city={city} />

      <SuburbsSection city={city} />

      <EventsSection city={city} />

      <QuoteCallToAction
        heading={`Planning an event in ${city.name}?`}
        text={`Request a quote on any product and our team will confirm pricing and the fastest delivery option to your ${city.name} suburb within 24 hours.`}
      />

      <nav aria-label="Other delivery areas" className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="font-medium">Other areas:</span>
        {otherCities.map((other) => (
          <Link key={other.slug} to={`/locations/${other.slug}`} className={linkClass}>
            {other.name}
          </Link>
        ))}
        <Link to="/delivery#delivery-areas" className={linkClass}>
          View All Areas
        </Link>
      </nav>
    </div>
  );
}
