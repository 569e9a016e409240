import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerSessionRetiredTokens, customerSessions, customers } from '../db/schema';

export type SessionRow = typeof customerSessions.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export async function insertSession(db: Executor, values: typeof customerSessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(customerSessions).values(values).returning();
  return row!;
}

/** The live session of an access token, with a customer who may still sign in. */
export async function findSessionByAccessHash(db: Pick<Database, 'select'>, accessHash: string, now: Date) {
  const [row] = await db
    .select({ id: customerSessions.id, customerId: customerSessions.customerId })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(
      and(
        eq(customerSessions.accessTokenHash, accessHash),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.accessExpirationAt, now),
        gt(customerSessions.sessionExpirationAt, now),
        isNull(customers.deletedAt),
        eq(customers.isActive, true),
        eq(customers.isBlocked, false),
      ),
    )
    .limit(1);
  return row;
}

export async function findSessionByRefreshHash(db: Executor, refreshHash: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(customerSessions)
    .where(eq(customerSessions.refreshTokenHash, refreshHash))
    .limit(1);
  return row;
}

export async function findRetiredToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: customerSessionRetiredTokens.sessionId,
      retiredAt: customerSessionRetiredTokens.retiredAt,
      revokedAt: customerSessions.revokedAt,
    })
    .from(customerSessionRetiredTokens)
    .innerJoin(customerSessions, eq(customerSessions.id, customerSessionRetiredTokens.sessionId))
    .where(eq(customerSessionRetiredTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Swaps the session's token pair, only while it still holds `oldRefreshHash` (a parallel refresh
 * that won the race leaves this one with nothing to update), and retires the old refresh token.
 */
export async function rotateSessionTokens(
  db: Database,
  sessionId: number,
  oldRefreshHash: string,
  next: { accessTokenHash: string; refreshTokenHash: string; accessExpirationAt: Date; sessionExpirationAt: Date },
  now: Date,
): Promise<SessionRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(customerSessions)
      .set({ ...next, lastUsedAt: now })
      .where(
        and(
          eq(customerSessions.id, sessionId),
          eq(customerSessions.refreshTokenHash, oldRefreshHash),
          isNull(customerSessions.revokedAt),
        ),
      )
      .returning();
    if (!row) return undefined;
    await tx.insert(customerSessionRetiredTokens).values({ tokenHash: oldRefreshHash, sessionId, retiredAt: now });
    return row;
  });
}

export async function revokeSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(and(eq(customerSessions.id, sessionId), isNull(customerSessions.revokedAt)));
}

/** Ends every session of the customer, or every one but `exceptSessionId`. */
export async function revokeCustomerSessions(
  db: Executor,
  customerId: number,
  now: Date,
  exceptSessionId?: number,
): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(customerSessions.customerId, customerId),
        isNull(customerSessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(customerSessions.id, exceptSessionId),
      ),
    );
}

/** The customer's sessions that can still be refreshed, newest first. */
export async function listActiveSessions(db: Executor, customerId: number, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(customerSessions)
    .where(
      and(
        eq(customerSessions.customerId, customerId),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.sessionExpirationAt, now),
      ),
    )
    .orderBy(desc(customerSessions.createdAt), desc(customerSessions.id));
}

/** Ends the access token now (the test fault that lets a browser test see a silent refresh). */
export async function expireAccessToken(db: Executor, accessHash: string): Promise<boolean> {
  const rows = await db
    .update(customerSessions)
    .set({ accessExpirationAt: sql`now() - interval '1 second'` })
    .where(eq(customerSessions.accessTokenHash, accessHash))
    .returning({ id: customerSessions.id });
  return rows.length > 0;
}
