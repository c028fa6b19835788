import { startBattleFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { startRoom } from '#battles/rooms';
import { callerOf } from '#battles/caller';

/** `battle_start`: the owner starts a full room. */
export const handler = webSocketAction(startBattleFrame, async ({ message, event }) => {
  await startRoom(callerOf(event), message.battleId, message.profileId, event.requestContext.requestTimeEpoch);
});
