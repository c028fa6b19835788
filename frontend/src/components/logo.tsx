import { Group, Text, ThemeIcon } from '@mantine/core';
import { FeatherIcon } from './icon';

/** The feather and the name, as on the favicon. */
export function Logo() {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={34} radius="xl" variant="light">
        <FeatherIcon size={20} />
      </ThemeIcon>
      <Text component="span" fw={700} fz={24} ff="heading" c="indigo.9">
        Plume
      </Text>
    </Group>
  );
}
