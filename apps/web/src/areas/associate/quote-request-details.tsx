import { formatDate } from '@/lib/format';

interface QuoteRequestFields {
  eventDate: string | null;
  deliveryAddress: string | null;
  specialRequirements: string | null;
}

/**
 * What a storefront quote request asked for (the storefront's quote form): its event date, delivery address
 * and special requirements, on the quote and on its lead. Nothing when the request gave none.
 */
export function QuoteRequestDetails({ request }: { request: QuoteRequestFields }) {
  const { eventDate, deliveryAddress, specialRequirements } = request;
  if (!eventDate && !deliveryAddress && !specialRequirements) return null;
  return (
    <dl aria-label="Quote request" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {eventDate && (
        <>
          <dt className="text-muted-foreground">Event date</dt>
          {/* A calendar day: read at local noon so no time zone moves it to the day before. */}
          <dd>{formatDate(`${eventDate}T12:00:00`)}</dd>
        </>
      )}
      {deliveryAddress && (
        <>
          <dt className="text-muted-foreground">Delivery address</dt>
          <dd className="whitespace-pre-line">{deliveryAddress}</dd>
        </>
      )}
      {specialRequirements && (
        <>
          <dt className="text-muted-foreground">Special requirements</dt>
          <dd className="whitespace-pre-line">{specialRequirements}</dd>
        </>
      )}
    </dl>
  );
}
