// What the public pages' small counters send to the site itself: JSON through sendBeacon, which
// the browser delivers even as the page is left.

export function sendJsonBeacon(path: string, data: object): void {
  navigator.sendBeacon?.(path, new Blob([JSON.stringify(data)], { type: 'application/json' }));
}
