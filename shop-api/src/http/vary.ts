import type { FastifyReply } from 'fastify';

/**
 * Adds header names to the answer's `Vary`, keeping the ones already there. Setting `Vary` outright
 * would drop what others added: CORS adds `Origin` on every answer (the allowed origin is reflected),
 * and without it a shared cache could hand one origin's answer to another.
 */
export function addVary(reply: FastifyReply, ...fields: string[]): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('*')) return;
  const known = new Set(names.map((name) => name.toLowerCase()));
  for (const field of fields) {
    if (known.has(field.toLowerCase())) continue;
    known.add(field.toLowerCase());
    names.push(field);
  }
  void reply.header('Vary', names.join(', '));
}
