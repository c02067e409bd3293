import 'server-only';

import type { IncomingMessage } from 'node:http';

import ipaddr from 'ipaddr.js';

import { clientAddress, clientNetwork, nodeHeaders } from '../http/client-address';

// Rendering a 404 costs about four times a cached page (it is not cached: made-up addresses would
// fill the cache), so made-up addresses are a cheap way to load the server. Each client network
// (an IPv4 address, an IPv6 /64) gets NOT_FOUND_ANSWERS_PER_MINUTE 404 answers a minute on this
// instance; past that, a path that is not one of the site's pages gets a small fixed 404 without
// rendering until the minute is over (pipeline/plain-not-found.ts).

export const NOT_FOUND_ANSWERS_PER_MINUTE = 30;
const WINDOW_MS = 60_000;
// A window is about 60 bytes: the map stays under a megabyte whatever the number of addresses.
const MAX_NETWORKS = 10_000;

const windows = new Map<string, { start: number; count: number }>();
// The networks that spent their budget in their window (some may have seen it end since): while
// none has, a request is not even asked its address.
const spent = new Set<string>();

/**
 * The client network a request counts against; null for the machine itself (loopback: its health
 * checks and internal routes, a test run), which has no budget. Behind a trusted front the
 * forwarded address counts, so a front on loopback does not make every visitor the machine.
 */
export function networkOf(request: IncomingMessage): string | null {
  const address = clientAddress(nodeHeaders(request.headers));
  if (ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback') return null;
  return clientNetwork(address);
}

/** Counts a 404 answered to the client network. */
export function countNotFoundAnswer(network: string, now = Date.now()): void {
  const current = windows.get(network);
  if (current && now - current.start < WINDOW_MS) {
    current.count++;
    if (current.count >= NOT_FOUND_ANSWERS_PER_MINUTE) spent.add(network);
    return;
  }
  windows.delete(network);
  spent.delete(network);
  windows.set(network, { start: now, count: 1 });
  // The oldest windows first: Map keeps the order they were opened in.
  for (const oldest of windows.keys()) {
    if (windows.size <= MAX_NETWORKS) break;
    windows.delete(oldest);
    spent.delete(oldest);
  }
}

/** Whether any network may be past its budget; false is the common case, checked first. */
export const anyPastNotFoundBudget = () => spent.size > 0;

export function pastNotFoundBudget(network: string, now = Date.now()): boolean {
  const current = windows.get(network);
  return (
    !!current && now - current.start < WINDOW_MS && current.count >= NOT_FOUND_ANSWERS_PER_MINUTE
  );
}
