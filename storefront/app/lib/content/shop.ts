import { useRouteLoaderData } from 'react-router';
import { escapeMarkup } from '../html/escape';
import type { NavItem } from './menu';

/** How shoppers reach the shop's support team, from the shop's metafields. */
export interface SupportContact {
  readonly email: string | null;
  /** The number as stored (E.164, for `tel:` links and structured data) and as people read it. */
  readonly phone: { readonly e164: string; readonly display: string } | null;
  /** The shop's own wording, e.g. "9AM-5PM PST Mon-Fri". */
  readonly hours: string | null;
  /** How soon support answers, e.g. "1-3 business days". */
  readonly responseTime: string | null;
}

/**
 * The shop's own sentences that several pages show, from its metafields (`custom.*`), so the
 * owner words them in the admin. Each is null (or empty) when the shop has not set it, and the
 * page then leaves it out.
 */
export interface ShopTexts {
  /** The footer's mailing-list heading and the line under it. */
  readonly newsletterHeading: string | null;
  readonly newsletterText: string | null;
  /** What a subscription includes, listed under the product page's Delivery Frequency. */
  readonly subscriptionPerks: readonly string[];
  /** When an order ships and its tracking starts, on the thank-you page. */
  readonly orderShippingNote: string | null;
}

/**
 * The shop's name, brand and contact details, its menus and its shared sentences: what every
 * page's frame shows, and what a few pages add.
 */
export interface ShopLayout {
  readonly name: string;
  readonly slogan: string | null;
  /** The home page's description for search results. */
  readonly description: string | null;
  readonly logoUrl: string | null;
  readonly support: SupportContact;
  readonly texts: ShopTexts;
  readonly headerMenu: readonly NavItem[];
  readonly footerMenu: readonly NavItem[];
}

/** The layout the root loader read, or null when the platform could not be asked. */
export function useShopLayout(): ShopLayout | null {
  // Typed here rather than from root.tsx, which imports this module's users.
  const root = useRouteLoaderData('root') as { layout: ShopLayout | null } | undefined;
  return root?.layout ?? null;
}

/** Meta functions get the root's data through their matches rather than a hook. */
export function shopLayoutOf(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): ShopLayout | null {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    { layout: ShopLayout | null } | undefined;
  return root?.layout ?? null;
}

/**
 * A number as people read it: North American numbers (+1 and ten digits) as "(512) 555-0143",
 * any other in its international form as stored.
 */
export function formatPhoneNumber(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}

/**
 * The placeholders page and policy bodies may use for the shop's contact details, so a changed
 * phone number or mailbox shows on every page at once: `{{ support_email }}`,
 * `{{ support_phone }}` (as people read it), `{{ support_phone_e164 }}` (for `tel:` links),
 * `{{ business_hours }}` and `{{ support_response_time }}`. A detail the shop has not set is
 * left out, as Liquid leaves out an empty value.
 */
export function contactPlaceholders(support: SupportContact): Readonly<Record<string, string>> {
  return {
    support_email: support.email ?? '',
    support_phone: support.phone?.display ?? '',
    support_phone_e164: support.phone?.e164 ?? '',
    business_hours: support.hours ?? '',
    support_response_time: support.responseTime ?? '',
  };
}

/**
 * `text` with its `{{ name }}` placeholders filled in. With `escape`, the values are escaped for
 * HTML (text or attribute); a placeholder of another name is left as written.
 */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string>>,
  { escape = false }: { escape?: boolean } = {},
): string {
  return text.replace(/\{\{\s*([a-z0-9_]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name]! : undefined;
    if (value === undefined) return placeholder;
    return escape ? escapeMarkup(value) : value;
  });
}

/** "FAQ" → "FAQ | Clearwell"; a title that already names the shop is kept as it is. */
export function brandedTitle(title: string, shopName: string | null | undefined): string {
  if (!shopName || title.includes(shopName)) return title;
  return title ? `${title} | ${shopName}` : shopName;
}
