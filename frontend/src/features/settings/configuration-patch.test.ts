import { describe, expect, it } from 'vitest';
import { defaultSystemConfiguration } from '@plume/shared/settings';
import { changedSections } from './configuration-patch';

describe('changedSections', () => {
  it('is empty while nothing differs from what is stored', () => {
    expect(changedSections(defaultSystemConfiguration, structuredClone(defaultSystemConfiguration))).toEqual({});
  });

  it('sends a changed section whole, and only the sections that changed', () => {
    const draft = structuredClone(defaultSystemConfiguration);
    draft.coins.coinsPerEuro = 2000;
    draft.maintenanceMode = true;
    expect(changedSections(defaultSystemConfiguration, draft)).toEqual({ maintenanceMode: true, coins: { ...defaultSystemConfiguration.coins, coinsPerEuro: 2000 } });
  });

  it('sees a mode switched off, and switched back on as unchanged', () => {
    const off = { ...defaultSystemConfiguration, quiz: { ...defaultSystemConfiguration.quiz, disabledModes: ['audio' as const] } };
    expect(changedSections(defaultSystemConfiguration, off)).toEqual({ quiz: off.quiz });
    expect(changedSections(off, { ...off, quiz: { ...off.quiz, disabledModes: ['audio'] } })).toEqual({});
  });
});
