import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusPageProps {
  /** A big decorative mark above the title, e.g. "404". */
  mark?: ReactNode;
  title: string;
  children: ReactNode;
  /** What the visitor can do about it: a link home, a retry button. */
  action?: ReactNode;
}

/** The centred message behind every "this did not work" screen: not found, maintenance, failures. */
export function StatusPage({ mark, title, children, action }: StatusPageProps) {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        {mark}
        <Title order={1}>{title}</Title>
        <Text size="lg" c="dimmed" maw={520}>
          {children}
        </Text>
        {action}
      </Stack>
    </Container>
  );
}
