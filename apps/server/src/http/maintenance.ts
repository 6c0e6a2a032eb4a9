import { MAINTENANCE_MESSAGE } from '@party/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

// Sign-in, the caller's identity, the CSRF token, the banner and the health check keep working so
// an admin can sign in and switch maintenance off, and the browser can show the maintenance page.
// The live stream too: an open maintenance page hears site.changed and lifts itself when it ends.
const OPEN_PATHS = new Set(['/api/me', '/api/csrf', '/api/store/site', '/api/health', '/api/events']);

function staysOpen(path: string): boolean {
  return OPEN_PATHS.has(path) || path === '/api/auth' || path.startsWith('/api/auth/');
}

/**
 * While maintenance_mode is on, every other /api request from anyone but an admin is answered
 * 503 MAINTENANCE. Registered after access control, so the caller is already known.
 */
/** What maintenance mode reads of the settings (the settings domain's cache gives it). */
export interface MaintenanceSwitch {
  get(): Promise<{ maintenanceMode: boolean }>;
}

export function registerMaintenanceMode(app: FastifyInstance, settings: MaintenanceSwitch): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0]!.replace(/\/+$/, '');
    if (!path.startsWith('/api/') || staysOpen(path) || request.principal?.isAdmin) return;
    if ((await settings.get()).maintenanceMode) throw new AppError('MAINTENANCE', MAINTENANCE_MESSAGE);
  });
}
