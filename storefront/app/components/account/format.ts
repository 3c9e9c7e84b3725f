/** Order dates read the same on the server and in any browser: en-US, in UTC. */
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** `PARTIALLY_REFUNDED` → `Partially refunded`. */
export function formatStatus(status: string | null): string | null {
  if (!status) return null;
  const words = status.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const deliveryDateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A delivery's day with its weekday, the same everywhere: "Fri, Jan 8, 2027" (UTC). */
export function formatDeliveryDate(date: string | Date): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(value.getTime()) ? '' : deliveryDateFormat.format(value);
}
