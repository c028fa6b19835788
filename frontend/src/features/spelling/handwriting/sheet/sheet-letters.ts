import type { HandwritingSample } from '@plume/shared/spelling/handwriting-samples';

/**
 * The letters a handwriting sheet asks for (docs/handwriting.md, « Real samples »): a–z once and the accented letters
 * French writes most, é è ê à â ç ù û î ô ë ï, split in two sheets of 19 so that each fits one request (at most 30
 * letters) and a child can finish it in a few minutes. The page opens on the first and offers the other once sent.
 */
export const handwritingSheets: readonly (readonly HandwritingSample['letter'][])[] = [
  ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'é', 'è', 'ê', 'à', 'â', 'ç'],
  ['n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z', 'ù', 'û', 'î', 'ô', 'ë', 'ï'],
];
