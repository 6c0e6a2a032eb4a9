import { formatDate } from '@/lib/format';

/** A calendar day (YYYY-MM-DD, Sydney's) in en-AU, the same day whatever the browser's time zone. */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00`);
