import { resumeBattleFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { resumeSeat } from '#battles/resume';
import { callerOf } from '#battles/caller';

/** `battle_resume`: a new connection takes its seat back with the seat's resume token and gets a snapshot of the screen. */
export const handler = webSocketAction(resumeBattleFrame, async ({ message, event }) => {
  await resumeSeat(callerOf(event), message, event.requestContext.requestTimeEpoch);
});
