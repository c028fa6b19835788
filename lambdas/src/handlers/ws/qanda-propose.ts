import { proposeQandaFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { propose } from '#battles/qanda';
import { callerOf } from '#battles/caller';

/** `qanda_propose`: a team member's proposal, one per member and question, timed by the gateway's receipt. */
export const handler = webSocketAction(proposeQandaFrame, async ({ message, event }) => {
  await propose(callerOf(event), message, event.requestContext.requestTimeEpoch);
});
