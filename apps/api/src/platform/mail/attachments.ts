// Email attachments: inline base64, or a generator named in the outbox row and run at delivery, so a
// large or sensitive document (a ticket PDF) is produced fresh and never stored in the outbox.
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { OutboxAttachment } from '../../db/schema';
import type { Storage } from '../storage';

export interface AttachmentContext {
  config: Config;
  db: Database;
  storage: Storage;
}

/** Produces an attachment's bytes from the params stored with the email. */
export type AttachmentGenerator = (
  params: Record<string, unknown>,
  ctx: AttachmentContext,
) => Promise<Buffer | Uint8Array>;

export interface ResolvedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

const generators = new Map<string, AttachmentGenerator>();

/**
 * Makes a generator available to the outbox worker. Call it at module load (the top level of a file
 * that modules/index.ts imports), so it is registered before the first delivery.
 */
export function registerAttachmentGenerator(name: string, generator: AttachmentGenerator): void {
  const existing = generators.get(name);
  if (existing && existing !== generator)
    throw new Error(`An attachment generator named '${name}' is already registered`);
  generators.set(name, generator);
}

/** The bytes of every attachment; a missing generator or a failing one fails the delivery (it is retried). */
export async function resolveAttachments(
  attachments: readonly OutboxAttachment[],
  ctx: AttachmentContext,
): Promise<ResolvedAttachment[]> {
  const resolved: ResolvedAttachment[] = [];
  for (const a of attachments) {
    let content: Buffer;
    if ('contentBase64' in a) {
      content = Buffer.from(a.contentBase64, 'base64');
    } else {
      const generator = generators.get(a.generator);
      if (!generator) throw new Error(`No attachment generator named '${a.generator}'`);
      content = Buffer.from(await generator(a.params, ctx));
    }
    resolved.push({ filename: a.filename, contentType: a.contentType, content, ...(a.cid ? { cid: a.cid } : {}) });
  }
  return resolved;
}
