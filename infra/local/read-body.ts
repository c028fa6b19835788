/** A request body read whole, up to `limit` bytes; undefined when it is larger (the rest is drained, unread). */
export async function readBody(request: AsyncIterable<unknown> & { resume(): unknown }, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      request.resume();
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
