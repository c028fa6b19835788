import { Container, Stack, Text, Title } from '@mantine/core';

/** The heading of a marketing page below the header. */
export function PageIntro({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Container size="md" pt={{ base: 40, md: 72 }}>
      <Stack align="center" ta="center" gap="sm">
        <Title order={1}>{title}</Title>
        <Text size="lg" c="dimmed" maw={640}>
          {subtitle}
        </Text>
      </Stack>
    </Container>
  );
}
