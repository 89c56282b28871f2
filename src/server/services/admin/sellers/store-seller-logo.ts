import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Database } from '../../../../db/client';
import { files } from '../../../../db/schema';
import { detectLogoType, LOGO_MESSAGES, MAX_LOGO_BYTES } from '../../../../domain/admin/logo-file';
import type { StoredLogoJson } from '../../../../domain/admin/seller-api-types';
import { fileUrl } from '../../../../domain/files/file-url';

/** Logos are shown small (list rows, the form); 512 px on the long side is sharp on any screen. */
const LOGO_MAX_SIDE = 512;
const MAX_INPUT_PIXELS = 40_000_000;

export type StoreLogoResult = { ok: true; logo: StoredLogoJson } | { ok: false; message: string };

/**
 * Checks an uploaded logo by its bytes (PNG, JPEG, WebP or SVG, at most MAX_LOGO_BYTES), normalises it
 * with sharp to a WebP of at most 512 px (EXIF rotation applied, metadata dropped, SVG rasterised so no
 * script or external reference is ever stored) and stores it in `files` under its hash.
 */
export async function storeSellerLogo(
  db: Database,
  actor: AuditActor,
  bytes: Uint8Array,
): Promise<StoreLogoResult> {
  if (bytes.byteLength === 0) return { ok: false, message: LOGO_MESSAGES.missing };
  if (bytes.byteLength > MAX_LOGO_BYTES) return { ok: false, message: LOGO_MESSAGES.tooLarge };
  const type = detectLogoType(bytes);
  if (!type) return { ok: false, message: LOGO_MESSAGES.wrongType };

  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      ...(type === 'svg' ? { density: 144 } : {}),
    })
      .rotate()
      .resize({
        width: LOGO_MAX_SIDE,
        height: LOGO_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: type !== 'svg',
      })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, message: LOGO_MESSAGES.unreadable };
  }

  const sha256 = createHash('sha256').update(output.data).digest('hex');
  const contentType = 'image/webp';
  const fileId = await db.transaction(async (tx) => {
    await tx
      .insert(files)
      .values({ sha256, contentType, size: output.data.byteLength, bytes: new Uint8Array(output.data) })
      .onConflictDoNothing({ target: files.sha256 });
    const [file] = await tx.select({ id: files.id }).from(files).where(eq(files.sha256, sha256));
    if (!file) throw new Error('Stored logo not found');
    await recordAudit(tx, actor, {
      action: 'upload',
      entity: 'seller_logo',
      entityId: file.id,
      after: { sha256, content_type: contentType, size: output.data.byteLength, source_type: type },
    });
    return file.id;
  });
  return {
    ok: true,
    logo: {
      file_id: fileId,
      url: fileUrl(sha256),
      content_type: contentType,
      width: output.info.width,
      height: output.info.height,
    },
  };
}
