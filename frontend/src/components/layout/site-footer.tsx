import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/app-link';
import { Logo } from '../logo';
import classes from './site-layout.module.css';

const informationLinks = [
  { to: '/about-us/', label: 'footer.about' },
  { to: '/faq/', label: 'footer.faq' },
  { to: '/contact-us/', label: 'footer.contact' },
  { to: '/terms-conditions/', label: 'footer.terms' },
  { to: '/privacy-policy/', label: 'footer.privacy' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="xl">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap="xs">
            <Logo />
            <Text size="sm" c="dimmed">
              {t('footer.tagline')}
            </Text>
          </Stack>
          <Box component="nav" aria-label={t('footer.linksLabel')}>
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {informationLinks.map((link) => (
                <li key={link.to}>
                  <Anchor component={AppLink} to={link.to} size="sm" c="dark">
                    {t(link.label)}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </Box>
        </Group>
        <Text size="xs" c="dimmed" mt="xl">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
