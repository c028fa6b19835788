import { MantineProvider } from '@mantine/core';
import type { BattleFinishedFrame } from '@plume/shared/battles/protocol';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { applyPreferredLanguage, loadScreenTranslations } from '@/lib/i18n';
import type { RoomView } from '../api/battle-store';
import { BattleResult } from './battle-result';

const room: RoomView = {
  type: 'battle_room', battleId: 'b1', kind: 'random', status: 'finished', seats: 2, entryFee: 10, category: 'grammaire', language: 'fr', you: 'lea', questionMs: 30_000, questions: 10,
  players: [],
};

test('a duel both players left says it was abandoned: a draw for each, nobody wins, the entries given back', async () => {
  // Prepare: the result a late return gets (`battle_snapshot`), as the server settles an abandoned duel.
  await applyPreferredLanguage('fr');
  await loadScreenTranslations('battles');
  const finished: BattleFinishedFrame = {
    type: 'battle_finished', battleId: 'b1', reason: 'abandoned',
    standings: [
      { profileId: 'lea', name: 'Léa', rank: 1, correct: 0, points: 0, left: true, result: 'draw' },
      { profileId: 'hugo', name: 'Hugo', rank: 1, correct: 0, points: 0, left: true, result: 'draw' },
    ],
  };

  // Act
  render(<MantineProvider><MemoryRouter><BattleResult room={room} finished={finished} home="/quiz/battle" /></MemoryRouter></MantineProvider>);

  // Assess
  expect(screen.getByRole('heading', { level: 2, name: 'Égalité' })).toBeInTheDocument();
  expect(screen.getByText(/^Partie abandonnée\s: les deux joueurs sont partis\. Personne ne gagne, et les mises sont rendues\.$/)).toBeInTheDocument();
  expect(screen.queryByText('Victoire\u202f!')).not.toBeInTheDocument();
});

test('a family game with a time handicap says each player’s time per question, and that it pays nothing', async () => {
  await applyPreferredLanguage('fr');
  await loadScreenTranslations('battles');
  const finished: BattleFinishedFrame = {
    type: 'battle_finished', battleId: 'b2', reason: 'completed', handicap: 'time', familyGame: true,
    standings: [
      { profileId: 'hugo', name: 'Hugo', rank: 1, correct: 7, points: 5_200, left: false, result: 'win', questionMs: 60_000 },
      { profileId: 'camille', name: 'Camille', rank: 2, correct: 6, points: 4_900, left: false, result: 'loss', questionMs: 30_000 },
    ],
  };

  render(<MantineProvider><MemoryRouter><BattleResult room={{ ...room, kind: 'friend', entryFee: 0, you: 'hugo' }} finished={finished} home="/quiz/battle" /></MemoryRouter></MantineProvider>);

  expect(screen.getByRole('heading', { level: 2, name: 'Victoire\u202f!' })).toBeInTheDocument();
  // The text matcher sees no-break spaces as spaces (« 60 s », « question : »).
  expect(screen.getByText('Handicap de temps. Temps par question : Hugo 60 s et Camille 30 s.')).toBeInTheDocument();
  expect(screen.getByText(/^Partie en famille\s: les mises sont rendues/)).toBeInTheDocument();
});

test('a family game by level says the level of each player’s questions', async () => {
  await applyPreferredLanguage('fr');
  await loadScreenTranslations('battles');
  const finished: BattleFinishedFrame = {
    type: 'battle_finished', battleId: 'b3', reason: 'completed', handicap: 'level', familyGame: true,
    standings: [
      { profileId: 'camille', name: 'Camille', rank: 1, correct: 8, points: 6_100, left: false, result: 'win', level: 'difficile' },
      { profileId: 'hugo', name: 'Hugo', rank: 2, correct: 7, points: 5_600, left: false, result: 'loss', level: 'facile' },
    ],
  };

  render(<MantineProvider><MemoryRouter><BattleResult room={{ ...room, kind: 'friend', entryFee: 0, you: 'hugo' }} finished={finished} home="/quiz/battle" /></MemoryRouter></MantineProvider>);

  expect(screen.getByRole('heading', { level: 2, name: 'Défaite' })).toBeInTheDocument();
  expect(screen.getByText('Handicap par niveau. Questions : Camille difficiles et Hugo faciles.')).toBeInTheDocument();
});
