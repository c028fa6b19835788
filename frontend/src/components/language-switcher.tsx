import { Box, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CUSTOM_LANGUAGE, chooseLanguage, isSupportedLanguage, supportedLanguages } from '@/lib/i18n';
import { switchToCustomLanguage, useCustomLanguageOffered } from '@/lib/custom-language';

/**
 * Français / English as a radio group (arrow keys move between them), each named in its own language. Narrow
 * screens show the language codes; screen readers always hear the full names. The choice is remembered. When the
 * system configuration offers it, a third choice speaks the admins' custom translation set (« Personnalisé »),
 * fetched then and switched to at once.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const customOffered = useCustomLanguageOffered();
  const option = (value: string, name: string, short: string, lang?: string) => ({
    value,
    label: (
      <>
        <VisuallyHidden lang={lang}>{name}</VisuallyHidden>
        <Box component="span" aria-hidden="true" visibleFrom="sm">
          {name}
        </Box>
        <Box component="span" aria-hidden="true" hiddenFrom="sm">
          {short}
        </Box>
      </>
    ),
  });
  const options = [
    ...supportedLanguages.map((language) => option(language.code, language.name, language.code.toUpperCase(), language.code)),
    ...(customOffered ? [option(CUSTOM_LANGUAGE, t('language.custom'), t('language.customShort'))] : []),
  ];
  const current = isSupportedLanguage(i18n.language) || (customOffered && i18n.language === CUSTOM_LANGUAGE) ? i18n.language : '';

  return (
    <SegmentedControl
      aria-label={t('language.label')}
      size="xs"
      radius="xl"
      data={options}
      // A custom translation set no longer offered matches no option: then no option is selected.
      value={current}
      onChange={(code) => {
        if (isSupportedLanguage(code)) void chooseLanguage(code);
        else if (code === CUSTOM_LANGUAGE) void switchToCustomLanguage().catch((error: unknown) => console.error('The custom translation set could not be loaded', error));
      }}
    />
  );
}
