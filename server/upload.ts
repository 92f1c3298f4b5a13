import "server-only";
import { AppError } from "@/server/errors";

/**
 * A request body as text (the JSON API with its 64 KiB cap, uploaded files with theirs), counted as it
 * arrives, refused with 413 and `message` as soon as it passes `maxBytes` (a false or missing
 * Content-Length changes nothing).
 */
export async function readUploadText(req: Request, { maxBytes, message }: { maxBytes: number; message: string }): Promise<string> {
  const tooLarge = () => new AppError("payload_too_large", message, 413);
  if (Number(req.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge();
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * A streamed download from text pieces: the first piece is produced before the response starts, so a
 * refusal (permission, rate limit) is still an ordinary JSON error; later failures end the stream.
 */
export async function streamedText(pieces: AsyncGenerator<string>, headers: Record<string, string>): Promise<Response> {
  const first = await pieces.next();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done) controller.enqueue(encoder.encode(first.value));
      if (first.done) controller.close();
    },
    async pull(controller) {
      try {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        console.error("[export] failed mid-stream", error);
        controller.error(error);
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
  return new Response(body, { headers });
}
