import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { isSayable, SAY_MAX_CHARS } from '@plume/shared/battles/team';
import type { QandaSaidFrame } from '@plume/shared/battles/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { battleActions, type RoomView } from '../api/battle-store';

/**
 * The team's discussion: the lines everyone sent (announced politely to screen readers as they arrive) and a short
 * message box. The server refuses control characters and more than 5 lines in 10 s; the box checks the same rule first.
 */
export function TeamChat({ room, lines }: { room: RoomView; lines: readonly QandaSaidFrame[] }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const send = () => {
    if (!isSayable(text)) return;
    battleActions.say(room.battleId, room.you, text);
    setText('');
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="team-chat">
      <Stack gap="sm">
        <Title order={2} size="h5" id="team-chat">{t('qanda.chat.title')}</Title>
        <Stack gap={4} role="log" aria-live="polite" aria-label={t('qanda.chat.log')} mah={220} style={{ overflowY: 'auto' }} tabIndex={0}>
          {lines.length === 0 ? (
            <Text size="sm" c="dimmed">{t('qanda.chat.empty')}</Text>
          ) : (
            lines.map((line, i) => (
              <Text key={`${line.at}-${i}`} size="sm">
                <Text component="span" fw={600}>{line.profileId === room.you ? t('battles.lobby.you') : line.name}</Text>
                {t('qanda.chat.separator')}{line.text}
              </Text>
            ))
          )}
        </Stack>
        <form onSubmit={(e) => { e.preventDefault(); send(); }}>
          <Group gap="xs" align="flex-end">
            <TextInput
              label={t('qanda.chat.message')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              maxLength={SAY_MAX_CHARS}
              autoComplete="off"
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="light" disabled={!isSayable(text)}>{t('qanda.chat.send')}</Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
