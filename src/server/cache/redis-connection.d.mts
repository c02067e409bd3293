// Types for the tests and scripts; see redis-connection.mjs.
export function redisConfigured(): boolean;
export function keyPrefix(): string;
export function buildKeyPrefix(): string;
export function redisTtlSeconds(expireSeconds: number | undefined): number;
export function redisReady(ms?: number): Promise<boolean>;
export function closeRedis(): Promise<void>;
