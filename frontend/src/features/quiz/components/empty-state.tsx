import { Center, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="md">
        <Text c="dimmed" ta="center">
          {children}
        </Text>
        {action}
      </Stack>
    </Center>
  );
}
