/**
 * Whether an error means the database could not be reached (stopped, restarting, refusing
 * connections) rather than a fault in the statement: such requests answer 503 UNAVAILABLE, not 500.
 * Walks `cause` because the ORM wraps the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      // SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash, cannot connect now),
      // 53300 (too many connections); Node's socket errors.
      if (/^08|^57P0[123]$|^53300$/.test(code)) return true;
      if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code))
        return true;
    }
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout/.test(
        message,
      )
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
