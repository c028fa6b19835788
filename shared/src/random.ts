/** A source of whole numbers in [0, maxExclusive): `crypto.randomInt` on the server, anything in tests. Pure rules take it as an argument. */
export type RandomInt = (maxExclusive: number) => number;
