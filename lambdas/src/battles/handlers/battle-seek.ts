import { seekBattleFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { seek } from '#battles/matchmaking';
import { callerOf } from '#battles/caller';

/** `battle_seek`: opens or renews this search's ticket in its pool, then runs one matching pass of the pool. */
export const handler = webSocketAction(seekBattleFrame, async ({ message, event }) => {
  await seek(callerOf(event), message, event.requestContext.requestTimeEpoch);
});
