import { leaveBattleFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { leaveRoom } from '#battles/rooms';
import { callerOf } from '#battles/caller';

/** `battle_leave`: leave the lobby (the owner deletes the room) or forfeit a battle in play. */
export const handler = webSocketAction(leaveBattleFrame, async ({ message, event }) => {
  await leaveRoom(callerOf(event), message.battleId, message.profileId, event.requestContext.requestTimeEpoch);
});
