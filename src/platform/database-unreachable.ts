/** The connection failures that mean the database cannot be reached or entered, by code. */
const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be looked up',
  ETIMEDOUT: 'the connection timed out',
  ECONNRESET: 'the connection was reset',
  '28P01': 'the password was refused',
  '28000': 'the user may not connect',
  '3D000': 'no such database',
};

/** A database address fit to print: its password, if any, never shown. */
export function printableDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return '(an address that is not a URL)';
  }
}

/**
 * One line saying the database cannot be reached, for an error that means so (connection
 * refused, unknown host, a refused password ...); undefined for any other error.
 */
export function databaseUnreachable(error: unknown, url: string | undefined): string | undefined {
  if (!url) return undefined;
  const inner = error instanceof AggregateError ? error.errors[0] : error;
  const code = (inner as { code?: unknown } | null)?.code ?? (error as { code?: unknown })?.code;
  const reason = typeof code === 'string' ? REASONS[code] : undefined;
  return reason && `Cannot reach the database at ${printableDatabaseUrl(url)}: ${reason}`;
}
