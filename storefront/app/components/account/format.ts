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
