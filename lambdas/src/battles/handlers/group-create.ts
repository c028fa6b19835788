import { createGroupFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { createGroupRoom } from '#battles/groups';
import { callerOf } from '#battles/caller';

/** `group_create`: a group room of 2–4 seats, its code sent back. */
export const handler = webSocketAction(createGroupFrame, async ({ message, event }) => {
  await createGroupRoom(callerOf(event), message, event.requestContext.requestTimeEpoch);
});
