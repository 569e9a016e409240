import { inArray } from 'drizzle-orm';
import { images } from '../src/db/schema';
import { insertRows, type SeedTx } from './database-writes';
import { mapWithConcurrency, renderImage, type ImageJob } from './image-render';

const renderConcurrency = 4;
/** Image rows are large, so they go to the database in smaller chunks than other rows. */
const imageChunkSize = 24;

/** The jobs whose picture is not in the database yet (image ids are fixed, so a second seed run finds none). */
export async function missingImageJobs<Job extends { id: number }>(tx: SeedTx, jobs: Job[]): Promise<Job[]> {
  if (jobs.length === 0) return [];
  const present = await tx
    .select({ id: images.id })
    .from(images)
    .where(
      inArray(
        images.id,
        jobs.map((job) => job.id),
      ),
    );
  const presentIds = new Set(present.map((row) => row.id));
  return jobs.filter((job) => !presentIds.has(job.id));
}

/**
 * Renders and stores the pictures that are not in the database yet. Ids are fixed, so a second
 * run finds every picture present and renders nothing.
 */
export async function writeImages(tx: SeedTx, jobs: ImageJob[]): Promise<number> {
  const missing = await missingImageJobs(tx, jobs);
  for (let start = 0; start < missing.length; start += imageChunkSize) {
    const rendered = await mapWithConcurrency(
      missing.slice(start, start + imageChunkSize),
      renderConcurrency,
      renderImage,
    );
    await insertRows(tx, images, rendered);
  }
  return missing.length;
}
