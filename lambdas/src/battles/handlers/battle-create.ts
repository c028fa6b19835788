import { createBattleFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { createRoom } from '#battles/rooms';
import { callerOf } from '#battles/caller';

/** `battle_create`: a friend room (its code sent back) or a battle against the bot, started at once. */
export const handler = webSocketAction(createBattleFrame, async ({ message, event }) => {
  await createRoom(callerOf(event), message, event.requestContext.requestTimeEpoch);
});
