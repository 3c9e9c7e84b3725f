/** Header navigation. */
export const MAIN_NAV = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Shop' },
  { to: '/science', label: 'Science' },
  { to: '/about-us', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

type FooterEntry = { label: string; to: string } | { label: string; comingSoon: true };

/** Footer link groups; `comingSoon` entries have no page yet and show as plain text. */
export const FOOTER_GROUPS: { title: string; entries: FooterEntry[] }[] = [
  {
    title: 'Shop',
    entries: [
      { label: 'All products', to: '/products' },
      { label: 'Subscriptions', to: '/subscriptions' },
    ],
  },
  {
    title: 'Help',
    entries: [
      { label: 'Contact us', to: '/contact' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Shipping', to: '/shipping' },
      { label: 'Returns', to: '/returns' },
    ],
  },
  {
    title: 'Company',
    entries: [
      { label: 'About us', to: '/about-us' },
      { label: 'Wholesale', comingSoon: true },
      { label: 'International Orders', comingSoon: true },
    ],
  },
  {
    title: 'Legal',
    entries: [
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
    ],
  },
  {
    title: 'Follow',
    entries: [{ label: 'Instagram', comingSoon: true }],
  },
];
