import { Accordion, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { planPrices, TRIAL_DAYS } from '@plume/shared/plans';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/app-link';
import { useLocaleFormat } from '@/lib/locale-format';
import { faqSections } from '../questions';

/**
 * `/faq` (public): the questions families ask, a section each (subscription, family, children's data, coins), every
 * answer behind its question (Mantine's accordion: buttons with `aria-expanded`, inside `h3` headings under the
 * section's `h2`). Prices come from the plans (`shared/src/plans.ts`), never from the words.
 */
export function FaqRoute() {
  const { t } = useTranslation();
  const { euros } = useLocaleFormat();
  const values = { monthly: euros(planPrices.monthly.amountCents), yearly: euros(planPrices.yearly.amountCents), trialDays: TRIAL_DAYS };
  return (
    <Container size="md" py={{ base: 40, md: 64 }}>
      <title>{t('faq.pageTitle')}</title>
      <Stack gap="xs" mb="xl">
        <Title order={1}>{t('faq.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('faq.subtitle')}
        </Text>
      </Stack>
      <Stack gap="xl">
        {faqSections.map((section) => (
          <Stack key={section.id} gap="sm" component="section" aria-labelledby={`faq-${section.id}`}>
            <Title order={2} id={`faq-${section.id}`}>
              {t(`faq.sections.${section.id}.title`)}
            </Title>
            <Accordion variant="separated" order={3} multiple>
              {section.questions.map((question) => {
                const key = `faq.sections.${section.id}.${question}` as 'faq.sections.subscription.price';
                return (
                  <Accordion.Item key={question} value={question}>
                    <Accordion.Control>{t(`${key}.question`)}</Accordion.Control>
                    <Accordion.Panel>
                      <Text>{t(`${key}.answer`, values)}</Text>
                    </Accordion.Panel>
                  </Accordion.Item>
                );
              })}
            </Accordion>
          </Stack>
        ))}
      </Stack>
      <Text mt={48}>
        {t('faq.more')}{' '}
        <Anchor component={AppLink} to="/contact-us/">
          {t('faq.contact')}
        </Anchor>
      </Text>
    </Container>
  );
}
