// Types for the pipeline and tests; the route cache handler loads the module itself.
export const SCRIPT_HASHES_HEADER: string;
export function scriptHash(code: string): string;
export function isFrameworkScript(code: string): boolean;
export function inlineScriptHashes(html: string): string[];
