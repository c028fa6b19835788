import { Center, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a list says when it has nothing to show, with the way to fill it. */
export function EmptyState({ icon, children, action }: { icon?: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="md" c="dimmed">
        {icon}
        <Text c="dimmed" ta="center" maw={480}>
          {children}
        </Text>
        {action}
      </Stack>
    </Center>
  );
}
