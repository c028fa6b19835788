import { readyBattleFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { markReady } from '#battles/groups';
import { callerOf } from '#battles/caller';

/** `battle_ready`: a guest of a group room is ready (or not any more). */
export const handler = webSocketAction(readyBattleFrame, async ({ message, event }) => {
  await markReady(callerOf(event), message.battleId, message.profileId, message.ready);
});
