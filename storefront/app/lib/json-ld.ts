/** A schema.org object as search engines read it (`@context`, `@type` and its properties). */
export type JsonLd = { readonly '@context': 'https://schema.org'; readonly '@type': string } & {
  readonly [property: string]: unknown;
};

/**
 * JSON for a `<script type="application/ld+json">` element's body. Characters that would let
 * text end the element or break the JavaScript it sits in (`</script>` inside a product
 * description must stay data) become their JSON escapes, which parse back to the same character.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Props for the one way pages embed structured data: `<script {...jsonLdScriptProps(data)} />`.
 * Rendered as a component (not via `meta`) so the data can come from the loader, which knows
 * the site's public origin.
 */
export function jsonLdScriptProps(data: JsonLd) {
  return {
    type: 'application/ld+json',
    dangerouslySetInnerHTML: { __html: serializeJsonLd(data) },
  } as const;
}

/**
 * The shop as an Organization (home page): name, site, logo and, when the shop has set them, how
 * to reach its support team (the phone number as stored, in E.164).
 */
export function organizationJsonLd({
  name,
  url,
  logo,
  email,
  telephone,
}: {
  name: string;
  url: string;
  logo: string;
  email: string | null;
  telephone: string | null;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url,
    logo,
    ...(email || telephone
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer support',
            ...(email ? { email } : {}),
            ...(telephone ? { telephone } : {}),
            areaServed: 'US',
            availableLanguage: 'English',
          },
        }
      : {}),
  };
}
