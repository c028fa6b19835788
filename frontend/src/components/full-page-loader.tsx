import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
