import { Group, Text, VisuallyHidden } from '@mantine/core';
import { avatars, type Profile } from '@plume/shared/account';
import { useTranslation } from 'react-i18next';
import { ProfileAvatar } from '@/components/profile-avatar';
import classes from '../account.module.css';

/** A radio group drawn as avatars: arrow keys move between them as with any native radio group. */
export function AvatarPicker({ value, onChange }: { value: Profile['avatar']; onChange: (avatar: Profile['avatar']) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={500} mb={6}>
        {t('account.fields.avatar')}
      </Text>
      <Group gap="xs">
        {avatars.map((avatar) => (
          <label key={avatar} className={classes.avatarOption} data-checked={value === avatar || undefined}>
            <input type="radio" name="avatar" value={avatar} checked={value === avatar} onChange={() => onChange(avatar)} />
            <VisuallyHidden>{t(`account.avatars.${avatar}`)}</VisuallyHidden>
            <ProfileAvatar avatar={avatar} size={48} radius={48} />
          </label>
        ))}
      </Group>
    </fieldset>
  );
}
