import { sayQandaFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { runMove } from '#battles/run-move';
import { moverOf } from '#battles/caller';

/** `qanda_say`: a short line of the team's discussion, shown to the team (rate-limited). */
export const handler = webSocketAction(sayQandaFrame, async ({ message, event }) => {
  await runMove(message.battleId, { type: 'say', text: message.text, ...moverOf(event, message.profileId) });
});
