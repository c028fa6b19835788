import { goodbyeBattleFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { runMove } from '#battles/run-move';
import { moverOf } from '#battles/caller';

/** `battle_goodbye`: the page is going away (`pagehide`); the seat is kept 10 s instead of the drop's 40 or 60 s. */
export const handler = webSocketAction(goodbyeBattleFrame, async ({ message, event }) => {
  await runMove(message.battleId, { type: 'goodbye', ...moverOf(event, message.profileId) });
});
