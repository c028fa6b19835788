/** The site's main pages, shown in the header on wide screens and in the mobile menu on narrow ones. */
export const pageLinks = [
  { to: '/pricing', label: 'nav.pricing' },
  { to: '/about-us/', label: 'nav.about' },
] as const;
