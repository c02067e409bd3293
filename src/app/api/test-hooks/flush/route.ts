import { flushCountersForTests } from '@/server/runtime/test-hooks';

export function POST() {
  return flushCountersForTests();
}
