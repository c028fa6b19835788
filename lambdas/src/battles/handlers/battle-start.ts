import { startBattleFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { runMove } from '#battles/run-move';
import { moverOf } from '#battles/caller';

/** `battle_start`: the owner starts a full room. */
export const handler = webSocketAction(startBattleFrame, async ({ message, event }) => {
  await runMove(message.battleId, { type: 'start', ...moverOf(event, message.profileId) });
});
