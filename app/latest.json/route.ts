import { connection } from 'next/server';
import { currentBuildId } from '@/lib/build/build-id';

/** The build the server runs, for open tabs to compare with theirs; never cached anywhere. */
export async function GET(): Promise<Response> {
  await connection();
  return Response.json({ id: currentBuildId }, { headers: { 'Cache-Control': 'no-store, max-age=0' } });
}
