import { leaveBattleFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { runMove } from '#battles/run-move';
import { moverOf } from '#battles/caller';

/** `battle_leave`: leave the lobby (the owner deletes the room) or forfeit a battle in play. */
export const handler = webSocketAction(leaveBattleFrame, async ({ message, event }) => {
  await runMove(message.battleId, { type: 'leave', ...moverOf(event, message.profileId) });
});
