import { readyBattleFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { runMove } from '#battles/run-move';
import { moverOf } from '#battles/caller';

/** `battle_ready`: a guest of a group room is ready (or not any more). */
export const handler = webSocketAction(readyBattleFrame, async ({ message, event }) => {
  await runMove(message.battleId, { type: 'ready', ready: message.ready, ...moverOf(event, message.profileId) });
});
