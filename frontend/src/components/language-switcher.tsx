import { Box, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, isSupportedLanguage, supportedLanguages } from '@/lib/i18n';

/**
 * Français / English as a radio group (arrow keys move between them), each named in its own language. Narrow
 * screens show the language codes; screen readers always hear the full names. The choice is remembered.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const options = supportedLanguages.map((language) => ({
    value: language.code,
    label: (
      <>
        <VisuallyHidden lang={language.code}>{language.name}</VisuallyHidden>
        <Box component="span" aria-hidden="true" visibleFrom="sm">
          {language.name}
        </Box>
        <Box component="span" aria-hidden="true" hiddenFrom="sm">
          {language.code.toUpperCase()}
        </Box>
      </>
    ),
  }));

  return (
    <SegmentedControl
      aria-label={t('language.label')}
      size="xs"
      radius="xl"
      data={options}
      // A custom translation set matches no option: then no option is selected.
      value={isSupportedLanguage(i18n.language) ? i18n.language : ''}
      onChange={(code) => {
        if (isSupportedLanguage(code)) void chooseLanguage(code);
      }}
    />
  );
}
