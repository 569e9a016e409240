import type { FastifyRequest } from 'fastify';
import type { AuthConfig } from '../config';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import {
  findRetiredToken,
  findSessionByRefreshHash,
  insertSession,
  revokeSession,
  rotateSessionTokens,
  type SessionRow,
} from './sessions.repository';
import { hashToken, newToken } from './tokens';

/** A session's secrets as they are handed out once; the database keeps their hashes only. */
export interface IssuedTokens {
  session: SessionRow;
  accessToken: string;
  refreshToken: string;
}

type Lifetimes = Pick<AuthConfig, 'accessTokenMinutes' | 'sessionDays'>;

function expirations(config: Lifetimes, now: Date) {
  return {
    accessExpirationAt: new Date(now.getTime() + config.accessTokenMinutes * 60_000),
    sessionExpirationAt: new Date(now.getTime() + config.sessionDays * 86_400_000),
  };
}

function freshPair() {
  const accessToken = newToken();
  const refreshToken = newToken();
  return {
    accessToken,
    refreshToken,
    accessTokenHash: hashToken(accessToken),
    refreshTokenHash: hashToken(refreshToken),
  };
}

/** Who opened the session: the client's IP (X-Forwarded-For from a trusted proxy only) and browser. */
export function clientOf(request: FastifyRequest): { clientIp: string; userAgent: string | null } {
  const userAgent = request.headers['user-agent'];
  return { clientIp: request.ip, userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null };
}

export async function openSession(
  db: Database,
  config: Lifetimes,
  customerId: number,
  client: { clientIp: string; userAgent: string | null },
): Promise<IssuedTokens> {
  const now = new Date();
  const pair = freshPair();
  const session = await insertSession(db, {
    customerId,
    clientIp: client.clientIp,
    userAgent: client.userAgent,
    accessTokenHash: pair.accessTokenHash,
    refreshTokenHash: pair.refreshTokenHash,
    ...expirations(config, now),
    lastUsedAt: now,
    createdAt: now,
  });
  return { session, accessToken: pair.accessToken, refreshToken: pair.refreshToken };
}

const sessionEnded = () => new ApiError('unauthenticated', 'auth.sessionEnded');

/**
 * Rotates the session of a refresh token. A token already rotated away is a sign it was copied:
 * the session is revoked, unless the rotation happened within the grace window (two tabs refreshing
 * at once), which answers 409 `refresh_in_progress` and leaves the session alone.
 */
export async function refreshSession(
  db: Database,
  config: Pick<AuthConfig, 'accessTokenMinutes' | 'sessionDays' | 'refreshGraceSeconds'>,
  refreshToken: string,
  isCustomerAllowed: (customerId: number) => Promise<boolean>,
): Promise<IssuedTokens> {
  const now = new Date();
  const refreshHash = hashToken(refreshToken);
  const session = await findSessionByRefreshHash(db, refreshHash);
  if (session) {
    if (session.revokedAt || session.sessionExpirationAt <= now || !(await isCustomerAllowed(session.customerId)))
      throw sessionEnded();
    const pair = freshPair();
    const rotated = await rotateSessionTokens(
      db,
      session.id,
      refreshHash,
      { accessTokenHash: pair.accessTokenHash, refreshTokenHash: pair.refreshTokenHash, ...expirations(config, now) },
      now,
    );
    if (rotated) return { session: rotated, accessToken: pair.accessToken, refreshToken: pair.refreshToken };
  }
  return answerRetiredToken(db, config.refreshGraceSeconds, refreshHash, now);
}

async function answerRetiredToken(db: Database, graceSeconds: number, refreshHash: string, now: Date): Promise<never> {
  const retired = await findRetiredToken(db, refreshHash);
  if (!retired || retired.revokedAt) throw sessionEnded();
  if (now.getTime() - retired.retiredAt.getTime() <= graceSeconds * 1000) {
    throw new ApiError('refresh_in_progress', 'auth.refreshRotated');
  }
  await revokeSession(db, retired.sessionId, now);
  throw new ApiError('unauthenticated', 'auth.refreshReused');
}
