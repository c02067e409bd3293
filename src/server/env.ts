import 'server-only';

import proxyaddr from 'proxy-addr';
import { z } from 'zod';

// Parsed once; a bad value stops the process with a message naming the variable.
const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('data'),
  SITE_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Where IndexNow notices go, once the owner sets a key (the shared endpoint by default). */
  INDEXNOW_ENDPOINT: z.url().default('https://api.indexnow.org/indexnow'),
  NOTIFY_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z
    .string()
    .min(3)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ALTCHA_HMAC_KEY: z
    .string()
    .min(32, 'ALTCHA_HMAC_KEY must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_EMAIL: z
    .email('ADMIN_EMAIL must be an e-mail address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .min(12, 'ADMIN_PASSWORD must be at least 12 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  APP_SECRET: z
    .string()
    .min(32, 'APP_SECRET must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .refine((list) => {
      try {
        proxyaddr.compile(
          (list ?? '')
            .split(',')
            .map((e) => e.trim())
            .filter(Boolean),
        );
        return true;
      } catch {
        return false;
      }
    }, 'TRUSTED_PROXIES must be a comma-separated list of IP addresses, CIDR ranges, or loopback, linklocal, uniquelocal'),
  // DNS servers that confirm crawler hits (host or host:port, comma-separated); the system's when
  // unset. Asked only when the crawler policy turns confirmation on.
  CRAWLER_DNS_SERVERS: z
    .string()
    .optional()
    .refine(
      (list) =>
        (list ?? '')
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean)
          .every((server) => /^[\d.]+(:\d+)?$|^\[?[\da-f:]+\]?(:\d+)?$/i.test(server)),
      'CRAWLER_DNS_SERVERS must be a comma-separated list of IP addresses, each with an optional :port',
    ),
  // The free SEO audit may read private addresses on any port: for tests against servers on the
  // machine only. A server started with it logs a warning (composition/seo-audit-runtime.ts).
  AUDIT_ALLOW_PRIVATE_TARGETS: z
    .enum(['0', '1', 'false', 'true', ''])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
  CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  CONTACT_SITE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  CONTACT_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  /** An enquiry sent sooner than this after its form appeared is stored as spam. */
  CONTACT_MIN_FILL_SECONDS: z.coerce.number().min(0).max(60).default(3),
  /** How long a mail or webhook claimed by a worker waits before another may retry it. */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
  /** Shares the page and data caches of several instances through Redis (redis-connection.mjs). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Uploaded images go to this S3 bucket (any S3-compatible service) instead of DATA_DIR. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** An S3-compatible service's URL (MinIO, R2, Spaces...); unset for AWS. */
  S3_ENDPOINT: z
    .url('S3_ENDPOINT must be a URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_PREFIX: z.string().default('uploads/'),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', ''])
    .default('')
    .transform((value) => value === 'true'),
  S3_ACCESS_KEY_ID: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type Env = z.infer<typeof envSchema>;

function parseEnv(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

export const env = parseEnv();
