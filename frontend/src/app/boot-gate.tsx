import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSystemConfiguration } from '@/features/settings/api/get-system-configuration';
import { offerCustomLanguage, switchToCustomLanguage } from '@/lib/custom-language';
import { applyPreferredLanguage, customLanguageChosen } from '@/lib/i18n';

const MaintenancePage = lazy(() =>
  import('@/features/settings/components/maintenance-page').then(({ MaintenancePage }) => ({ default: MaintenancePage })),
);

/**
 * The site paints at once, without waiting for any API call: from the configuration this browser kept on its last
 * visit, if any, while the current one loads (once per page load). The configuration may put the whole site in
 * maintenance, and it names the default language for visitors who have not chosen one.
 */
export function BootGate({ children }: { children: ReactNode }) {
  const { data: configuration, isPlaceholderData } = useSystemConfiguration();
  useDeploymentLanguage(isPlaceholderData ? undefined : configuration?.defaultLanguage, isPlaceholderData ? undefined : configuration?.customLanguageOffered === true);

  if (configuration?.maintenanceMode) {
    return (
      <Suspense fallback={null}>
        <MaintenancePage message={configuration.maintenanceMessage} />
      </Suspense>
    );
  }
  return children;
}

/**
 * Once the deployment's default language is known, a visitor who has not chosen one is switched to it (and it is
 * remembered). The custom translation set is offered in the language menu while the configuration says so: a visitor
 * who chose it last time gets it back, and one speaking it when it is withdrawn goes back to their real language.
 */
function useDeploymentLanguage(defaultLanguage: string | undefined, customLanguageOffered: boolean | undefined) {
  useEffect(() => {
    if (defaultLanguage === undefined) return;
    offerCustomLanguage(customLanguageOffered === true);
    void applyPreferredLanguage(defaultLanguage)
      .then(() => (customLanguageOffered && customLanguageChosen() ? switchToCustomLanguage() : undefined))
      .catch((error: unknown) => console.error('The custom translation set could not be loaded', error));
  }, [defaultLanguage, customLanguageOffered]);
}
