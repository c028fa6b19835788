import { answerBattleFrame } from '@plume/shared/battles';
import { webSocketAction } from '#runtime/websocket';
import { answerQuestion } from '#battles/play';
import { callerOf } from '#battles/caller';

/** `battle_answer`: one answer per player and question, timed by the gateway's receipt (`requestTimeEpoch`). */
export const handler = webSocketAction(answerBattleFrame, async ({ message, event }) => {
  await answerQuestion(callerOf(event), message, event.requestContext.requestTimeEpoch);
});
