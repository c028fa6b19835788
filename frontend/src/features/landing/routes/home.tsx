import { useTranslation } from 'react-i18next';
import { ClosingCall } from '../components/closing-call';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';

export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('home.pageTitle')}</title>
      <Hero />
      <HowItWorks />
      <FeatureGrid />
      <ClosingCall />
    </>
  );
}
