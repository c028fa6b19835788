import { sweepStaleTickets } from '#battles/ticket-sweep';

/** Runs every minute from the schedule in the route table: closes random-battle tickets whose client went away (docs/battles.md). */
export const handler = async (): Promise<void> => {
  await sweepStaleTickets(Date.now());
};
