import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { images } from '../db/schema';

export interface StoredImage {
  id: number;
  mimeType: string;
  data: Buffer;
}

export async function findImage(db: Database, id: number): Promise<StoredImage | undefined> {
  const [row] = await db
    .select({ id: images.id, mimeType: images.mimeType, data: images.data })
    .from(images)
    .where(eq(images.id, id))
    .limit(1);
  return row;
}
