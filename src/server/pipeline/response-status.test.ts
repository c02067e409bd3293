import { EventEmitter } from 'node:events';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { answerNotFound, requestedStatus, withResponseState } from './response-status';

const request = (path: string) => ({ path, response: new EventEmitter() });

describe('response status', () => {
  afterEach(() => vi.useRealTimers());

  it('answers 404 to a request whose page Next.js rendered for another request of the path', () => {
    vi.useFakeTimers();
    const rendering = request('/made-up');
    const waiting = request('/made-up');
    const other = request('/blog');

    withResponseState(() => {
      answerNotFound();
      expect(requestedStatus()).toBe(404);
    }, rendering);
    withResponseState(() => expect(requestedStatus()).toBe(404), waiting);
    withResponseState(() => expect(requestedStatus()).toBeUndefined(), other);

    rendering.response.emit('close');
    withResponseState(() => expect(requestedStatus()).toBe(404), request('/made-up'));
    vi.advanceTimersByTime(1001);
    withResponseState(() => expect(requestedStatus()).toBeUndefined(), request('/made-up'));
  });
});
