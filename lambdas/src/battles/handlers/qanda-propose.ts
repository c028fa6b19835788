import { proposeQandaFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { runMove } from '#battles/run-move';
import { moverOf } from '#battles/caller';

/** `qanda_propose`: a team member's proposal, one per member and question, timed by the gateway's receipt. */
export const handler = webSocketAction(proposeQandaFrame, async ({ message: { action: _action, battleId, ...proposal }, event }) => {
  await runMove(battleId, { type: 'propose', ...proposal, ...moverOf(event, proposal.profileId) });
});
