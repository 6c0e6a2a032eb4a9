/**
 * At start-up the service worker (public/sw.js) is registered 500 ms after load, in production
 * builds only. Workers of other scripts and caches not of this app are removed first; when a new
 * worker takes over a page an older one controlled, the page reloads once to use the new content.
 */
const SCRIPT = '/sw.js';
const CACHE_PREFIX = 'party-central-';

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => window.setTimeout(() => void install(), 500);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function isOurs(registration: ServiceWorkerRegistration): boolean {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  return worker ? new URL(worker.scriptURL).pathname === SCRIPT : false;
}

async function install() {
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.filter((r) => !isOurs(r)).map((r) => r.unregister()));
    if ('caches' in window) {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => !n.startsWith(CACHE_PREFIX)).map((n) => caches.delete(n)));
    }
    // The first install takes control without anything new to show: no reload then.
    const hadController = navigator.serviceWorker.controller !== null;
    let reloading = false;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (!hadController || reloading) return;
      reloading = true;
      window.location.reload();
    });
    await navigator.serviceWorker.register(SCRIPT, { scope: '/', updateViaCache: 'none' });
  } catch (error) {
    console.warn('The service worker could not be registered', error);
  }
}
