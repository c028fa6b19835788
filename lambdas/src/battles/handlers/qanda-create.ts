import { createQandaFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { createQandaRoom } from '#battles/qanda';
import { callerOf } from '#battles/caller';

/** `qanda_create`: a solo Q&A round (started at once) or a multiplayer or team room of 2–4, its code sent back. */
export const handler = webSocketAction(createQandaFrame, async ({ message, event }) => {
  await createQandaRoom(callerOf(event), message, event.requestContext.requestTimeEpoch);
});
