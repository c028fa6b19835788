import { Button, Checkbox, Fieldset, Group, NumberInput, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { gameModes } from '@plume/shared/quiz/game-modes';
import type { SystemConfiguration } from '@plume/shared/settings';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { QueryState } from '@/components/query-state';
import { useEditableConfiguration, useUpdateConfiguration } from '../api/edit-configuration';
import { CustomLanguageForm } from '../components/custom-language-form';
import { changedSections } from '../configuration-patch';

/** `/admin/configuration`: the system configuration every app reads, edited by an admin (group `admin`). */
export function ConfigurationEditorRoute() {
  const { t } = useTranslation();
  const configuration = useEditableConfiguration();
  return (
    <AppPage title={t('adminConsole.configuration.title')} subtitle={t('adminConsole.configuration.subtitle')} back="/admin" size="lg">
      <QueryState query={configuration}>
        {/* Keyed by the stored values: after a save, the form starts again from what the server kept. */}
        {(stored) => <ConfigurationForm key={JSON.stringify(stored)} stored={stored} />}
      </QueryState>
      <Stack mt="lg">
        <CustomLanguageForm />
      </Stack>
    </AppPage>
  );
}

type Section = 'coins' | 'quiz' | 'battle';
const numberFields: Record<Section, { field: string; label: string; min: number; max?: number }[]> = {
  coins: [
    { field: 'signupBonus', label: 'signupBonus', min: 0 },
    { field: 'referralBonus', label: 'referralBonus', min: 0 },
    { field: 'dailyQuizReward', label: 'dailyQuizReward', min: 0 },
    { field: 'minRedeemableCoins', label: 'minRedeemableCoins', min: 1 },
    { field: 'coinsPerEuro', label: 'coinsPerEuro', min: 1 },
  ],
  quiz: [
    { field: 'questionSeconds', label: 'questionSeconds', min: 5, max: 600 },
    { field: 'passPercentage', label: 'passPercentage', min: 0, max: 100 },
    { field: 'maxCoinsPerLevel', label: 'maxCoinsPerLevel', min: 0 },
    { field: 'lifelineCost', label: 'lifelineCost', min: 0 },
  ],
  battle: [
    { field: 'questionSeconds', label: 'battleQuestionSeconds', min: 5, max: 600 },
    { field: 'questionsPerBattle', label: 'questionsPerBattle', min: 1, max: 50 },
    { field: 'entryFee', label: 'entryFee', min: 0 },
  ],
};

function ConfigurationForm({ stored }: { stored: SystemConfiguration }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(stored);
  const update = useUpdateConfiguration();
  const patch = changedSections(stored, draft);
  const unchanged = Object.keys(patch).length === 0;
  const setNumber = (section: Section, field: string, value: string | number) =>
    setDraft((current) => ({ ...current, [section]: { ...current[section], [field]: typeof value === 'number' ? value : Number.NaN } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!unchanged) update.mutate(patch);
  };
  const disabledModes = draft.quiz.disabledModes ?? [];
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Fieldset legend={t('adminConsole.configuration.maintenance')}>
          <Stack gap="md">
            <Switch
              label={t('adminConsole.configuration.maintenanceMode')}
              description={t('adminConsole.configuration.maintenanceModeHint')}
              checked={draft.maintenanceMode}
              onChange={(event) => setDraft({ ...draft, maintenanceMode: event.currentTarget.checked })}
            />
            <Textarea
              label={t('adminConsole.configuration.maintenanceMessage')}
              maxLength={500}
              autosize
              minRows={2}
              value={draft.maintenanceMessage}
              onChange={(event) => setDraft({ ...draft, maintenanceMessage: event.currentTarget.value })}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('adminConsole.configuration.customLanguage.title')}>
          <Switch
            label={t('adminConsole.configuration.customLanguage.offered')}
            description={t('adminConsole.configuration.customLanguage.offeredHint')}
            checked={draft.customLanguageOffered === true}
            onChange={(event) => setDraft({ ...draft, customLanguageOffered: event.currentTarget.checked })}
          />
        </Fieldset>
        {(['coins', 'quiz', 'battle'] as const).map((section) => (
          <Fieldset key={section} legend={t(`adminConsole.configuration.${section}`)}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {numberFields[section].map(({ field, label, min, max }) => (
                  <NumberInput
                    key={field}
                    label={t(`adminConsole.configuration.${label}` as 'adminConsole.configuration.signupBonus')}
                    min={min}
                    max={max}
                    allowDecimal={false}
                    allowNegative={false}
                    value={(draft[section] as unknown as Record<string, number>)[field]}
                    onChange={(value) => setNumber(section, field, value)}
                  />
                ))}
              </SimpleGrid>
              {section === 'quiz' && (
                <Checkbox.Group
                  label={t('adminConsole.configuration.disabledModes')}
                  value={disabledModes}
                  onChange={(modes) => setDraft({ ...draft, quiz: { ...draft.quiz, disabledModes: gameModes.filter((mode) => modes.includes(mode)) } })}
                >
                  <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                    {gameModes.map((mode) => (
                      <Checkbox key={mode} value={mode} label={t(`quiz.modes.${mode}.title`)} />
                    ))}
                  </SimpleGrid>
                </Checkbox.Group>
              )}
            </Stack>
          </Fieldset>
        ))}
        <Group justify="flex-end">
          {unchanged && (
            <Text size="sm" c="dimmed">
              {t('adminConsole.configuration.nothingChanged')}
            </Text>
          )}
          <Button type="submit" disabled={unchanged} loading={update.isPending}>
            {t('adminConsole.configuration.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
