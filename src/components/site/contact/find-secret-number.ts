import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Solves an ALTCHA SHA-256 challenge: the number n in [0, max] whose hash of salt + n is the
 * challenge. Synchronous pure-JS hashing checks about three times as many numbers a second as one
 * awaited WebCrypto digest per number (`npm run measure:captcha`).
 */
export function findSecretNumber(challenge: string, salt: string, max: number): number | null {
  for (let n = 0; n <= max; n++) {
    if (bytesToHex(sha256(utf8ToBytes(salt + n))) === challenge) return n;
  }
  return null;
}
