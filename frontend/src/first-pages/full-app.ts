/**
 * Starts the full app in place of the first page, as the app shell would have: its stylesheets, then its entry,
 * which renders into #root (replacing the prerendered markup). Both come from the app's own build (vite.config.ts
 * writes their addresses here), so nothing of the app is bundled twice.
 */
export async function startFullApp(): Promise<void> {
  const { script, styles } = import.meta.env.PLUME_APP_ENTRY;
  await Promise.all(styles.map(linkStylesheet));
  await import(/* @vite-ignore */ script);
}

function linkStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, crossOrigin: '' });
    // A stylesheet that fails leaves the app unstyled but working: do not hold it back.
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });
}
