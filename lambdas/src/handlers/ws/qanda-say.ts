import { sayQandaFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { say } from '#battles/qanda';
import { callerOf } from '#battles/caller';

/** `qanda_say`: a short line of the team's discussion, shown to the team (rate-limited). */
export const handler = webSocketAction(sayQandaFrame, async ({ message, event }) => {
  await say(callerOf(event), message, event.requestContext.requestTimeEpoch);
});
