import { joinBattleFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { joinRoom } from '#battles/rooms';
import { callerOf } from '#battles/caller';

/** `battle_join`: takes a seat in a friend room by its code (and holds its entry fee); wrong codes are throttled per connection and per account. */
export const handler = webSocketAction(joinBattleFrame, async ({ message, event }) => {
  await joinRoom(callerOf(event), message);
});
