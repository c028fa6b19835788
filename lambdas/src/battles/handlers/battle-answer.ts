import { answerBattleFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { runMove } from '#battles/run-move';
import { moverOf } from '#battles/caller';

/** `battle_answer`: one answer per player and question, timed by the gateway's receipt (`requestTimeEpoch`). */
export const handler = webSocketAction(answerBattleFrame, async ({ message: { action: _action, battleId, ...answer }, event }) => {
  await runMove(battleId, { type: 'answer', ...answer, ...moverOf(event, answer.profileId) });
});
