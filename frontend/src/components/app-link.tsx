import { createContext, use, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> };

interface Navigation {
  Link: ComponentType<AppLinkProps>;
  navigate: (to: string) => void;
}

/**
 * Without the app's router (the prerendered first pages): a link is a plain anchor and every move loads the next
 * document, which the edge answers with the app shell, so the full app takes over there.
 */
const documentNavigation: Navigation = {
  Link: ({ to, ...anchor }) => <a href={to} {...anchor} />,
  navigate: (to) => window.location.assign(to),
};

const NavigationContext = createContext<Navigation>(documentNavigation);

/**
 * How the links and moves of components shared with the first pages (header, footer, landing, pricing) travel: the
 * app (`app-shell.tsx`) provides its router's `Link` and `navigate`, so those components do not import the router
 * (whose one module would otherwise come whole with the first pages).
 */
export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

/** A link to a page of the site, for `component={AppLink}` on Mantine's Anchor and Button as well. */
export function AppLink(props: AppLinkProps) {
  const { Link } = use(NavigationContext);
  return <Link {...props} />;
}

/** Moves to a page of the site: the router's navigation in the app, a document load on a first page. */
export function useAppNavigate(): (to: string) => void {
  return use(NavigationContext).navigate;
}
