import { useTranslation } from 'react-i18next';
import { ClosingCall } from '../components/closing-call';
import { FeatureGrid } from '../components/feature-grid';
import { HowItWorks } from '../components/how-it-works';
import { PageIntro } from '../components/page-intro';

/** Public: every activity of Plume, for families weighing up a subscription. */
export function FeaturesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('featuresPage.pageTitle')}</title>
      <PageIntro title={t('featuresPage.title')} subtitle={t('featuresPage.subtitle')} />
      <FeatureGrid />
      <HowItWorks />
      <ClosingCall />
    </>
  );
}
