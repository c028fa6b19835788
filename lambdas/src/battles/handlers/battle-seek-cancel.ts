import { cancelSeekFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { cancelSeek } from '#battles/matchmaking';
import { callerOf } from '#battles/caller';

/** `battle_seek_cancel`: stops the search and gives its entry back (a search matched first keeps its battle). */
export const handler = webSocketAction(cancelSeekFrame, async ({ message, event }) => {
  await cancelSeek(callerOf(event), message);
});
