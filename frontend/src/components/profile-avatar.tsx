import { Avatar, type AvatarProps } from '@mantine/core';
import type { Profile } from '@plume/shared/account';

/** Each avatar is an animal (or the feather) drawn with an emoji on its own colour, so children find theirs at a glance. */
export const avatarArt: Record<Profile['avatar'], { emoji: string; color: string }> = {
  plume: { emoji: '🪶', color: 'indigo' },
  renard: { emoji: '🦊', color: 'orange' },
  hibou: { emoji: '🦉', color: 'grape' },
  chat: { emoji: '🐱', color: 'yellow' },
  tortue: { emoji: '🐢', color: 'teal' },
  licorne: { emoji: '🦄', color: 'pink' },
  dauphin: { emoji: '🐬', color: 'cyan' },
  panda: { emoji: '🐼', color: 'gray' },
};

/** Decorative: the profile's name always sits beside it or in the button's label. */
export function ProfileAvatar({ avatar, ...props }: { avatar: Profile['avatar'] } & Omit<AvatarProps, 'children'>) {
  const art = avatarArt[avatar];
  return (
    <Avatar color={art.color} variant="light" aria-hidden="true" {...props}>
      <span style={{ fontSize: '1.2em' }}>{art.emoji}</span>
    </Avatar>
  );
}
