import { nudgeBattleFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { runMove } from '#battles/run-move';
import { moverOf } from '#battles/caller';

/** `battle_nudge`: a client's countdown ended; the server reveals if its own clock says so. */
export const handler = webSocketAction(nudgeBattleFrame, async ({ message, event }) => {
  await runMove(message.battleId, { type: 'nudge', questionId: message.questionId, ...moverOf(event, message.profileId) });
});
