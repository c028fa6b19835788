import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links to the neighbouring screens (create an account, back to sign-in…). */
  footer?: ReactNode;
}

/** The frame shared by the sign-in, sign-up, code and password screens. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Container size={460} py={{ base: 32, md: 64 }}>
      <title>{`${title} — Plume`}</title>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack gap="lg">
          <div>
            <Title order={1} fz={28}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" mt={6}>
                {subtitle}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Text ta="center" mt="lg" size="sm">
          {footer}
        </Text>
      )}
    </Container>
  );
}
