import { nudgeBattleFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { nudge } from '#battles/play';
import { callerOf } from '#battles/caller';

/** `battle_nudge`: a client's countdown ended; the server reveals if its own clock says so. */
export const handler = webSocketAction(nudgeBattleFrame, async ({ message, event }) => {
  await nudge(callerOf(event), message, event.requestContext.requestTimeEpoch);
});
