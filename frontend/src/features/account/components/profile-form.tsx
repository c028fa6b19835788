import { Checkbox, NativeSelect, Stack, TextInput } from '@mantine/core';
import { PasswordInput } from '@/components/password-input';
import { Dialog } from '@/components/dialog';
import { ageBands, hiddenFromBoardsByDefault, type AgeBand, type Profile } from '@plume/shared/account';
import { DEFAULT_TIME_ACCOMMODATION, timeAccommodations, type TimeAccommodation } from '@plume/shared/time-accommodation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '@/lib/form';
import { useCreateProfile } from '../api/create-profile';
import { useUpdateProfile } from '../api/update-profile';
import { isPin, nameErrorKey } from '../validation';
import { AvatarPicker } from './avatar-picker';
import { MutationError } from '@/components/mutation-error';
import { FormActions } from '@/components/form-actions';

/** `profile` absent: a new family member; present: editing that profile. */
export function ProfileFormModal({ opened, profile, onClose }: { opened: boolean; profile?: Profile; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t(profile ? 'account.profiles.editTitle' : 'account.profiles.addTitle')} centered>
      {/* Mounted per opening, so the form starts from the profile being edited. */}
      {opened && <ProfileForm profile={profile} onDone={onClose} />}
    </Dialog>
  );
}

function ProfileForm({ profile, onDone }: { profile?: Profile; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateProfile();
  const update = useUpdateProfile();
  const save = profile ? update : create;
  const [removePin, setRemovePin] = useState(false);
  // Until someone ticks or unticks it, the box follows the age band: children are hidden from public boards.
  const [chosenHidden, setChosenHidden] = useState(profile?.hideFromPublicBoards);
  const form = useForm({
    initialValues: {
      name: profile?.name ?? '', avatar: profile?.avatar ?? 'renard', ageBand: profile?.ageBand ?? '6-8', pin: '',
      timeAccommodation: profile?.timeAccommodation ?? DEFAULT_TIME_ACCOMMODATION,
    },
    validate: ({ name, pin }) => {
      const nameError = nameErrorKey(name);
      return { name: nameError ? t(nameError) : undefined, pin: pin === '' || isPin(pin) ? undefined : t('account.validation.pin') };
    },
  });

  const hideFromPublicBoards = chosenHidden ?? hiddenFromBoardsByDefault(form.values.ageBand as AgeBand);

  const submit = form.onSubmit(({ name, avatar, ageBand, pin, timeAccommodation }) => {
    const fields = {
      name: name.trim(), avatar: avatar as Profile['avatar'], ageBand: ageBand as Profile['ageBand'], timeAccommodation: timeAccommodation as TimeAccommodation, hideFromPublicBoards,
    };
    const done = { onSuccess: onDone };
    if (!profile) return create.mutate({ ...fields, ...(pin ? { pin } : {}) }, done);
    const pinChange = removePin ? { pin: null } : pin ? { pin } : {};
    update.mutate({ profileId: profile.id, ...fields, ...pinChange }, done);
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <MutationError error={save.error} />
        <TextInput label={t('account.fields.profileName')} required maxLength={30} data-autofocus {...form.getInputProps('name')} />
        <AvatarPicker value={form.values.avatar as Profile['avatar']} onChange={(avatar) => form.setFieldValue('avatar', avatar)} />
        <NativeSelect
          label={t('account.fields.ageBand')}
          data={ageBands.map((band) => ({ value: band, label: t(`account.ageBands.${band}`) }))}
          {...form.getInputProps('ageBand')}
        />
        <NativeSelect
          label={t('account.fields.timeAccommodation')}
          description={t('account.fields.timeAccommodationHint')}
          data={timeAccommodations.map((value) => ({ value, label: t(`account.timeAccommodations.${value}`) }))}
          {...form.getInputProps('timeAccommodation')}
        />
        <Checkbox
          label={t('account.fields.hideFromPublicBoards')}
          description={t('account.fields.hideFromPublicBoardsHint')}
          checked={hideFromPublicBoards}
          onChange={(event) => setChosenHidden(event.currentTarget.checked)}
        />
        {profile?.hasPin && <Checkbox label={t('account.profiles.removePin')} checked={removePin} onChange={(event) => setRemovePin(event.currentTarget.checked)} />}
        {!removePin && (
          <PasswordInput
            label={t(profile?.hasPin ? 'account.fields.newPin' : 'account.fields.optionalPin')}
            description={t('account.fields.pinHint')}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            {...form.getInputProps('pin')}
          />
        )}
        <FormActions onCancel={onDone} pending={save.isPending} />
      </Stack>
    </form>
  );
}
